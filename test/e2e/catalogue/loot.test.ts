// The screen catalogue's Loot entries at the three sizes (entries/loot.ts, run.ts).
import { LOOT } from './entries/loot.ts';
import { catalogueFile } from './run.ts';

catalogueFile('Loot', LOOT);
