// The screen catalogue's shell entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { SHELL } from '../entries/shell.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('the shell', SHELL, {}, 'firefox');
