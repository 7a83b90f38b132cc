// The logbook's record of a finished game (games/core/result.ts): the value each player set aside (H19).
import type { GameResult } from '../core/result.ts';
import { scores } from './resolve.ts';
import type { HighSeizeState } from './state.ts';

export function result(s: HighSeizeState): GameResult {
  const sc = scores(s);
  // The start passes one seat on each round (H3): round 1's is as many seats back.
  const n = s.players.length;
  const began = s.players[(((s.players.indexOf(s.startPlayer) - (s.round - 1)) % n) + n) % n];
  return {
    seats: s.players.map((player) => ({ player, seat: s.colours[player], score: sc[player] ?? null, ...(player === began ? { began: true as const } : {}) })),
    winners: [...s.winners],
  };
}
