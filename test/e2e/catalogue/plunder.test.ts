// The screen catalogue's Plunder! entries at the three sizes (entries/plunder.ts, run.ts), on a
// table whose scale has learned a treasure's weight.
import { tempDataDir } from '../harness.ts';
import { learnedScale, PLUNDER } from './entries/plunder.ts';
import { catalogueFile } from './run.ts';

const dataDir = tempDataDir();
learnedScale(dataDir);
catalogueFile('Plunder!', PLUNDER, { dataDir });
