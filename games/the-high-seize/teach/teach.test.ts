// The High Seize's teaching texts hold to the rulings: what the set-up says of a card tapped as it
// is placed (H12: no screen shows it until the flip), what the prompts say of cargo on the neutral
// ship (H17: it goes home to its colour), and what a sinking weighs (H14: the ship card too).
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, view } from '../../core/table.ts';
import { registry } from '../../index.ts';
import type { HighSeizeView } from '../view.ts';
import { explain } from './explain.ts';
import { setup } from './setup.ts';
import { TOPICS } from './topics.ts';

describe("The High Seize's teaching says what the rulings say", () => {
  it('H12: a card tapped as it is placed is shown on no screen, the host’s included, until the piles turn over', () => {
    const line = setup(2, {}).layOut.find((l) => l.includes('H12')) ?? '';
    expect(line).not.toMatch(/tablet learns/);
    expect(line).toMatch(/no screen shows it until the piles are turned over/);
  });

  it('H17: the place prompt says cargo on the neutral ship that reaches port comes back to its colour', () => {
    const view = {
      round: 1,
      colours: { Ann: 'red', Bob: 'blue' },
      hands: { Ann: 4, Bob: 4 },
      piles: { Ann: { cards: 0 }, Bob: { cards: 0 }, neutral: { cards: 0 } },
      // Only what the place prompt reads of a view.
    } as unknown as HighSeizeView;
    const neutral = explain(view, { type: 'place', player: 'Ann' })?.choices.find((c) => c.choice === 'The neutral ship');
    expect(neutral?.does).toMatch(/comes back to you if it survives/);
  });
});

describe('a ship sinking, as the referee weighs it (H14)', () => {
  it('a ship card given a weight counts in its pile: the lesson does not say ships weigh nothing', () => {
    const sink = TOPICS.find((t) => t.id === 'sink');
    expect(sink?.full).not.toMatch(/\(ships weigh nothing\)/);
    expect(sink?.full).toMatch(/its ship card/);
    let table = emptyTable;
    const send = (input: Record<string, unknown>) => {
      const r = submit(registry, table, input);
      if (!r.ok) throw new Error(`${JSON.stringify(input)}: ${r.reason}`);
      table = r.table;
    };
    send({ type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { cards: { RS1: { weight: 9 } } } });
    send({ type: 'ship', player: 'Ann', card: 'RS1' });
    send({ type: 'ship', player: 'Bob', card: 'BS1' });
    for (let i = 0; i < 4; i++) for (const p of ['Ann', 'Bob']) send({ type: 'place', player: p, pile: p });
    for (const c of ['R01', 'R02', 'R03', 'R04']) send({ type: 'reveal', pile: 'Ann', card: c });
    for (const c of ['B01', 'B02', 'B03', 'B04']) send({ type: 'reveal', pile: 'Bob', card: c });
    const v = view(table) as HighSeizeView;
    expect(v.history[0]?.weights).toMatchObject({ Ann: 15, Bob: 6 });
    expect(v.history[0]?.sunk).toEqual(['Ann']);
  });
});
