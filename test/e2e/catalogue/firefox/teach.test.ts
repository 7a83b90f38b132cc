// The screen catalogue's teach entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { TEACH } from '../entries/teach.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('teaching', TEACH, {}, 'firefox');
