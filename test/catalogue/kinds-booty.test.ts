// The screen catalogue holds every kind of prompt booty's random legal games reach (prompt-kinds.ts).
import { BOOTY_HELD } from '../e2e/catalogue/kinds/booty.ts';
import { holdsEveryKind } from './prompt-kinds.ts';

holdsEveryKind(BOOTY_HELD);
