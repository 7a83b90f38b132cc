// The games built to end as random games never do end so, by the referee's own reducer.
import { describe, expect, it } from 'vitest';
import { currentState, emptyTable, submit, type Table } from '../../core/table.ts';
import { registry } from '../../index.ts';
import { mulberry32 } from '../../../lib/prng.ts';
import { GOLD, SILVER } from '../coins.ts';
import { Position } from '../position.ts';
import type { BootyState } from '../state.ts';
import { byRepetition } from './ends.ts';
import { BOOTY_KINDS } from './prompt-kinds.ts';

function played(inputs: readonly unknown[]): { table: Table; refused: string[] } {
  let table = emptyTable;
  const refused: string[] = [];
  for (const input of inputs) {
    const o = submit(registry, table, input);
    if (o.ok) table = o.table;
    else refused.push(o.reason);
  }
  return { table, refused };
}

describe("Blackbeard's Booty's ends built from their positions", () => {
  it('by repetition: the third occurrence of the start position ends the game (B25), on the last move and not before', () => {
    const inputs = byRepetition();
    const { table, refused } = played(inputs);
    expect(refused).toEqual([]);
    const s = currentState(table) as BootyState;
    expect(s.result).toBe('repetition');
    expect(BOOTY_KINDS.kindOf(s)).toMatch(/^end: a repetition/);
    const before = currentState(played(inputs.slice(0, -1)).table) as BootyState;
    expect(before.phase).toBe('move');
  });
});

/** A board of the 24 coins (B1) in `piles` random stacks and single coins, each coin's face at random. */
function crowded(r: () => number, piles: number): number[][] {
  // Each colour's 4 coins of each pair 1/6, 2/5, 3/4, turned at random below.
  const coins = [GOLD, SILVER].flatMap((c) => [1, 2, 3].flatMap((f) => [c | f, c | f, c | f, c | f]));
  const squares = Array.from({ length: 36 }, (_, i) => i)
    .sort(() => r() - 0.5)
    .slice(0, piles);
  const cells: number[][] = Array.from({ length: 36 }, () => []);
  for (const [i, coin] of coins.sort(() => r() - 0.5).entries()) {
    const face = r() < 0.5 ? coin : (coin & SILVER) | (7 - (coin & 7));
    (cells[squares[i < piles ? i : Math.floor(r() * piles)] as number] as number[]).push(face);
  }
  if (cells.flat().length !== 24) throw new Error('a crowded board holds the 24 coins');
  return cells;
}

describe("Blackbeard's Booty's end with no move left (B24)", () => {
  // Why no game reaches it: 24 coins leave at least 12 squares empty, and every single coin, of
  // either colour, and every stack of the pirate to move may step onto an empty neighbour (B7, B9,
  // B12). For neither pirate to move, every piece beside an empty square would have to be the piece
  // just moved, barred only from the square it left (B18); but the squares other than that one
  // then split into pieces and empty squares with no neighbour in common, which the board's king
  // steps never allow while both kinds are there.
  it('never comes: on crowded boards of the 24 coins, one pirate or the other always has a move', () => {
    const r = mulberry32(24);
    for (let n = 0; n < 3000; n++) {
      const cells = crowded(r, 1 + Math.floor(r() * 24));
      const full = cells.flatMap((c, sq) => (c.length ? [sq] : []));
      const empty = cells.flatMap((c, sq) => (c.length ? [] : [sq]));
      const from = full[Math.floor(r() * full.length)] as number;
      const to = empty[Math.floor(r() * empty.length)] as number;
      for (const toMove of [GOLD, SILVER] as const) {
        const pos = new Position(cells, toMove, r() < 0.5 ? { from, to } : null);
        let moves = pos.generate([]);
        if (moves === 0) {
          pos.pass();
          moves = pos.generate([]);
        }
        expect(moves, JSON.stringify({ cells, toMove, from, to })).toBeGreaterThan(0);
      }
    }
  });
});
