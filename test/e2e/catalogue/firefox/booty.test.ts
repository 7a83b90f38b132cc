// The screen catalogue's booty entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { BOOTY } from '../entries/booty.ts';
import { catalogueFile } from '../run.ts';

catalogueFile("Blackbeard's Booty", BOOTY, {}, 'firefox');
