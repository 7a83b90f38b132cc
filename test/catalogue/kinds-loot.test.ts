// The screen catalogue holds every kind of prompt loot's random legal games reach (prompt-kinds.ts).
import { LOOT_HELD } from '../e2e/catalogue/kinds/loot.ts';
import { holdsEveryKind } from './prompt-kinds.ts';

holdsEveryKind(LOOT_HELD);
