// The screen catalogue's rig-and-logbook entries in WebKit, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { RIG_AND_LOGBOOK } from '../entries/rig-and-logbook.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('the Logbook and the rig', RIG_AND_LOGBOOK, {}, 'webkit');
