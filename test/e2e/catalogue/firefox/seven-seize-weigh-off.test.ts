// The screen catalogue's seven-seize-weigh-off entries in Firefox, at 1180×820 and 390×844 (run.ts, engine-ctx.ts).
import { SEVEN_SEIZE_WEIGH_OFF } from '../entries/seven-seize-weigh-off.ts';
import { catalogueFile } from '../run.ts';

catalogueFile('7 Seize’s weigh-off', SEVEN_SEIZE_WEIGH_OFF, {}, 'firefox');
