// Properties that hold for every legal game (fast-check): random tables of 2–7 players, both
// variants, played to the end through the core, checked at every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/testing/deep-freeze.ts';
import { registry } from '../index.ts';
import { emptyTable, inputLog, submit, type Table } from '../core/table.ts';
import { Chooser, playRandomGame } from './testing/random-game.ts';
import { TableDriver } from './testing/table-driver.ts';
import type { SevenSeizeState } from './state.ts';
import { bootyCount } from './view.ts';

const stateOf = (t: Table) => t.last?.state as SevenSeizeState;

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 7 }),
  cursedTreasure: fc.boolean(),
  keepTiebreakPiecesOut: fc.boolean(),
  tape: fc.array(fc.nat(), { maxLength: 200 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

function play(
  g: { players: number; cursedTreasure: boolean; keepTiebreakPiecesOut: boolean; tape: number[]; seed: number },
  onStep?: (b: Table, a: Table) => void,
) {
  const d = new TableDriver(onStep);
  playRandomGame(d, { players: g.players, cursedTreasure: g.cursedTreasure, keepTiebreakPiecesOut: g.keepTiebreakPiecesOut }, new Chooser(g.tape, g.seed));
  return d;
}

describe('7 Seize properties over random legal games', () => {
  it('R28, R17, R27: booty conserved at every step, collections never negative, 7 rounds, no card twice in a deck cycle', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const seenThisCycle = new Set<string>();
        let cycle = 0;
        let seizePhases = 0;
        const d = play(g, (before, after) => {
          const b = stateOf(before);
          const s = deepFreeze(stateOf(after)); // a later step that mutated it would throw

          expect(bootyCount(s)).toBe(49);
          for (const n of Object.values(s.collections)) expect(n).toBeGreaterThanOrEqual(0);
          expect(s.stashes.red).toBeGreaterThanOrEqual(0);
          expect(s.stashes.black).toBeGreaterThanOrEqual(0);
          expect(s.round).toBeLessThanOrEqual(7);
          // The reveal belongs to the cycle before this step: its own resolution may reshuffle.
          const input = after.last?.input as { type: string; card?: string };
          if (input.type === 'reveal' && input.card) {
            expect(seenThisCycle.has(input.card), `${input.card} twice in one deck cycle`).toBe(false);
            seenThisCycle.add(input.card);
          }
          if (s.deck.reshuffles !== cycle) {
            cycle = s.deck.reshuffles;
            seenThisCycle.clear();
          }
          if (b && b.phase === 'seize' && s.phase !== 'seize') seizePhases++;
        });
        const s = d.state();
        expect(s.phase).toBe('finished');
        expect(seizePhases).toBe(7);
        expect(s.round).toBe(7);
        expect(s.bag).toBe(0);
        expect(s.weighOff?.remaining.length).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 150 },
    );
  });

  it('undo restores exactly the previous state, and random undo-then-redo returns to identical states', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (g, cuts) => {
        const d = play(g);
        const log = inputLog(d.table);
        // Rebuild step by step, remembering every table.
        const tables: Table[] = [emptyTable];
        for (const input of log) {
          const r = submit(registry, tables.at(-1) as Table, input);
          if (!r.ok) throw new Error(r.reason);
          tables.push(r.table);
        }
        for (const cut of cuts) {
          const at = 1 + (cut % (tables.length - 1));
          const k = 1 + (cut % Math.min(at, 8));
          let t = tables[at] as Table;
          for (let i = 0; i < k; i++) {
            const r = submit(registry, t, { type: 'undo' });
            if (!r.ok) throw new Error(r.reason);
            t = r.table;
            expect(t.last?.state ?? null).toStrictEqual(tables[at - i - 1]?.last?.state ?? null);
          }
          for (let i = k; i > 0; i--) {
            const r = submit(registry, t, log[at - i]);
            if (!r.ok) throw new Error(r.reason);
            t = r.table;
          }
          expect(t.last?.state).toStrictEqual(tables[at]?.last?.state);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('garbage inputs are refused with a reason, never thrown, and leave the table as it was', () => {
    const inputTypes = ['start', 'reveal', 'chooseCaptain', 'divvy', 'order', 'queen', 'pair', 'verdict', 'undo', 'bogus'];
    const garbage = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.constantFrom('type', 'player', 'card', 'red', 'black', 'players', 'action', 'from', 'left', 'right', 'heavier', 'game', 'options'),
        fc.anything(),
      ),
      fc.record({ type: fc.constantFrom(...inputTypes), player: fc.anything(), card: fc.anything(), red: fc.anything(), heavier: fc.anything() }),
    );
    fc.assert(
      fc.property(gameArb, fc.array(garbage, { minLength: 1, maxLength: 30 }), fc.nat(), (g, junk, cut) => {
        const d = play(g);
        const log = inputLog(d.table);
        let t: Table = emptyTable;
        for (const input of log.slice(0, cut % log.length)) {
          const r = submit(registry, t, input);
          if (!r.ok) throw new Error(r.reason);
          t = r.table;
        }
        for (const j of junk) {
          const before = t;
          let r: ReturnType<typeof submit>;
          expect(() => (r = submit(registry, before, j))).not.toThrow();
          r = submit(registry, before, j);
          if (!r.ok) {
            expect(typeof r.reason).toBe('string');
            expect(r.reason.length).toBeGreaterThan(5);
          } else {
            // Something legal by chance (an undo, a valid reveal …): the state must still be sound.
            const s = stateOf(r.table);
            if (s) expect(bootyCount(s)).toBe(49);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('inputs of an unknown type or missing fields are always refused', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (type, junk) => {
        fc.pre(!['start', 'reveal', 'chooseCaptain', 'divvy', 'order', 'queen', 'pair', 'verdict', 'undo'].includes(type));
        const started = submit(registry, emptyTable, { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] });
        if (!started.ok) throw new Error(started.reason);
        const r = submit(registry, started.table, { type, junk });
        expect(r.ok).toBe(false);
        for (const t of ['reveal', 'chooseCaptain', 'divvy', 'order', 'queen', 'pair', 'verdict']) {
          expect(submit(registry, started.table, { type: t }).ok).toBe(false);
        }
      }),
    );
  });
});
