// What `replay` prints and the tablet shows, keys in the order of the table-script spec.
import { type Colour, coinName, SILVER, squareName, stackName } from './coins.ts';
import { awaiting, type BootyAwaiting, positionKey, positionOf } from './flow.ts';
import type { BootyState, LastMove, Options, Result } from './state.ts';

/** Every occupied square, a1…f1, a2…f6, as its stack bottom to top (B3). */
export function boardOf(cells: readonly (readonly number[])[]): Record<string, string> {
  const board: Record<string, string> = {};
  cells.forEach((c, sq) => {
    if (c.length) board[squareName(sq)] = stackName(c);
  });
  return board;
}

/** The board for the eye, home view: rank 6 first; `..` empty, `G3` a coin, `s4` a stack's top. */
export function rowsOf(cells: readonly (readonly number[])[]): string[] {
  const rows: string[] = [];
  for (let r = 5; r >= 0; r--) {
    const row: string[] = [];
    for (let f = 0; f < 6; f++) {
      const c = cells[r * 6 + f] as readonly number[];
      const top = c[c.length - 1];
      row.push(top === undefined ? '..' : c.length > 1 ? coinName(top).toLowerCase() : coinName(top));
    }
    rows.push(row.join(' '));
  }
  return rows;
}

/** What a game of Blackbeard's Booty shows (everything is public: an open board). */
export type BootyView = {
  game: 'blackbeards-booty';
  phase: BootyState['phase'];
  players: Record<Colour, string>;
  options: Options;
  first: Colour | null;
  toMove: Colour | null;
  moves: number;
  passes: number;
  passed: Colour | null;
  /** The board turns a quarter each move (B10), in degrees. */
  orientation: number;
  /** Every occupied square's stack, bottom to top, e.g. `{c3: 'G3/s4'}`. */
  board: Record<string, string>;
  rows: string[];
  scores: Record<Colour, number>;
  stacks: Record<Colour, number>;
  legalMoves: number;
  lastMove: LastMove | null;
  noReturn: { from: string; to: string } | null;
  repetitions: number | null;
  result: Result | null;
  awaiting: BootyAwaiting | null;
  winners: string[];
};

export function view(s: BootyState): BootyView {
  const playing = s.phase === 'move';
  const pos = positionOf(s);
  return {
    game: 'blackbeards-booty',
    phase: s.phase,
    players: { ...s.players },
    options: { ...s.options },
    first: s.first,
    toMove: playing ? s.toMove : null,
    moves: s.moves,
    passes: s.passes,
    passed: s.passed,
    orientation: 90 * (s.moves % 4),
    board: boardOf(s.cells),
    rows: rowsOf(s.cells),
    scores: { gold: pos.score(0), silver: pos.score(SILVER) },
    stacks: { gold: pos.stacks(0), silver: pos.stacks(SILVER) },
    legalMoves: playing ? pos.generate([]) : 0,
    lastMove: s.lastMove ? { ...s.lastMove } : null,
    noReturn: s.noReturn ? { from: squareName(s.noReturn.from), to: squareName(s.noReturn.to) } : null,
    repetitions: playing ? (s.seen[positionKey(s.cells, s.toMove)] ?? 0) : null,
    result: s.result,
    awaiting: awaiting(s),
    winners: [...s.winners],
  };
}
