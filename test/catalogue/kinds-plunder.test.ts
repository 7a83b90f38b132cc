// The screen catalogue holds every kind of prompt plunder's random legal games reach (prompt-kinds.ts).
import { PLUNDER_HELD } from '../e2e/catalogue/kinds/plunder.ts';
import { holdsEveryKind } from './prompt-kinds.ts';

holdsEveryKind(PLUNDER_HELD);
