// The computer pirate at three levels: easy plays any legal move, medium takes the move that
// does best for the score race at once, hard searches (search.ts) within a time budget.
import { mulberry32 } from '../../../lib/prng.ts';
import { SILVER, squareName } from '../coins.ts';
import { positionOf } from '../flow.ts';
import { CAPTURE, moveFrom, moveTo, type Position } from '../position.ts';
import type { BootyState } from '../state.ts';
import { Searcher } from './search.ts';

export type Level = 'easy' | 'medium' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard'];
export const DEFAULT_BUDGET_MS = 1000;

export interface PirateMove {
  from: string;
  to: string;
  /** What the choice cost: positions searched, depth reached (hard), milliseconds. */
  nodes: number;
  depth: number;
  ms: number;
}

export interface ThinkOptions {
  budgetMs?: number;
  /** Seeds the easy and medium pirates' choice among equals (a replayable game). */
  seed?: number;
}

let searcher: Searcher | null = null;

/** The pirate's move for the pirate to move in `state`, or null when it has none to make. */
export function think(state: BootyState, level: Level, options: ThinkOptions = {}): PirateMove | null {
  if (state.phase !== 'move') return null;
  const t0 = performance.now();
  const pos = positionOf(state);
  const random = mulberry32(options.seed ?? state.moves * 7919 + 1);
  let move: number | null;
  let nodes = 0;
  let depth = 0;
  if (level === 'hard') {
    searcher ??= new Searcher();
    const r = searcher.search(pos, state.options.targetScore, options.budgetMs ?? DEFAULT_BUDGET_MS);
    move = r.move;
    nodes = r.nodes;
    depth = r.depth;
  } else {
    const moves = pos.moves();
    nodes = moves.length;
    move = level === 'easy' ? (moves[Math.floor(random() * moves.length)] ?? null) : greedy(pos, moves, state.options.targetScore, random);
    depth = level === 'easy' ? 0 : 1;
  }
  if (move === null) return null;
  return { from: squareName(moveFrom(move)), to: squareName(moveTo(move)), nodes, depth, ms: performance.now() - t0 };
}

/** Medium: a winning move if there is one, else the best score difference after the move. */
function greedy(pos: Position, moves: number[], target: number, random: () => number): number | null {
  const me = pos.toMove;
  let best: number[] = [];
  let bestValue = -Infinity;
  for (const m of moves) {
    pos.make(m);
    const mine = pos.score(me);
    const value = mine >= target ? Infinity : mine - pos.score(me ^ SILVER) + (m & CAPTURE ? 0.5 : 0);
    pos.unmake();
    if (value > bestValue) {
      bestValue = value;
      best = [m];
    } else if (value === bestValue) best.push(m);
  }
  return best.length ? (best[Math.floor(random() * best.length)] as number) : null;
}
