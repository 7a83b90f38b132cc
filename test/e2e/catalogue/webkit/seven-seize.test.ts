// The screen catalogue's seven-seize entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { SEVEN_SEIZE } from '../entries/seven-seize.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('7 Seize', SEVEN_SEIZE, {}, 'webkit');
