// The screen catalogue's teach entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { TEACH } from '../entries/teach.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('teaching', TEACH, {}, 'webkit');
