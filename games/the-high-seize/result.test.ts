// The logbook's record of a finished game of The High Seize names who played first (H3): round 1's
// start player, though the start has passed one seat on each round since.
import { describe, expect, it } from 'vitest';
import { result } from './result.ts';
import { HighSeizeSim } from './testing/random-game.ts';

describe('the result of The High Seize', () => {
  it('marks the seat that began the first round (H3), whatever round the game ended in', () => {
    for (const [players, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
      [4, 4],
    ] as const) {
      const sim = new HighSeizeSim({ players, seed });
      while (sim.step());
      const first = (sim.inputs[0] as unknown as { options: { first: string } }).options.first;
      expect(sim.state.round).toBeGreaterThan(1);
      expect(
        result(sim.state)
          .seats.filter((s) => s.began)
          .map((s) => s.player),
      ).toEqual([first]);
    }
  });
});
