// The logbook's record of a finished game (games/core/result.ts): the pieces each player collected
// (the weigh-off, not the count, decides the winner, R19–R24); the Interloper holds no seat (R18).
import type { GameResult } from '../core/result.ts';
import type { SevenSeizeState } from './state.ts';

export const result = (s: SevenSeizeState): GameResult => ({
  seats: s.players.map((player) => ({ player, score: s.collections[player] ?? 0 })),
  winners: [...s.winners],
});
