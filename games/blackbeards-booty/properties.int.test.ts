// Properties over random games (fast-check): random legal moves (often captures), illegal moves,
// garbage and undos, played through the core; every step checked against the printed board and
// against an independent reading of the move rules (testing/oracle.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/testing/deep-freeze.ts';
import { submit, type Table } from '../core/table.ts';
import { registry } from '../index.ts';
import { mulberry32 } from '../../lib/prng.ts';
import { squareName } from './coins.ts';
import { positionOf } from './flow.ts';
import { isCapture, moveFrom, moveTo } from './position.ts';
import type { BootyState } from './state.ts';
import { Game, start } from './testing/scripted-table.ts';
import { boardFromView, isLegal, SQUARE_NAMES, scoresFromView } from './testing/oracle.ts';

const gameArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  targetScore: fc.constantFrom(7, 13, 21, 40, 144),
  first: fc.constantFrom('gold', 'silver'),
  captureBias: fc.double({ min: 0, max: 1, noNaN: true }),
});

const garbageArb = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.constant('move'), from: fc.oneof(fc.string(), fc.integer()), to: fc.oneof(fc.string(), fc.constant('c3')) }, { requiredKeys: [] }),
  fc.record({ type: fc.constant('first'), colour: fc.string(), player: fc.anything() }, { requiredKeys: ['type'] }),
  fc.record({
    type: fc.constant('move'),
    from: fc.constantFrom(...SQUARE_NAMES),
    to: fc.constantFrom(...SQUARE_NAMES),
    colour: fc.string(),
    extra: fc.anything(),
  }),
  fc.record({ type: fc.constantFrom('start', 'pass', 'capture', 'undo'), game: fc.string(), spare: fc.anything() }),
);

const stateOf = (t: Table) => t.last?.state as BootyState;

/** Plays a random game; calls `check(before, after, input)` after every accepted input. */
function playRandom(
  g: { seed: number; targetScore: number; first: string; captureBias: number },
  garbage: unknown[],
  check: (before: Table, after: Table, input: unknown) => void,
): Game {
  const rnd = mulberry32(g.seed);
  const game = new Game();
  expect(game.input(start({ targetScore: g.targetScore, first: g.first }))).toBeNull();
  let guard = 0;
  while (stateOf(game.table).phase === 'move' && guard++ < 200) {
    const before = game.table;
    const r = rnd();
    let input: unknown;
    if (r < 0.05 && garbage.length) input = garbage[Math.floor(rnd() * garbage.length)];
    else if (r < 0.1) input = { type: 'move', from: squareName(Math.floor(rnd() * 36)), to: squareName(Math.floor(rnd() * 36)) };
    else if (r < 0.13 && (before.last?.length ?? 0) > 1) input = { type: 'undo' };
    else {
      const moves = positionOf(stateOf(before)).moves();
      const captures = moves.filter(isCapture);
      const pool = captures.length && rnd() < g.captureBias ? captures : moves;
      const m = pool[Math.floor(rnd() * pool.length)] as number;
      input = { type: 'move', from: squareName(moveFrom(m)), to: squareName(moveTo(m)) };
    }
    if (game.input(input) === null) check(before, game.table, input);
    else expect(game.table, 'a refused input changes nothing').toBe(before);
    deepFreeze(stateOf(game.table));
  }
  return game;
}

describe("Blackbeard's Booty properties over random games", () => {
  it('B28: 24 coins always — 12 a colour, 4 of each pair a colour — and the scores and stacks are what the board shows (B20)', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandom(g, [], (_before, after) => {
          const view = registry.get('blackbeards-booty')?.view(stateOf(after)) as { board: Record<string, string>; scores: object; stacks: object };
          const coins = [...boardFromView(view.board).values()].flat();
          expect(coins).toHaveLength(24);
          for (const colour of ['gold', 'silver'] as const) {
            const mine = coins.filter((c) => c.colour === colour);
            expect(mine).toHaveLength(12);
            for (const pair of [1, 2, 3]) expect(mine.filter((c) => Math.min(c.face, 7 - c.face) === pair)).toHaveLength(4);
          }
          expect(view.scores).toEqual(scoresFromView(view.board));
        });
      }),
      { numRuns: 15 },
    );
  });

  it('B21: a move never raises the score of the pirate who did not make it', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandom(g, [], (before, after, input) => {
          if ((input as { type: string }).type !== 'move') return;
          const mover = stateOf(before).toMove;
          const view = (t: Table) => registry.get('blackbeards-booty')?.view(stateOf(t)) as { scores: Record<string, number> };
          const idle = mover === 'gold' ? 'silver' : 'gold';
          expect(view(after).scores[idle]).toBeLessThanOrEqual(view(before).scores[idle] as number);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('B7–B18: the legal moves are exactly those of an independent reading of the rules; nothing else is accepted', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 35 }), (g, probe) => {
        playRandom(g, [], (_before, after) => {
          const s = stateOf(after);
          if (s.phase !== 'move') return;
          const view = registry.get('blackbeards-booty')?.view(s) as { board: Record<string, string>; noReturn: { from: string; to: string } | null };
          const board = boardFromView(view.board);
          const generated = new Set(
            positionOf(s)
              .moves()
              .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`),
          );
          const oracle = new Set<string>();
          for (const from of SQUARE_NAMES) for (const to of SQUARE_NAMES) if (isLegal(board, s.toMove, from, to, view.noReturn)) oracle.add(`${from}-${to}`);
          expect([...generated].sort()).toEqual([...oracle].sort());
          // Every move from one probed square, legal or not, through the reducer.
          const from = SQUARE_NAMES[probe] as string;
          for (const to of SQUARE_NAMES) {
            const out = submit(registry, after, { type: 'move', from, to });
            expect(out.ok, `${from}-${to}`).toBe(oracle.has(`${from}-${to}`));
          }
        });
      }),
      { numRuns: 15 },
    );
  });

  it('undo restores exactly the state before the last accepted input, orientation and passes included', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandom(g, [], (before, after, input) => {
          if ((input as { type: string }).type === 'undo') return; // an undo is never itself undone
          const back = submit(registry, after, { type: 'undo' });
          expect(back.ok).toBe(true);
          if (back.ok) expect(structuredClone(stateOf(back.table))).toEqual(structuredClone(stateOf(before)));
        });
      }),
      { numRuns: 30 },
    );
  });

  it('garbage is refused with a reason and changes nothing; what is accepted was a legal move', () => {
    fc.assert(
      fc.property(gameArb, fc.array(garbageArb, { minLength: 1, maxLength: 20 }), (g, garbage) => {
        const game = playRandom(g, garbage, () => {});
        for (const raw of garbage) {
          const before = game.table;
          const out = submit(registry, before, raw);
          if (!out.ok) {
            expect(typeof out.reason).toBe('string');
            expect(out.reason.length).toBeGreaterThan(0);
            continue;
          }
          const s = stateOf(before);
          expect((raw as { type: string }).type === 'undo' || (raw as { type: string }).type === 'move').toBe(true);
          if ((raw as { type: string }).type === 'move') {
            const view = registry.get('blackbeards-booty')?.view(s) as { board: Record<string, string>; noReturn: { from: string; to: string } | null };
            const r = raw as { from: string; to: string };
            expect(isLegal(boardFromView(view.board), s.toMove, r.from.toLowerCase(), r.to.toLowerCase(), view.noReturn)).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
