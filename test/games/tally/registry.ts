// The registry of a table that referees only Tally: given to the table and, by its URL, to the
// computer player's worker, which loads it to find the game by id.
import type { GameRegistry } from '../../../games/core/table.ts';
import type { AnyGameModule } from '../../../games/core/types.ts';
import { tally } from './rules.ts';

export const registry: GameRegistry = new Map<string, AnyGameModule>([[tally.id, tally as AnyGameModule]]);
export const REGISTRY_URL = new URL('./registry.ts', import.meta.url);
