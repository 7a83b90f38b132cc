// The screen catalogue's Logbook and rig screens at the three sizes (entries/rig-and-logbook.ts, run.ts).
import { RIG_AND_LOGBOOK } from './entries/rig-and-logbook.ts';
import { catalogueFile } from './run.ts';

catalogueFile('the Logbook and the rig', RIG_AND_LOGBOOK);
