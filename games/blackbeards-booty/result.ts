// The logbook's record of a finished game (games/core/result.ts): gold and silver with their scores.
import type { GameResult } from '../core/result.ts';
import { SILVER } from './coins.ts';
import { positionOf } from './flow.ts';
import type { BootyState } from './state.ts';

export function result(s: BootyState): GameResult {
  const pos = positionOf(s);
  return {
    seats: [
      { player: s.players.gold, seat: 'gold', score: pos.score(0), ...(s.first === 'gold' ? { began: true as const } : {}) },
      { player: s.players.silver, seat: 'silver', score: pos.score(SILVER), ...(s.first === 'silver' ? { began: true as const } : {}) },
    ],
    winners: [...s.winners],
  };
}
