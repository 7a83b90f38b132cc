// The screen catalogue's shelf and header entries at the three sizes (entries/shelf-and-header.ts,
// run.ts). A first round is held on its first step here (heldPace, never let go): the practice
// round stays there, its buttons on the screen, while the sizes are checked (the next entry's game ends it).
import { heldPace } from '../harness.ts';
import { SHELF_AND_HEADER } from './entries/shelf-and-header.ts';
import { catalogueFile } from './run.ts';

catalogueFile('the shelf and the header', SHELF_AND_HEADER, { firstRoundPace: heldPace().pace });
