// The screen catalogue's shelf-and-header entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { heldPace } from '../../harness.ts';
import { SHELF_AND_HEADER } from '../entries/shelf-and-header.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('the shelf and the header', SHELF_AND_HEADER, { firstRoundPace: heldPace().pace }, 'webkit');
