// The screen catalogue's Plunder! entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts), on
// a table whose scale has learned a treasure's weight.
import { PLUNDER } from '../entries/plunder.ts';
import { plunderTable } from '../plunder-table.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('Plunder!', PLUNDER, plunderTable(), 'firefox');
