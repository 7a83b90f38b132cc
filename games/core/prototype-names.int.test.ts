// Issue 28, item 1: a pirate may be called "constructor", "toString" or "__proto__". Random legal
// games of all five games, with names drawn mostly from the keys every plain object inherits, are
// played through the table to the end (or a step cap); at every step the view, what the game
// awaits and what a spectator is shown must be readable, survive a JSON round trip unchanged, and
// carry every name intact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../blackbeards-booty/flow.ts';
import { moveFrom, moveTo } from '../blackbeards-booty/position.ts';
import { squareName } from '../blackbeards-booty/coins.ts';
import { registry } from '../index.ts';
import { LootSim } from '../loot/testing/random-game.ts';
import { rng } from '../plunder/testing/random-game.ts';
import { randomGame } from '../plunder/testing/scripted-table.ts';
import { Chooser, playRandomGame } from '../seven-seize/testing/random-game.ts';
import { TableDriver } from '../seven-seize/testing/table-driver.ts';
import { HighSeizeSim } from '../the-high-seize/testing/random-game.ts';
import { mulberry32 } from '../../lib/prng.ts';
import { awaiting, emptyTable, submit, type Table, view } from './table.ts';

/** Every key an ordinary object answers for without having it, and a few plain names. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString', '__defineGetter__'];
const POOL = [...PROTOTYPE_KEYS, 'Ann', 'Bob', 'Cy'];

const namesArb = (min: number, max: number) => fc.shuffledSubarray(POOL, { minLength: min, maxLength: max });

/** The table can be read as the server reads it, and shows every name intact. */
function readable(table: Table, names: readonly string[]): void {
  const v = view(table);
  const a = awaiting(table);
  const text = JSON.stringify({ v, a });
  expect(JSON.parse(text)).toEqual({ v, a }); // no function, NaN or undefined slipped in
  for (const n of names) expect(text, `the name ${n}`).toContain(JSON.stringify(n));
  const module = table.module;
  const state = table.last?.state;
  if (module?.playerView && state !== undefined) {
    const shown = module.playerView(state, 'spectator', { kind: 'view', view: v });
    expect(JSON.parse(JSON.stringify(shown))).toEqual(shown);
  }
}

const SEED = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const RUNS = { numRuns: 8 };

describe('names that are keys of every object (issue 28, item 1)', () => {
  /** A game with as many players as it seats (`min` to `max`), played from a seed by its own random players. */
  const PLAYED: [what: string, min: number, max: number, play: (names: string[], seed: number) => void][] = [
    [
      '7 Seize plays to the end with them',
      2,
      5,
      (names, seed) => {
        const d = new TableDriver((_b, after) => readable(after, names));
        playRandomGame(d, { players: names.length, names }, new Chooser([], seed));
        expect(awaiting(d.table)).toBeNull();
      },
    ],
    [
      'The High Seize plays to the end with them',
      2,
      4,
      (names, seed) => {
        const sim = new HighSeizeSim({ players: names.length, seed, names }, (_b, after) => readable(after, names));
        sim.play();
        expect(awaiting(sim.table)).toBeNull();
      },
    ],
    [
      'Plunder! plays with them',
      3,
      5,
      (names, seed) => {
        const t = randomGame(rng(seed), names, 400, (_b, _input, after) => readable(after, names));
        readable(t, names);
      },
    ],
  ];
  it.each(PLAYED)('%s', (_what, min, max, play) => {
    fc.assert(fc.property(namesArb(min, max), SEED, play), RUNS);
  });

  it('Loot plays to the end with them, in partnership play too', () => {
    fc.assert(
      fc.property(
        fc.boolean().chain((partnership) => fc.tuple(fc.constant(partnership), partnership ? namesArb(4, 6).filter((n) => n.length !== 5) : namesArb(2, 5))),
        SEED,
        fc.boolean(),
        ([partnership, names], seed, openScores) => {
          const sim = new LootSim({ players: names.length, partnership, openScores, seed, names }, (_b, after) => readable(after, names));
          sim.playOut();
          expect(awaiting(sim.table)).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it("Blackbeard's Booty plays with them", () => {
    fc.assert(
      fc.property(namesArb(2, 2), SEED, (names, seed) => {
        const rnd = mulberry32(seed);
        const send = (t: Table, input: unknown): Table => {
          const r = submit(registry, t, input);
          if (!r.ok) throw new Error(`${JSON.stringify(input)} was refused: ${r.reason}`);
          readable(r.table, names);
          return r.table;
        };
        let t = send(emptyTable, { type: 'start', game: 'blackbeards-booty', players: { gold: names[0], silver: names[1] } });
        t = send(t, { type: 'first', player: names[Math.floor(rnd() * 2)] });
        for (let i = 0; i < 150 && awaiting(t) !== null; i++) {
          const moves = positionOf(t.last?.state as never).moves();
          const m = moves[Math.floor(rnd() * moves.length)] as number;
          t = send(t, { type: 'move', from: squareName(moveFrom(m)), to: squareName(moveTo(m)), player: awaiting(t)?.player });
        }
      }),
      RUNS,
    );
  });
});
