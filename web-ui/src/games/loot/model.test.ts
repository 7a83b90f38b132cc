// The tablet's reading of the engine's Loot view: the cards still pickable, where a card may go.
import { describe, expect, it } from 'vitest';
import { Script } from '../../../../games/loot/testing/scripted-table.ts';
import { tableView } from '../../../../games/loot/view.ts';
import { capturedCount, isLootView, type LootView, pickableCards, sideOf, targetsFor, viewProblem } from './model.ts';

// What a tablet is sent, which the tablet's own check must take as a Loot view.
const shown = (t: Script): LootView => {
  const v = tableView(t.s);
  expect(isLootView(v)).toBe(true);
  return v;
};

describe('Loot on the tablet', () => {
  it('takes a view from the wire only when it holds: a garbled one is refused', () => {
    const v = shown(new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M7.1' }));
    expect(isLootView({ ...v, atSea: 'at sea' })).toBe(false);
    expect(isLootView({ ...v, game: 'plunder' })).toBe(false);
    expect(viewProblem({ ...v, hands: { Ann: 'six' } })).toBe('"hands" is malformed');
  });

  it('L10–L12: offers as targets only the ships a card may go onto now', () => {
    const t = new Script(['Ann', 'Bob', 'Cy']).ok({ type: 'play', card: 'M5.2' }, { type: 'play', card: 'B4.1', target: 'M5.2' });
    const v = shown(t); // Cy's turn
    expect(targetsFor(v, 'Cy', 'B2.3')).toEqual([]); // blue is Bob's there
    expect(targetsFor(v, 'Cy', 'G2.1')).toEqual(['M5.2']);
    expect(targetsFor(v, 'Cy', 'GC')).toEqual([]); // no green attack of Cy's yet
    expect(targetsFor(v, 'Ann', 'AD')).toEqual(['M5.2']);
    expect(targetsFor(v, 'Cy', 'AD')).toEqual([]);
    expect(targetsFor(v, 'Cy', 'M3.1')).toEqual([]);
  });

  it('L4, L28: cards on the table are not offered again; captured ships count even while their gold is hidden', () => {
    const t = new Script(['Ann', 'Bob']).ok({ type: 'play', card: 'M7.1' }, { type: 'draw' });
    const v = shown(t);
    expect(v.goldHidden).toBe(true);
    expect(capturedCount(v, 'Ann')).toBe(1);
    expect(pickableCards(v)).not.toContain('M7.1');
    expect(pickableCards(v)).toHaveLength(77);
  });

  it('L8: partners share a side', () => {
    const v = shown(new Script(['Ann', 'Bob', 'Cy', 'Dee'], { partnership: true }));
    expect(sideOf(v, 'Dee')).toBe('Cy+Dee');
  });
});
