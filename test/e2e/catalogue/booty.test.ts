// The screen catalogue's Blackbeard's Booty entries at the three sizes (entries/booty.ts, run.ts).
import { BOOTY } from './entries/booty.ts';
import { catalogueFile } from './run.ts';

catalogueFile("Blackbeard's Booty", BOOTY);
