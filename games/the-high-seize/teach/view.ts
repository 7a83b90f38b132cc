// The High Seize's view (its type is view.ts's) as its teaching reads it: what every tablet is shown.
import { phrase } from '../../core/phrase.ts';
import type { HighSeizeView } from '../view.ts';

export const NEUTRAL = 'neutral';

export type { HighSeizeView, PileView as Pile } from '../view.ts';

/** A pile by the words the table uses: `Ann's ship`, `the neutral ship`. */
export const pileName = (pile: string): string => (pile === NEUTRAL ? phrase('the neutral ship') : phrase("{pile}'s ship", { pile }));

/** The round just settled by this step (the piles turned over, the heaviest sunk), or null. */
export function settled(before: HighSeizeView | null, after: HighSeizeView): HighSeizeView['history'][number] | null {
  return after.history.length > (before?.history.length ?? 0) ? (after.history[after.history.length - 1] ?? null) : null;
}

/** The player whose colour `colour` is. */
export function ownerOf(v: HighSeizeView, colour: string): string | undefined {
  return Object.keys(v.colours).find((p) => v.colours[p] === colour);
}
