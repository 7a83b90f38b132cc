// The screen catalogue's teaching entries at the three sizes (entries/teach.ts, run.ts).
import { TEACH } from './entries/teach.ts';
import { catalogueFile } from './run.ts';

catalogueFile('teaching', TEACH);
