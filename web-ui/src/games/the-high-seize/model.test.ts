// The tablet's reading of the engine's High Seize view: the numbers a game plays with (H9, H10),
// a pile's weight as its cards are tapped (H14), and the cards that may be picked for a pile (H13).
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import type { HighSeizeState } from '../../../../games/the-high-seize/state.ts';
import { tableView } from '../../../../games/the-high-seize/view.ts';
import { gameNumbers, isHighSeizeView, knownWeight, pickable, unknownByColour, viewProblem } from './model.ts';

const START = { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { cards: { r15: { weight: 1 } } } };

function play(lines: unknown[]) {
  let t: Table = emptyTable;
  for (const l of lines) {
    const r = submit(registry, t, l);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
  }
  const v = tableView(t.last!.state as HighSeizeState);
  if (!isHighSeizeView(v)) throw new Error(`not a High Seize view: ${viewProblem(v)}`);
  return v;
}

const toFlip = [
  START,
  { type: 'ship', player: 'Ann', card: 'RS1' },
  { type: 'ship', player: 'Bob', card: 'BS1' },
  ...['Bob', 'neutral', 'Ann', 'Ann', 'neutral', 'Bob', 'Ann', 'Bob'].map((pile, i) => ({ type: 'place', player: i % 2 ? 'Bob' : 'Ann', pile })),
];

describe('The High Seize on the tablet', () => {
  it('H9, H10: plays with the house deck and the start’s own numbers over it', () => {
    const n = gameNumbers(START);
    expect(n.R15).toEqual({ weight: 1, value: 7 });
    expect(n.B15).toEqual({ weight: 8, value: 7 });
    expect(gameNumbers(null).R15).toEqual({ weight: 8, value: 7 });
  });

  it('H14: a pile’s weight grows with each card tapped', () => {
    const numbers = gameNumbers(START);
    const flip = play([...toFlip, { type: 'reveal', pile: 'Bob', card: 'R15' }]);
    expect(knownWeight(flip.piles.Bob!, numbers)).toBe(1);
    const more = play([...toFlip, { type: 'reveal', pile: 'Bob', card: 'R15' }, { type: 'reveal', pile: 'Bob', card: 'B14' }]);
    expect(knownWeight(more.piles.Bob!, numbers)).toBe(1 + 7);
    expect(unknownByColour(more.piles.Bob!)).toEqual({ blue: 1 });
  });

  it('H13: offers for a pile only unseen cargo of the colours still face down on it', () => {
    const flip = play([...toFlip, { type: 'reveal', pile: 'Ann', card: 'B03' }]);
    expect(pickable(flip, 'Ann')).toEqual(Array.from({ length: 16 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`));
    expect(pickable(flip, 'neutral')).toContain('B01');
    expect(pickable(flip, 'neutral')).not.toContain('B03');
    expect(pickable(flip, 'Atlantis')).toEqual([]);
  });

  it('refuses a view it cannot show', () => {
    expect(viewProblem({ game: 'the-high-seize', round: 1, colours: { Ann: 'purple' } })).toMatch(/colours/);
    expect(isHighSeizeView({ game: 'loot' })).toBe(false);
  });
});
