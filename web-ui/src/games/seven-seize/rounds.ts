// Each round of a 7 Seize game, read from its history's views (GET /api/history, in order): who was
// Captain and what each participant seized, for the recap between rounds and the final standings.
import type { GameView } from './model.ts';

export interface RoundResult {
  round: number;
  captain: string | null;
  /** Pieces each participant's collection grew by in the round (a steal can make it shrink). */
  seized: Record<string, number>;
  /** Each collection when the round was over. */
  collections: Record<string, number>;
}

const inRounds = (v: Partial<GameView>): boolean => v.phase !== 'weigh-off' && v.phase !== 'finished';

export function roundResults(views: readonly Partial<GameView>[], participants: readonly string[]): RoundResult[] {
  const out: RoundResult[] = [];
  for (let i = 0; i < views.length; ) {
    const first = views[i] as Partial<GameView>;
    let last = i;
    while (last + 1 < views.length && inRounds(views[last + 1] as Partial<GameView>) && views[last + 1]?.round === first.round) last++;
    if (inRounds(first) && typeof first.round === 'number') {
      // The round is over with the step after its last view (the next round's squabble, or the weigh-off).
      const start = first.collections ?? {};
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
