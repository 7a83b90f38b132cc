// Why a square is not a move (issue 31: the tablet says it when an illegal square is tapped): the
// rules module's pure whyNot gives the ruling's id and the words, and null for every legal move.
import { describe, expect, it } from 'vitest';
import { ALL_SQUARES, GOLD, SILVER } from './coins.ts';
import { type Board, whyNot, whyNotPick } from './explain.ts';
import { start } from './flow.ts';
import type { StartInput } from './inputs.ts';
import type { BootyState } from './state.ts';

const begun = (): BootyState => {
  const r = start({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } } as StartInput);
  if (!('state' in r)) throw new Error('the start was refused');
  return r.state;
};

/** A hand-made position: squares by name, bottom to top, e.g. {a1: 'S1/G1'}. */
function board(squares: Record<string, string>, toMove: 'gold' | 'silver', noReturn: Board['noReturn'] = null): Board {
  const cells: number[][] = Array.from({ length: 36 }, () => []);
  for (const [sq, stack] of Object.entries(squares))
    cells[(Number(sq[1]) - 1) * 6 + 'abcdef'.indexOf(sq[0] as string)] = stack.split('/').map((c) => (c[0] === 'S' ? SILVER : GOLD) | Number(c[1]));
  return { phase: 'move', cells, toMove, noReturn };
}

describe('whyNot: why a square is not a move, with the ruling', () => {
  it('is null for every legal move of the set-up, and names a ruling for the rest', () => {
    const s = begun();
    let legal = 0;
    for (const from of ALL_SQUARES)
      for (const to of ALL_SQUARES) {
        const why = whyNot(s, { from, to });
        if (why === null) legal++;
        else expect(why.words.length).toBeGreaterThan(10);
      }
    expect(legal).toBe(60); // B4: the set-up's 60 moves
  });

  it('B10: a coin leaps only over a piece of its own colour; never over an empty square', () => {
    expect(whyNot(begun(), { from: 'c2', to: 'c4' })).toEqual({ rules: ['B10'], words: 'c2-c4 would leap over c3, which is empty (B10)' });
    expect(whyNot(board({ c3: 'G3', c4: 'S3', c5: 'S4' }, 'gold'), { from: 'c3', to: 'c5' })?.rules).toEqual(['B10']);
  });

  it('B9: one step to a neighbour, or a leap over one square', () => {
    expect(whyNot(begun(), { from: 'a1', to: 'a4' })?.rules).toEqual(['B9', 'B10']);
  });

  it('B11: nothing lands on its own colour; B12: the opponent’s coin never captures', () => {
    expect(whyNot(board({ a1: 'S1/G1', a2: 'G2', f6: 'S6' }, 'gold'), { from: 'a1', to: 'a2' })?.rules).toEqual(['B11']);
    expect(whyNot(board({ c3: 'S3', c4: 'G4', f6: 'G6' }, 'gold'), { from: 'c3', to: 'c4' })?.rules).toEqual(['B12']);
  });

  it('B13, B14: a coin takes only an equal face, the face making 7, or one lower — said with the turned face', () => {
    // G3 turns to 4, which takes 3 or 4 only: not a 6.
    const why = whyNot(board({ c3: 'G3', c4: 'S6' }, 'gold'), { from: 'c3', to: 'c4' });
    expect(why).toEqual({ rules: ['B13', 'B14'], words: 'c3-c4: the G3 on c3 turns to 4, which takes only 3 or 4, not the 6 on c4 (B13, B14)' });
  });

  it('B15: a stack takes only a lower top', () => {
    expect(whyNot(board({ c3: 'S1/G3', c4: 'S5' }, 'gold'), { from: 'c3', to: 'c4' })?.rules).toEqual(['B15']);
  });

  it('B18: the last piece moved does not go straight back', () => {
    const b = board({ c3: 'G3', f6: 'S6' }, 'gold', { from: 14, to: 8 }); // c3 came from c2
    expect(whyNot(b, { from: 'c3', to: 'c2' })?.rules).toEqual(['B18']);
  });

  it('B7: the opponent’s stack is never picked up; an empty square has nothing to move; B6 before the bag draw', () => {
    const b = board({ c3: 'G1/S3', f1: 'G6' }, 'gold');
    expect(whyNotPick(b, 'c3')?.rules).toEqual(['B7']);
    expect(whyNot(b, { from: 'c3', to: 'c4' })?.rules).toEqual(['B7']);
    expect(whyNotPick(b, 'd4')?.words).toBe('there is no coin on d4');
    expect(whyNotPick(b, 'f1')).toBeNull();
    expect(whyNotPick({ ...b, phase: 'first' }, 'f1')?.rules).toEqual(['B6']);
  });

  it('a piece with nowhere to go says so (B9, B11)', () => {
    // G1 in the corner, hemmed in by its own colour's coins, which it cannot leap to anywhere.
    const b = board({ a1: 'G1', a2: 'G2', b1: 'G2', b2: 'G2', a3: 'G5', c1: 'G5', c3: 'G5', f6: 'S6' }, 'gold');
    expect(whyNotPick(b, 'a1')?.rules).toEqual(['B9', 'B11']);
  });

  it('bad squares are refused with B2', () => {
    expect(whyNot(begun(), { from: 'a1', to: 'z9' })?.rules).toEqual(['B2']);
    expect(whyNotPick(begun(), 'a0')?.rules).toEqual(['B2']);
  });
});
