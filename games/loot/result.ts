// The logbook's record of a finished game (games/core/result.ts): each player's side score (L24),
// a partnership's shared by both partners (L27).
import type { GameResult } from '../core/result.ts';
import { scores } from './score.ts';
import { type LootState, sides, membersOf } from './state.ts';

export function result(s: LootState): GameResult {
  const sc = scores(s);
  const sideOf = new Map(sides(s).flatMap((side) => membersOf(s, side).map((p) => [p, side] as const)));
  return {
    seats: s.players.map((player) => ({
      player,
      score: sc[sideOf.get(player) ?? player]?.score ?? null,
      ...(player === s.options.first ? { began: true as const } : {}),
    })),
    winners: [...s.winners],
  };
}
