// The board as a fast mutable position: move generation, make/unmake and scores. The reducer,
// perft and the computer pirate all use this one generator, so what the referee accepts is
// exactly what perft counts and what the pirate considers.
import { coinTakes, GOLD, SILVER, SQUARES, type ColourBit } from './coins.ts';

// A move is one integer: from | to << 6 | flags.
export const LEAP = 1 << 12;
export const CAPTURE = 1 << 13;
export const moveFrom = (m: number): number => m & 63;
export const moveTo = (m: number): number => (m >> 6) & 63;
export const isCapture = (m: number): boolean => (m & CAPTURE) !== 0;
export const isLeap = (m: number): boolean => (m & LEAP) !== 0;

/** B9: the 8 neighbours; NEIGHBOUR[sq * 8 + d] is −1 off the board. */
const DIRS: readonly [number, number][] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
export const NEIGHBOUR: Int8Array = (() => {
  const n = new Int8Array(SQUARES * 8);
  for (let sq = 0; sq < SQUARES; sq++) {
    for (let d = 0; d < 8; d++) {
      const [df, dr] = DIRS[d] as [number, number];
      const f = (sq % 6) + df;
      const r = Math.floor(sq / 6) + dr;
      n[sq * 8 + d] = f >= 0 && f < 6 && r >= 0 && r < 6 ? r * 6 + f : -1;
    }
  }
  return n;
})();

// B14 as a table: COIN_TAKES[m * 8 + t].
const COIN_TAKES: Uint8Array = (() => {
  const t = new Uint8Array(64);
  for (let m = 1; m <= 6; m++) for (let x = 1; x <= 6; x++) t[m * 8 + x] = coinTakes(m, x) ? 1 : 0;
  return t;
})();

// Zobrist keys by (square, height level, coin) — stacks keep their order (B25 counts it).
const MAX_LEVEL = 24;
const ZOBRIST: Int32Array = (() => {
  const z = new Int32Array(SQUARES * MAX_LEVEL * 16 * 2);
  let a = 0x9e3779b9;
  for (let i = 0; i < z.length; i++) {
    // mulberry32 steps: fixed keys, the same in every process (worker and server agree).
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    z[i] = t ^ (t >>> 14);
  }
  return z;
})();
const zIndex = (sq: number, level: number, coin: number): number => ((sq * MAX_LEVEL + level) * 16 + coin) * 2;
// The side to move is part of the position (B25).
const SIDE_LO = 0x5bd1e995;
const SIDE_HI = 0x1b873593 | 0;

export class Position {
  /** Every square's coins, bottom to top. */
  readonly cells: number[][];
  /** Sum of the faces showing on each square (B20 needs it for stacks). */
  readonly sums: Int32Array = new Int32Array(SQUARES);
  toMove: ColourBit;
  /** B18: the move (noReturnFrom → noReturnTo) is forbidden next; −1 when none. */
  noReturnFrom = -1;
  noReturnTo = -1;
  hashLo = 0;
  hashHi = 0;
  // make/unmake history: move, height moved, previous no-return squares.
  private readonly undoMove: number[] = [];
  private readonly undoHeight: number[] = [];
  private readonly undoNr: number[] = [];

  constructor(cells: readonly (readonly number[])[], toMove: ColourBit, noReturn: { from: number; to: number } | null = null) {
    this.cells = cells.map((c) => [...c]);
    this.toMove = toMove;
    if (noReturn) {
      this.noReturnFrom = noReturn.from;
      this.noReturnTo = noReturn.to;
    }
    for (let sq = 0; sq < SQUARES; sq++) {
      const st = this.cells[sq] as number[];
      for (let i = 0; i < st.length; i++) {
        const coin = st[i] as number;
        this.sums[sq] = (this.sums[sq] as number) + (coin & 7);
        this.toggle(sq, i, coin);
      }
    }
    if (toMove === SILVER) this.toggleSide();
  }

  private toggle(sq: number, level: number, coin: number): void {
    const i = zIndex(sq, level, coin);
    this.hashLo ^= ZOBRIST[i] as number;
    this.hashHi ^= ZOBRIST[i + 1] as number;
  }

  private toggleSide(): void {
    this.hashLo ^= SIDE_LO;
    this.hashHi ^= SIDE_HI;
  }

