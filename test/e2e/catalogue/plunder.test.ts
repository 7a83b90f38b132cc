// The screen catalogue's Plunder! entries at the three sizes (entries/plunder.ts, run.ts), on a
// table whose scale has learned a treasure's weight.
import { PLUNDER } from './entries/plunder.ts';
import { plunderTable } from './plunder-table.ts';
import { catalogueFile } from './run.ts';

catalogueFile('Plunder!', PLUNDER, plunderTable());
