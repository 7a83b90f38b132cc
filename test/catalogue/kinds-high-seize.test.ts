// The screen catalogue holds every kind of prompt high-seize's random legal games reach (prompt-kinds.ts).
import { HIGH_SEIZE_HELD } from '../e2e/catalogue/kinds/high-seize.ts';
import { holdsEveryKind } from './prompt-kinds.ts';

holdsEveryKind(HIGH_SEIZE_HELD);
