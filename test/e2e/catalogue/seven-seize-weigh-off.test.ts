// The screen catalogue's 7 Seize weigh-off entries at the three sizes (entries/seven-seize-weigh-off.ts, run.ts).
import { SEVEN_SEIZE_WEIGH_OFF } from './entries/seven-seize-weigh-off.ts';
import { catalogueFile } from './run.ts';

catalogueFile('7 Seize’s weigh-off', SEVEN_SEIZE_WEIGH_OFF);
