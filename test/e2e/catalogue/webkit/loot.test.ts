// The screen catalogue's loot entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { LOOT } from '../entries/loot.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('Loot', LOOT, {}, 'webkit');
