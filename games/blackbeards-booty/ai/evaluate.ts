// How good a position looks to the pirate to move, in points of score (B20): the score race,
// and what the pirate to move could take at once (the opponent cannot answer before it moves).
import { isCapture, type Position } from '../position.ts';

export const WIN = 100_000;

const tally = new Int32Array(4);

/** `moves` holds the `n` legal moves of the pirate to move (the caller has them already). */
export function evaluate(pos: Position, moves: Int32Array, n: number): number {
  pos.tally(tally);
  const me = pos.toMove >> 3;
  const them = 1 - me;
  // Scores weigh most; a stack held counts a little beyond its points (it can grow and be defended).
  const value = 10 * ((tally[me] as number) - (tally[them] as number)) + 5 * ((tally[2 + me] as number) - (tally[2 + them] as number));
  let threat = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    if (isCapture(m)) {
      const gain = pos.sums[(m >> 6) & 63] as number;
      if (gain > threat) threat = gain;
    }
  }
  return value + 4 * threat + n / 8;
}
