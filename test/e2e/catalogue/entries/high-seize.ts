// The High Seize: a prompt of every kind its random games reach (kinds/high-seize.ts), at the most
// captains and the longest names: the ships put down, cargo placed, the flip, and the final scores;
// and the History of the longest game.
import type { Entry } from '../entry.ts';
import { gameEntries } from '../kinds/entries.ts';
import { HIGH_SEIZE_HELD } from '../kinds/high-seize.ts';

export const HIGH_SEIZE: readonly Entry[] = gameEntries('high-seize', HIGH_SEIZE_HELD);
