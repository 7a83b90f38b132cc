// The screen catalogue's 7 Seize entries at the three sizes (entries/seven-seize.ts, run.ts).
import { SEVEN_SEIZE } from './entries/seven-seize.ts';
import { catalogueFile } from './run.ts';

catalogueFile('7 Seize', SEVEN_SEIZE);
