// The screen catalogue's plunder entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { PLUNDER } from '../entries/plunder.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('Plunder!', PLUNDER, {}, 'webkit');
