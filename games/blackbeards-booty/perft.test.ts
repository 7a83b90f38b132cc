// The move generator counted against an independent generator following the same rulings:
// 60, 3,884 and 266,022 move sequences of length 1, 2 and 3 from the set-up (depth 4 is in the bench).
import { describe, expect, it } from 'vitest';
import { GOLD, SILVER, setUp } from './coins.ts';
import { perft } from './perft.ts';
import { Position } from './position.ts';

describe('perft from the set-up (B4–B18)', () => {
  it.each([
    [1, 60, 0],
    [2, 3884, 0],
    [3, 266022, 1202],
  ])('depth %i: %i nodes, %i captures', (depth, nodes, captures) => {
    expect(perft(new Position(setUp(), GOLD), depth, 21)).toEqual({ nodes, captures });
  });

  it('is the same whichever colour starts (the set-up is half-turn symmetric, B4)', () => {
    expect(perft(new Position(setUp(), SILVER), 2, 21).nodes).toBe(3884);
  });

  it('leaves the position as it found it (make/unmake exact, hash included)', () => {
    const pos = new Position(setUp(), GOLD);
    const before = { cells: JSON.stringify(pos.cells), key: pos.key(), sums: [...pos.sums] };
    perft(pos, 3, 13);
    expect({ cells: JSON.stringify(pos.cells), key: pos.key(), sums: [...pos.sums] }).toEqual(before);
  });
});
