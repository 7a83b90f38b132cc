// The logbook's record of a finished game (games/core/result.ts): the value each player set aside (H19).
import type { GameResult } from '../core/result.ts';
import { scores } from './resolve.ts';
import type { HighSeizeState } from './state.ts';

export function result(s: HighSeizeState): GameResult {
  const sc = scores(s);
  return { seats: s.players.map((player) => ({ player, seat: s.colours[player], score: sc[player] ?? null })), winners: [...s.winners] };
}
