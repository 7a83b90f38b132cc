// Each round of a 7 Seize game, read from its history's views (GET /api/history, in order): who was
// Captain and what each participant seized, for the recap between rounds and the final standings.
import { isSevenSeizeView, type SevenSeizeView } from './model.ts';

export interface RoundResult {
  round: number;
  captain: string | null;
  /** Pieces each participant's collection grew by in the round (a steal can make it shrink). */
  seized: Record<string, number>;
  /** Each collection when the round was over. */
  collections: Record<string, number>;
}

const inRounds = (v: SevenSeizeView): boolean => v.phase !== 'weigh-off' && v.phase !== 'finished';

/** The rounds of the history's views (as they come from the wire: those the game's check takes). */
export function roundResults(fromWire: readonly unknown[], participants: readonly string[]): RoundResult[] {
  const views = fromWire.filter(isSevenSeizeView);
  const out: RoundResult[] = [];
  for (let i = 0; i < views.length; ) {
    const first = views[i]!;
    let last = i;
    while (last + 1 < views.length && inRounds(views[last + 1]!) && views[last + 1]?.round === first.round) last++;
    if (inRounds(first)) {
      // The round is over with the step after its last view (the next round's squabble, or the weigh-off).
      const start = first.collections;
      const end = views[last + 1]?.collections ?? views[last]?.collections ?? {};
      out.push({
        round: first.round,
        captain: views[last]?.captain ?? null,
        seized: Object.fromEntries(participants.map((p) => [p, (end[p] ?? 0) - (start[p] ?? 0)])),
        collections: { ...end },
      });
    }
    i = last + 1;
  }
  return out;
}
