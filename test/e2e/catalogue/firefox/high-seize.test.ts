// The screen catalogue's high-seize entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { HIGH_SEIZE } from '../entries/high-seize.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('The High Seize', HIGH_SEIZE, {}, 'firefox');
