import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../lib/prng.ts';
import { currentState, emptyTable, submit, type Table } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import type { PlunderState } from '../../../../games/plunder/state.ts';
import type { Unit } from '../../../../scale/count-stats.ts';
import type { Units } from './count-units.ts';
import { TableCount, counterOptionsFor, gameRecord } from './cup-count.ts';

const gaussian = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/** A Plunder! table with a count on a simulated 0.01 g balance (10 readings/s, 0.8 s to settle). */
function rig(units: Units = {}) {
  const learned: [string, Unit][] = [];
  let table: Table = emptyTable;
  const start = submit(registry, table, { type: 'start', game: 'plunder', players: ['Ann', 'Bob', 'Cy'] });
  if (start.ok) table = start.table;
  let changes = 0;
  const count = new TableCount(
    {
      ...gameRecord(
        () => table,
        (input) => {
          const o = submit(registry, table, input);
          if (!o.ok) return { ok: false, reason: o.reason };
          table = o.table;
          return { ok: true };
        },
      ),
      changed: () => changes++,
      learned: (kind, unit) => learned.push([kind.id, unit]),
    },
    counterOptionsFor('balance'),
    units,
  );
  const r = mulberry32(9);
  let t = 0;
  let grams = 0;
  let changedAt = -1000;
  const run = (ms: number, until?: () => boolean) => {
    for (const end = t + ms; t < end; ) {
      t += 100;
      const settled = t - changedAt >= 800;
      count.sample({ cup: 0, t, raw: 0, grams: grams + 0.006 * gaussian(r) + (settled ? 0 : 0.4), saturated: false, stable: settled });
      if (until?.()) return true;
    }
    return false;
  };
  const put = (g: number) => {
    grams += g;
    changedAt = t;
  };
  /** A plastic piece of `g` grams, 3 % off (1 sd). */
  const piece = (g: number) => g * (1 + 0.03 * gaussian(r));
  const token = () => piece(2.4);
  return { count, run, put, token, piece, learned, weight: () => grams, state: () => currentState(table) as PlunderState, changes: () => changes };
}

