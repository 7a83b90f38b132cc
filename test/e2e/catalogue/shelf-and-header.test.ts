// The screen catalogue's shelf and header entries at the three sizes (entries/shelf-and-header.ts,
// run.ts). A first round's steps wait ten minutes here: the practice round stays at its first step,
// its Stop on the screen, while the sizes are checked (the next entry's game ends it).
import { SHELF_AND_HEADER } from './entries/shelf-and-header.ts';
import { catalogueFile } from './run.ts';

catalogueFile('the shelf and the header', SHELF_AND_HEADER, { firstRoundStepMs: 600_000 });
