// The screen catalogue's The High Seize entries at the three sizes (entries/high-seize.ts, run.ts).
import { HIGH_SEIZE } from './entries/high-seize.ts';
import { catalogueFile } from './run.ts';

catalogueFile('The High Seize', HIGH_SEIZE);