describe('a count at the Plunder! table', () => {
  it('learns the treasure, counts a cup, and when the count differs the players decide; a count that stands corrects the ledger', () => {
    const x = rig();
    x.run(2000);
    expect(x.count.act({ action: 'count' })).toMatchObject({ ok: false });
    expect(x.count.act({ action: 'tare' })).toEqual({ ok: true });
    for (let i = 0; i < 10; i++) {
      x.put(x.token());
      x.run(4000, () => x.count.status().learned === i + 1 || x.count.status().stage === 'ready');
    }
    expect(x.count.status()).toMatchObject({ stage: 'ready', message: expect.stringMatching(/One treasure weighs 2\.\d\d g/) });
    // The ten may stay: choosing the cup takes the cup as it stands as its zero.
    x.run(2500);
    expect(x.count.act({ action: 'cup', holder: 'Zed', pieces: 'blue' })).toMatchObject({ ok: false, reason: expect.stringMatching(/Zed/) });
    expect(x.count.act({ action: 'cup', holder: 'Bob', pieces: 'blue' })).toEqual({ ok: true });
    // Bob's ledger says 6 blue; only 5 are poured.
    for (let i = 0; i < 5; i++) x.put(x.token());
    x.run(300);
    expect(x.count.act({ action: 'count' })).toEqual({ ok: true });
    x.run(6000, () => x.count.status().stage !== 'counting');
    expect(x.count.status()).toMatchObject({ total: 5, batch: { pieces: 5 } });
    expect(x.count.act({ action: 'done' })).toEqual({ ok: true });
    expect(x.count.status()).toMatchObject({ stage: 'checked', check: { ledger: 6, counted: 5, agrees: false } });
    expect(x.count.status().message).toBe('The scale counts 5 blue for Bob, the ledger says 6: decide which stands.');
    expect(x.learned.map(([, u]) => u.pieces)).toEqual([10]);
    expect(x.count.act({ action: 'decide', stands: 'count' })).toEqual({ ok: true });
    // The players let the count stand: its five refine the weight kept.
    expect(x.learned.map(([, u]) => u.pieces)).toEqual([10, 15]);
    expect(x.state().players[1]?.treasures.blue).toBe(5);
    expect(x.state().harbour.treasures.blue).toBe(5);
    expect(x.count.status().stage).toBe('ready');
    expect(x.changes()).toBeGreaterThan(10);
  });

  it('the ledger may stand instead, and nothing changes', () => {
    const x = rig();
    x.run(2000);
    x.count.act({ action: 'tare' });
    for (let i = 0; i < 10; i++) {
      x.put(x.token());
      x.run(4000, () => x.count.status().learned === i + 1 || x.count.status().stage === 'ready');
    }
    x.run(2000);
    expect(x.count.act({ action: 'cup', holder: 'Ann', pieces: 'red' })).toEqual({ ok: true });
    for (let i = 0; i < 7; i++) x.put(x.token());
    x.run(300);
    x.count.act({ action: 'count' });
    x.run(6000, () => x.count.status().stage !== 'counting');
    x.count.act({ action: 'done' });
    expect(x.count.status().check).toMatchObject({ ledger: 6, counted: 7, agrees: false });
    expect(x.count.act({ action: 'decide', stands: 'ledger' })).toEqual({ ok: true });
    // A count the players did not let stand teaches the weight nothing.
    expect(x.learned.map(([, u]) => u.pieces)).toEqual([10]);
    expect(x.state().players[0]?.treasures.red).toBe(6);
    expect(x.count.act({ action: 'decide', stands: 'count' })).toMatchObject({ ok: false });
  });

  it('crew members are other pieces: the scale learns their weight apart, and says how long the cup must still settle', () => {
    const x = rig();
    x.run(2000);
    expect(x.count.act({ action: 'tare' })).toEqual({ ok: true });
    for (let i = 0; i < 10; i++) {
      x.put(x.token());
      x.run(4000, () => x.count.status().learned === i + 1 || x.count.status().stage === 'ready');
    }
    x.put(-x.weight());
    x.run(2500);
    expect(x.count.act({ action: 'cup', holder: 'Cy', pieces: 'crew' })).toMatchObject({ ok: false, reason: expect.stringMatching(/Tare for crew members/) });
    expect(x.count.act({ action: 'tare', kind: 'crew' })).toEqual({ ok: true });
    expect(x.count.status()).toMatchObject({ kind: 'crew', stage: 'learn', learned: 0, units: { crew: null, treasure: { grams: expect.any(Number) } } });
    const crew = () => x.piece(5.1);
    for (let i = 0; i < 10; i++) {
      x.put(crew());
      x.run(4000, () => x.count.status().learned === i + 1 || x.count.status().stage === 'ready');
    }
    expect(x.count.status().units.crew?.grams).toBeCloseTo(5.1, 0);
    expect(x.count.act({ action: 'cup', holder: 'Cy', pieces: 'crew' })).toEqual({ ok: true });
    x.put(crew() + crew());
    x.run(300);
    expect(x.count.act({ action: 'count' })).toEqual({ ok: true });
    // The balance's 1.5 s still window: the count waits, and says how long.
    const settling = x.count.status().settling;
    expect(settling).toMatchObject({ ofSeconds: 1.5 });
    expect(settling?.secondsLeft).toBeGreaterThan(0);
    x.run(6000, () => x.count.status().stage !== 'counting');
    expect(x.count.status()).toMatchObject({ total: 2, settling: null });
    expect(x.count.act({ action: 'done' })).toEqual({ ok: true });
    expect(x.count.status().check).toMatchObject({ pieces: 'crew', ledger: 1, counted: 2, agrees: false });
    expect(x.count.act({ action: 'decide', stands: 'count' })).toEqual({ ok: true });
    expect([x.state().players[2]?.crew, x.state().harbour.crew]).toEqual([2, 5]);
  });

  it('refuses what does not fit the moment, with a reason', () => {
    const x = rig();
    x.run(2000);
    expect(x.count.act({ action: 'cup', holder: 'Ann', pieces: 'red' })).toMatchObject({ ok: false, reason: expect.stringMatching(/Tare for treasures/) });
    expect(x.count.act({ action: 'cup' })).toMatchObject({ ok: false, reason: expect.stringMatching(/needs "holder"/) });
    expect(x.count.act({ action: 'done' })).toMatchObject({ ok: false, reason: expect.stringMatching(/choose whose pieces/) });
    expect(x.count.act({ action: 'decide' })).toMatchObject({ ok: false, reason: expect.stringMatching(/needs "stands"/) });
    x.put(3);
    x.run(2000);
    expect(x.count.act({ action: 'tare' })).toMatchObject({ ok: false, reason: expect.stringMatching(/not empty/) });
  });

  it('hands a learned weight to the session, and with one kept from before asks for no learning', () => {
    const x = rig();
    x.run(2000);
    x.count.act({ action: 'tare' });
    for (let i = 0; i < 10 && x.count.status().stage !== 'ready'; i++) {
      x.put(x.token());
      x.run(4000, () => x.count.status().learned === i + 1 || x.count.status().stage === 'ready');
    }
    expect(x.count.status().stage).toBe('ready');
    expect(x.learned.map(([k]) => k)).toEqual(['treasure']);
    const [, unit] = x.learned[0]!;
    expect(unit.grams).toBeGreaterThan(2.2);

    const again = rig({ treasure: unit });
    again.run(2000);
    expect(again.count.act({ action: 'tare' })).toEqual({ ok: true });
    expect(again.count.status()).toMatchObject({ stage: 'ready', units: { treasure: { grams: unit.grams }, crew: null } });
    expect(again.learned).toEqual([]);
  });

  it('tares a cup still moving once it is still, learns from ten placed together, and keeps the weight each confirmed cup refines (P2, P31)', () => {
    const x = rig();
    x.run(2000);
    x.put(0); // the cup just emptied: it still moves
    x.run(100);
    expect(x.count.act({ action: 'learn' })).toMatchObject({ ok: false, reason: 'empty the cup and Tare for treasures first' });
    expect(x.count.act({ action: 'tare' })).toEqual({ ok: true });
    expect(x.count.status()).toMatchObject({ stage: 'tare', message: 'Taring: hands off the cup until it is still.', settling: { ofSeconds: 1 } });
    x.run(3000, () => x.count.status().stage === 'learn');
    expect(x.count.status()).toMatchObject({
      stage: 'learn',
      message: 'Put 10 treasures into the cup, all at once (or one at a time), then say they are in.',
    });
    // Ten treasures of 2.4 g placed together, then "they are in".
    x.put(24);
    x.run(300);
    expect(x.count.act({ action: 'learn' })).toEqual({ ok: true });
    expect(x.count.status()).toMatchObject({ stage: 'learn', message: 'Weighing the 10 treasures: keep the cup still.' });
    expect(x.count.status().settling?.ofSeconds).toBe(1.5);
    x.run(4000, () => x.count.status().stage === 'ready');
    expect(x.count.status()).toMatchObject({ stage: 'ready', units: { treasure: { grams: expect.closeTo(2.4, 3) } } });
    expect(x.learned.map(([k, u]) => [k, u.pieces])).toEqual([['treasure', 10]]);
    // One pour, 10.21 treasures' weight: between 10 and 11, nearer 10 but not surely so on its own.
    const pour = 2.4 * 10.21;
    /** `holder`'s `pieces` chosen, the pour in, counted. */
    const pourFor = (holder: string, pieces: string) => {
      x.run(2000);
      expect(x.count.act({ action: 'cup', holder, pieces })).toEqual({ ok: true });
      x.put(pour);
      x.run(300);
      expect(x.count.act({ action: 'count' })).toEqual({ ok: true });
      x.run(6000, () => x.count.status().stage !== 'counting');
      return x.count.status();
    };
    // Ann's red: the ledger says 6 (P2), no help to tell 10 from 11: refused, a smaller batch.
    expect(pourFor('Ann', 'red')).toMatchObject({ total: 0, refused: expect.stringMatching(/^not certain to the piece.*smaller batch/) });
    expect(x.count.act({ action: 'close' })).toEqual({ ok: true });
    // The harbour's yellow, the ledger says 10 (an unused colour, P2): the same weight is counted as those 10.
    expect(pourFor('harbour', 'yellow')).toMatchObject({
      total: 10,
      batch: { pieces: 10 },
      refused: null,
      message: '10 counted, 10 in the cup. Pour more and Count, or Done.',
    });
    // It agrees with the ledger (P31: what the harbour holds): confirmed, the ten refine the weight, which is kept.
    expect(x.count.act({ action: 'done' })).toEqual({ ok: true });
    expect(x.count.status().check).toMatchObject({ holder: 'harbour', pieces: 'yellow', ledger: 10, counted: 10, agrees: true });
    expect(x.learned.map(([k, u]) => [k, u.pieces])).toEqual([
      ['treasure', 10],
      ['treasure', 20],
    ]);
    expect(x.learned[1]?.[1].grams).toBeCloseTo((24 + pour) / 20, 2);
  });
});
