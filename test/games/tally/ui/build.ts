// Builds the tablet app with Tally's screens (main.tsx) into `outDir`: the shared web-ui built as it
// is, only its main module is Tally's.
import { buildTablet } from '../../../build-tablet.ts';

export const buildTallyUi = (outDir: string): Promise<void> => buildTablet(new URL('./main.tsx', import.meta.url), 'Quartermaster (Tally)', outDir);
