import { describe, expect, it } from 'vitest';
import { parseInput } from '../../../../games/plunder/inputs.ts';
import { changeRow, checkRow, checkRows, describeRow, type EffectRow, KINDS, newRow, othersOf, rowEffect } from './effect-rows.ts';

const seats = ['Ann', 'Bob', 'Cy'];
const row = (kind: EffectRow['kind'], change: Partial<EffectRow> = {}): EffectRow => changeRow(newRow(kind, seats, 'Ann'), change, seats);
const t = (m: Partial<EffectRow['treasures']>): EffectRow['treasures'] => ({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0, ...m });

describe('the card result as rows at the table (P16–P23)', () => {
  it('offers every primitive of the table script, in words', () => {
    expect(KINDS.map((k) => k.kind)).toEqual(['steal', 'stealCrew', 'lose', 'loseCrew', 'recruit', 'give', 'draw', 'discard', 'keep']);
    expect(KINDS.map((k) => k.words)).toContain('steal treasures');
  });

  it('leaves the card player out where the type allows, and names the victim of a loss (P16)', () => {
    expect(rowEffect(row('steal', { n: 3, treasures: t({ red: 2, blue: 1 }) }), 'Ann')).toEqual({ do: 'steal', from: 'Bob', n: 3, take: { red: 2, blue: 1 } });
    expect(rowEffect(row('draw', { player: 'Cy', n: 2 }), 'Ann')).toEqual({ do: 'draw', player: 'Cy', n: 2 });
    expect(rowEffect(row('lose', { n: 1, treasures: t({ red: 1 }) }), 'Ann')).toEqual({ do: 'lose', player: 'Ann', n: 1, take: { red: 1 } });
    expect(rowEffect(row('loseCrew', { player: 'Bob' }), 'Ann')).toEqual({ do: 'loseCrew', player: 'Bob', n: 1 });
    expect(rowEffect(row('recruit'), 'Ann')).toEqual({ do: 'recruit', pay: {} });
    expect(rowEffect(row('give', { other: 'harbour', treasures: t({ green: 1 }) }), 'Ann')).toEqual({ do: 'give', to: 'harbour', treasures: { green: 1 } });
    expect(rowEffect(row('steal', { colour: 'blue', treasures: t({ blue: 1 }) }), 'Ann')).toEqual({
      do: 'steal',
      from: 'Bob',
      n: 1,
      colour: 'blue',
      take: { blue: 1 },
    });
    expect(rowEffect(row('keep'), 'Ann')).toEqual({ do: 'keep' });
  });

  it('builds effects the engine accepts as a resolve', () => {
    const rows = KINDS.map((k) => row(k.kind, { treasures: t({ red: 1 }) }));
    const effects = checkRows(rows, 'Ann');
    expect(effects).not.toBeNull();
    expect(parseInput({ type: 'resolve', effects })).toMatchObject({ type: 'resolve', effects });
  });

  it('never lets a player steal from or give to themselves: from/to moves on', () => {
    expect(othersOf(seats, 'Bob')).toEqual(['Ann', 'Cy', 'harbour']);
    const r = changeRow(row('steal', { other: 'Bob' }), { player: 'Bob' }, seats);
    expect(r.other).toBe('Ann');
  });

  it('keeps n a whole number from 1 to 72 (P16)', () => {
    expect(row('draw', { n: 0 }).n).toBe(1);
    expect(row('draw', { n: 100 }).n).toBe(72);
  });

  it('says the problem beside the row, and Resolve waits (P16, P17)', () => {
    const only = checkRow(row('steal', { colour: 'red', treasures: t({ red: 1, blue: 1 }) }), 1, 'Ann');
    expect(only).toEqual({ problem: 'effect 2 (steal): only red may be taken, as the card names it (P17)' });
    expect(checkRow(row('give'), 0, 'Ann')).toEqual({ problem: 'effect 1 (give): choose the treasures given' });
    // The engine's own parseEffect speaks first: a name too long for the table script.
    const long = checkRow(row('draw', { player: 'x'.repeat(41) }), 0, 'Ann');
    expect('problem' in long && long.problem).toContain('longer than 40 characters');
    expect(checkRows([row('draw'), row('give')], 'Ann')).toBeNull();
    expect(checkRows([], 'Ann')).toEqual([]);
  });

  it('says each row in plain words', () => {
    expect(describeRow(row('steal', { n: 3, treasures: t({ red: 2, blue: 1 }) }))).toBe('Ann steals 3 from Bob: 2 red, 1 blue');
    expect(describeRow(row('steal', { other: 'harbour', colour: 'green' }))).toBe('Ann steals 1 green from the harbour: nothing');
    expect(describeRow(row('stealCrew', { n: 2, other: 'Cy' }))).toBe('Ann steals 2 crew from Cy');
    expect(describeRow(row('lose', { player: 'Bob', n: 2, treasures: t({ yellow: 2 }) }))).toBe('Bob loses 2: 2 yellow');
    expect(describeRow(row('loseCrew', { player: 'Cy' }))).toBe('Cy loses 1 crew');
    expect(describeRow(row('recruit', { treasures: t({ purple: 1 }) }))).toBe('Ann recruits 1 crew, paying 1 purple');
    expect(describeRow(row('give', { other: 'harbour', treasures: t({ red: 1 }) }))).toBe('Ann gives the harbour 1 red');
    expect(describeRow(row('draw', { n: 1 }))).toBe('Ann draws 1 card');
    expect(describeRow(row('discard', { n: 2 }))).toBe('Ann discards 2 cards');
    expect(describeRow(row('keep'))).toBe('the card is kept in front of its player');
  });
});
