// The screen catalogue's shell entries at the three sizes (entries/shell.ts, run.ts).
import { SHELL } from './entries/shell.ts';
import { catalogueFile } from './run.ts';

catalogueFile('the shell', SHELL);
