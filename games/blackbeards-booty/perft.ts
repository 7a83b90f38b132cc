// Perft: the number of move sequences of exactly a given length from a position, the standard check that a
// move generator is right. As in the game: a node where the mover reached the target has no
// children (B21), a third occurrence of a position ends the line (B25), and a pirate without a
// legal move passes (B23) — the pass is not a node of its own.
import type { ColourBit } from './coins.ts';
import { isCapture, type Position } from './position.ts';

export interface PerftCount {
  nodes: number;
  captures: number;
}

/** `progress(done, total)` is told after each first move (for long counts). */
export function perft(pos: Position, depth: number, target: number, progress?: (done: number, total: number) => void): PerftCount {
  const result = { nodes: 0, captures: 0 };
  if (depth <= 0) return { nodes: 1, captures: 0 };
  walk(pos, depth, target, [pos.key()], result, progress);
  return result;
}

const buffers: Int32Array[] = [];
const bufferAt = (ply: number): Int32Array => {
  let b = buffers[ply];
  if (!b) {
    b = new Int32Array(512);
    buffers[ply] = b;
  }
  return b;
};

function walk(pos: Position, depth: number, target: number, history: string[], acc: PerftCount, progress?: (done: number, total: number) => void): void {
  const buf = bufferAt(depth);
  let n = pos.generate(buf);
  let passed = false;
  if (n === 0) {
    pos.pass();
    n = pos.generate(buf);
    if (n === 0) {
      pos.pass();
      return; // B24: neither can move
    }
    passed = true;
  }
  if (depth === 1) {
    // The leaves: counted, not played.
    acc.nodes += n;
    for (let i = 0; i < n; i++) if (isCapture(buf[i] as number)) acc.captures++;
    if (passed) pos.pass();
    return;
  }
  for (let i = 0; i < n; i++) {
    const m = buf[i] as number;
    const mover: ColourBit = pos.toMove;
    pos.make(m);
    // Only captures and stack moves change a score (B20, B21).
    const ended = (isCapture(m) || (pos.cells[(m >> 6) & 63] as number[]).length > 1) && pos.score(mover) >= target;
    if (!ended) {
      const key = pos.key();
      let seen = 1;
      for (const k of history) if (k === key) seen++;
      if (seen < 3) {
        history.push(key);
        walk(pos, depth - 1, target, history, acc);
        history.pop();
      }
    }
    pos.unmake();
    progress?.(i + 1, n);
  }
  if (passed) pos.pass();
}
