// Perft by a game's hooks: the computer's moves played by the referee, line by line; a move the
// computer offers that the referee refuses is a fault of the game, named, never a silent miscount.
import { describe, expect, it } from 'vitest';
import { perft } from './perft.ts';
import { accept, type AnyGameModule, reject } from './types.ts';

/** A pile of `n` stones; the mover takes 1 or 2 (or, with `lying`, offers 3, which the referee refuses). */
function nim(lying = false): AnyGameModule {
  return {
    apply: (n: number, i: { take: number }) => (i.take <= 2 && i.take <= n ? accept(n - i.take) : reject(`cannot take ${i.take}`)),
    computer: {
      toMove: (n: number) => (n > 0 ? 'mover' : null),
      enumerate: (n: number) => [1, 2, ...(lying ? [3] : [])].filter((k) => lying || k <= n).map((take) => ({ type: 'take', take })),
      choose: () => null,
    },
  } as unknown as AnyGameModule;
}

describe('perft by the hooks', () => {
  it('counts the lines of each length; a line ends where no computer seat is to move', () => {
    // From 3 stones: 2 first moves; 3 lines of two (1-1, 1-2, 2-1); one of three (1-1-1).
    expect([0, 1, 2, 3, 4].map((d) => perft(nim(), 3, d))).toEqual([1, 2, 3, 1, 0]);
  });

  it('names a move the computer offers and the referee refuses, with the reason', () => {
    expect(() => perft(nim(true), 5, 2)).toThrow(/the game refuses a move its computer offers \({"type":"take","take":3}\): cannot take 3/);
  });
});
