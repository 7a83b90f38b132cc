// What the tablet shows of a 7 Seize game: the engine's view (games/seven-seize/view.ts, its type
// the game's own), as the server sends it, once the game's check has taken it from the wire.
import type {
  ContestResult,
  SevenSeizeOptions as Options,
  SevenSeizePhase as Phase,
  QueenOption,
  SevenSeizeAwaiting,
  SevenSeizeView,
  WeighOffView,
} from '#games';
import { viewGuard } from '../view-check.ts';
import { sevenSeizeViewProblem } from './view-check.ts';

export type { ContestResult, Options, Phase, QueenOption, SevenSeizeAwaiting, SevenSeizeView, WeighOffView };

/** `v` is a 7 Seize view the round and weigh-off screens can show (its own check holds). */
export const isSevenSeizeView = viewGuard<SevenSeizeView>('7-seize', sevenSeizeViewProblem);

export const INTERLOPER = 'Interloper';

/**
 * Pieces of `name`'s collection that go on the scale now. The engine already takes the pieces set
 * aside by a tiebreak out of the collection (R22) and puts them back when the contest ends (or
 * keeps them out, the R22 option), so the collection is what is weighed.
 */
export function piecesToWeigh(view: SevenSeizeView, name: string): number {
  return view.collections[name] ?? 0;
}
