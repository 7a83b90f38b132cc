// The spyglass's line in the screens table: a tab for the host alone, always there. The table
// with it added is what its tablet is given (ui/main.tsx), as web-ui/src/main.tsx gives SCREENS.
import { SCREENS } from '../../../web-ui/src/screens/index.ts';
import type { Screen } from '../../../web-ui/src/screens/screen.ts';
import { Spyglass } from './Spyglass.tsx';

export const spyglass: Screen = { id: 'spyglass', label: 'Spyglass', who: 'host', when: 'always', Component: Spyglass };

export const SCREENS_WITH_SPYGLASS: readonly Screen[] = [...SCREENS, spyglass];
