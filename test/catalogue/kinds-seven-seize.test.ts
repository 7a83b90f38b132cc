// The screen catalogue holds every kind of prompt seven-seize's random legal games reach (prompt-kinds.ts).
import { SEVEN_SEIZE_HELD } from '../e2e/catalogue/kinds/seven-seize.ts';
import { holdsEveryKind } from './prompt-kinds.ts';

holdsEveryKind(SEVEN_SEIZE_HELD);