  /** Writes the legal moves of the pirate to move into `out` (B7–B18); returns how many. */
  generate(out: Int32Array | number[]): number {
    const me = this.toMove;
    const cells = this.cells;
    const nrFrom = this.noReturnFrom;
    const nrTo = this.noReturnTo;
    let n = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      const st = cells[sq] as number[];
      const h = st.length;
      if (h === 0) continue;
      const top = st[h - 1] as number;
      const col = top & SILVER;
      const face = 7 - (top & 7); // B8: every test uses the new face
      const banned = sq === nrFrom ? nrTo : -1;
      if (h === 1) {
        const own = col === me; // else B12: the opponent's single coin, onto empty squares only
        for (let d = 0; d < 8; d++) {
          const to = NEIGHBOUR[sq * 8 + d] as number;
          if (to < 0) continue;
          const ts = cells[to] as number[];
          const th = ts.length;
          if (th === 0) {
            if (to !== banned) out[n++] = sq | (to << 6);
            continue;
          }
          const t = ts[th - 1] as number;
          if ((t & SILVER) === col) {
            // B10: leap over one piece of the coin's own colour to the square beyond.
            const b = NEIGHBOUR[to * 8 + d] as number;
            if (b < 0 || b === banned) continue;
            const bs = cells[b] as number[];
            const bh = bs.length;
            if (bh === 0) out[n++] = sq | (b << 6) | LEAP;
            else if (own) {
              const bt = bs[bh - 1] as number;
              if ((bt & SILVER) !== col && COIN_TAKES[face * 8 + (bt & 7)]) out[n++] = sq | (b << 6) | LEAP | CAPTURE;
            }
          } else if (own && to !== banned && COIN_TAKES[face * 8 + (t & 7)]) out[n++] = sq | (to << 6) | CAPTURE;
        }
      } else if (col === me) {
        // B7, B15: an own stack steps (never leaps) onto an empty square or a lower top.
        for (let d = 0; d < 8; d++) {
          const to = NEIGHBOUR[sq * 8 + d] as number;
          if (to < 0 || to === banned) continue;
          const ts = cells[to] as number[];
          const th = ts.length;
          if (th === 0) out[n++] = sq | (to << 6);
          else {
            const t = ts[th - 1] as number;
            if ((t & SILVER) !== col && face > (t & 7)) out[n++] = sq | (to << 6) | CAPTURE;
          }
        }
      }
    }
    return n;
  }

  /** Plays a move (assumed legal): turns the top (B8), moves or captures (B16), hands over. */
  make(m: number): void {
    const from = m & 63;
    const to = (m >> 6) & 63;
    const cells = this.cells;
    const src = cells[from] as number[];
    const h = src.length;
    for (let i = 0; i < h; i++) this.toggle(from, i, src[i] as number);
    const top = src[h - 1] as number;
    const flipped = (top & SILVER) | (7 - (top & 7));
    src[h - 1] = flipped;
    const sum = (this.sums[from] as number) + (flipped & 7) - (top & 7);
    const dst = cells[to] as number[];
    const base = dst.length;
    if (base === 0) {
      cells[to] = src;
      cells[from] = dst;
      this.sums[to] = sum;
    } else {
      for (let i = 0; i < h; i++) dst.push(src[i] as number);
      src.length = 0;
      this.sums[to] = (this.sums[to] as number) + sum;
    }
    this.sums[from] = 0;
    const moved = cells[to] as number[];
    for (let i = base; i < base + h; i++) this.toggle(to, i, moved[i] as number);
    this.undoMove.push(m);
    this.undoHeight.push(h);
    this.undoNr.push(this.noReturnFrom | (this.noReturnTo << 6));
    this.noReturnFrom = to;
    this.noReturnTo = from;
    this.toMove = (this.toMove ^ SILVER) as ColourBit;
    this.toggleSide();
  }

  unmake(): void {
    const m = this.undoMove.pop() as number;
    const h = this.undoHeight.pop() as number;
    const nr = this.undoNr.pop() as number;
    const from = m & 63;
    const to = (m >> 6) & 63;
    const cells = this.cells;
    const dst = cells[to] as number[];
    const base = dst.length - h;
    for (let i = base; i < dst.length; i++) this.toggle(to, i, dst[i] as number);
    let src: number[];
    if (base === 0) {
      src = dst;
      cells[to] = cells[from] as number[];
      cells[from] = src;
      this.sums[to] = 0;
    } else {
      src = cells[from] as number[];
      let sum = 0;
      for (let i = base; i < base + h; i++) {
        const c = dst[i] as number;
        src.push(c);
        sum += c & 7;
      }
      dst.length = base;
      this.sums[to] = (this.sums[to] as number) - sum;
    }
    let sum = 0;
    for (let i = 0; i < h; i++) sum += (src[i] as number) & 7;
    const top = src[h - 1] as number;
    src[h - 1] = (top & SILVER) | (7 - (top & 7));
    this.sums[from] = sum - (top & 7) + (7 - (top & 7));
    for (let i = 0; i < h; i++) this.toggle(from, i, src[i] as number);
    this.noReturnFrom = nr < 0 ? -1 : nr & 63;
    this.noReturnTo = nr < 0 ? -1 : (nr >> 6) & 63;
    this.toMove = (this.toMove ^ SILVER) as ColourBit;
    this.toggleSide();
  }

  /** B23: the turn passes without a move; the no-return square still binds (B18). */
  pass(): void {
    this.toMove = (this.toMove ^ SILVER) as ColourBit;
    this.toggleSide();
  }

  /** B20: the faces of every coin in every stack the colour owns; single coins count nothing. */
  score(colour: number): number {
    let s = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      const st = this.cells[sq] as number[];
      const h = st.length;
      if (h >= 2 && ((st[h - 1] as number) & SILVER) === colour) s += this.sums[sq] as number;
    }
    return s;
  }

  /** Score and stacks of both colours in one pass: [gold score, silver score, gold stacks, silver stacks]. */
  tally(out: Int32Array): void {
    out[0] = out[1] = out[2] = out[3] = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      const st = this.cells[sq] as number[];
      const h = st.length;
      if (h < 2) continue;
      const side = ((st[h - 1] as number) & SILVER) >> 3;
      out[side] = (out[side] as number) + (this.sums[sq] as number);
      out[2 + side] = (out[2 + side] as number) + 1;
    }
  }

  stacks(colour: number): number {
    let n = 0;
    for (const st of this.cells) if (st.length >= 2 && ((st[st.length - 1] as number) & SILVER) === colour) n++;
    return n;
  }

  /** Legal moves as a fresh array. */
  moves(): number[] {
    const out: number[] = [];
    this.generate(out);
    return out;
  }

  /** A 64-bit key as a string (exact enough for repetition across processes: 2^-64 collisions). */
  key(): string {
    return `${(this.hashHi >>> 0).toString(16)}:${(this.hashLo >>> 0).toString(16)}`;
  }
}

export { GOLD, SILVER };
