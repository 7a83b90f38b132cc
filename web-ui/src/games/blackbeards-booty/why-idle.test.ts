// A tap on the board when no move may be made from this tablet says why (B6 where it applies).
import { describe, expect, it } from 'vitest';
import { whyIdle } from './why-idle.ts';

const players = { gold: 'Ann', silver: 'Bob' };

describe('why the board takes no move now', () => {
  it("the computer's turn: a tap on its coin says to wait for its move", () => {
    expect(whyIdle({ phase: 'move', toMove: 'silver', players }, true, { silver: 'hard' })?.words).toBe(
      "it is Bob's move (the computer, silver): wait for it, then move",
    );
  });

  it('a spectator, before the bag draw (B6), and once the game is over', () => {
    expect(whyIdle({ phase: 'move', toMove: 'gold', players }, false, undefined)?.words).toMatch(/host's tablet/);
    expect(whyIdle({ phase: 'first', toMove: null, players }, true, undefined)?.rules).toEqual(['B6']);
    expect(whyIdle({ phase: 'finished', toMove: null, players }, true, undefined)?.words).toMatch(/^the game is over/);
  });

  it("a person's turn on the host's tablet: the board takes a move", () => {
    expect(whyIdle({ phase: 'move', toMove: 'gold', players }, true, { silver: 'hard' })).toBeNull();
  });
});
