// The hard computer pirate: negamax alpha-beta with iterative deepening, a transposition table
// and a capture-only quiescence search, within a time budget per move.
import { SILVER } from '../coins.ts';
import { CAPTURE, isCapture, type Position } from '../position.ts';
import { evaluate, WIN } from './evaluate.ts';

export interface SearchResult {
  move: number | null;
  value: number;
  depth: number;
  nodes: number;
  ms: number;
}

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;
const MAX_PLY = 64;
const Q_DEPTH = 6;

class Timeout extends Error {}

export class Searcher {
  private readonly ttKey = new Int32Array(TT_SIZE);
  private readonly ttMove = new Int32Array(TT_SIZE);
  private readonly ttValue = new Int32Array(TT_SIZE);
  private readonly ttDepth = new Int8Array(TT_SIZE);
  private readonly ttFlag = new Int8Array(TT_SIZE);
  private readonly buffers = Array.from({ length: MAX_PLY + Q_DEPTH + 2 }, () => new Int32Array(512));
  private readonly scores = Array.from({ length: MAX_PLY + Q_DEPTH + 2 }, () => new Int32Array(512));
  private nodes = 0;
  private deadline = 0;
  private target = 21;

  /** Searches `pos` (left as found) for at most `budgetMs`; `maxDepth` caps the deepening. */
  search(pos: Position, target: number, budgetMs: number, maxDepth = MAX_PLY): SearchResult {
    const t0 = performance.now();
    this.deadline = t0 + budgetMs;
    this.target = target;
    this.nodes = 0;
    this.ttFlag.fill(0);
    const root = this.buffers[0] as Int32Array;
    const n = pos.generate(root);
    let best: SearchResult = { move: n > 0 ? (root[0] as number) : null, value: 0, depth: 0, nodes: 0, ms: 0 };
    if (n <= 1) return { ...best, ms: performance.now() - t0 };
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        const value = this.negamax(pos, depth, -WIN - 1, WIN + 1, 0);
        const move = this.ttMove[this.index(pos)] as number;
        best = { move, value, depth, nodes: this.nodes, ms: performance.now() - t0 };
        if (Math.abs(value) >= WIN - MAX_PLY) break; // a forced win or loss is found
      } catch (e) {
        if (!(e instanceof Timeout)) throw e;
        // The position may be mid-search: unwind what the aborted iteration made.
        break;
      }
      if (performance.now() > t0 + budgetMs / 2) break; // the next depth would not finish
    }
    return { ...best, nodes: this.nodes, ms: performance.now() - t0 };
  }

  private index(pos: Position): number {
    return (pos.hashLo ^ Math.imul(pos.noReturnFrom * 64 + pos.noReturnTo + 1, 0x2545f491)) & (TT_SIZE - 1);
  }

  private check(): void {
    if ((++this.nodes & 1023) === 0 && performance.now() > this.deadline) throw new Timeout();
  }

  /** Orders moves: the table's move first, then captures by the points taken. */
  private order(pos: Position, moves: Int32Array, n: number, ply: number, ttMove: number): void {
    const keys = this.scores[ply] as Int32Array;
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number;
      keys[i] = m === ttMove ? 1 << 20 : isCapture(m) ? 1000 + (pos.sums[(m >> 6) & 63] as number) * 8 : 0;
    }
    // insertion sort: n is small
    for (let i = 1; i < n; i++) {
      const k = keys[i] as number;
      const m = moves[i] as number;
      let j = i - 1;
      while (j >= 0 && (keys[j] as number) < k) {
        keys[j + 1] = keys[j] as number;
        moves[j + 1] = moves[j] as number;
        j--;
      }
      keys[j + 1] = k;
      moves[j + 1] = m;
    }
  }

  private negamax(pos: Position, depth: number, alpha: number, beta: number, ply: number): number {
    this.check();
    if (depth <= 0) return this.quiesce(pos, alpha, beta, ply, Q_DEPTH);
    const idx = this.index(pos);
    const key = pos.hashHi;
    let ttMove = -1;
    if (this.ttFlag[idx] && this.ttKey[idx] === key) {
      ttMove = this.ttMove[idx] as number;
      if ((this.ttDepth[idx] as number) >= depth && ply > 0) {
        const v = this.ttValue[idx] as number;
        const f = this.ttFlag[idx];
        if (f === EXACT || (f === LOWER && v >= beta) || (f === UPPER && v <= alpha)) return v;
      }
    }
    const moves = this.buffers[ply + 1] as Int32Array;
    const n = pos.generate(moves);
    if (n === 0) return this.noMove(pos, depth, alpha, beta, ply);
    this.order(pos, moves, n, ply, ttMove);
    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestMove = moves[0] as number;
    const mover = pos.toMove;
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number;
      pos.make(m);
      let value: number;
      try {
        // B21: reaching the target ends the game at once.
        if ((m & CAPTURE || (pos.cells[(m >> 6) & 63] as number[]).length > 1) && pos.score(mover) >= this.target) value = WIN - ply;
        else value = -this.negamax(pos, depth - 1, -beta, -alpha, ply + 1);
      } finally {
        pos.unmake();
      }
      if (value > best) {
        best = value;
        bestMove = m;
      }
      if (value > alpha) alpha = value;
      if (alpha >= beta) break;
    }
    this.ttKey[idx] = key;
    this.ttMove[idx] = bestMove;
    this.ttValue[idx] = best;
    this.ttDepth[idx] = depth;
    this.ttFlag[idx] = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    return best;
  }

  /** B23/B24: no legal move — pass, or the game ends and the higher score wins (B26). */
  private noMove(pos: Position, depth: number, alpha: number, beta: number, ply: number): number {
    pos.pass();
    try {
      if (pos.generate(this.buffers[ply + 1] as Int32Array) === 0) {
        const diff = pos.score(pos.toMove) - pos.score(pos.toMove ^ SILVER);
        return diff === 0 ? 0 : diff < 0 ? WIN - ply : -(WIN - ply); // toMove here is the opponent
      }
      return -this.negamax(pos, depth - 1, -beta, -alpha, ply + 1);
    } finally {
      pos.pass();
    }
  }

  private quiesce(pos: Position, alpha: number, beta: number, ply: number, qdepth: number): number {
    this.check();
    const moves = this.buffers[ply + 1] as Int32Array;
    const n = pos.generate(moves);
    const stand = evaluate(pos, moves, n);
    if (stand >= beta || qdepth === 0) return stand;
    if (stand > alpha) alpha = stand;
    let k = 0;
    for (let i = 0; i < n; i++) if (isCapture(moves[i] as number)) moves[k++] = moves[i] as number;
    this.order(pos, moves, k, ply, -1);
    const mover = pos.toMove;
    for (let i = 0; i < k; i++) {
      const m = moves[i] as number;
      pos.make(m);
      let value: number;
      try {
        if (pos.score(mover) >= this.target) value = WIN - ply;
        else value = -this.quiesce(pos, -beta, -alpha, ply + 1, qdepth - 1);
      } finally {
        pos.unmake();
      }
      if (value >= beta) return value;
      if (value > alpha) alpha = value;
    }
    return alpha;
  }
}
