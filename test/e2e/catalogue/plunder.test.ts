// The screen catalogue's Plunder! entries at the three sizes (entries/plunder.ts, run.ts).
import { PLUNDER } from './entries/plunder.ts';
import { catalogueFile } from './run.ts';

catalogueFile('Plunder!', PLUNDER);
