// Learning a piece's weight on the counting scale (scale/count.ts): the sample goes into the empty
// cup all at once (a shop's counting scale learns so) or one piece at a time. Said to be in, the
// sample is weighed whole; ten single steps teach the unit with no word, and the steps taken for
// single pieces show how alike the pieces are besides (count-stats.ts).
import { sampleData, type SpreadPrior, type UnitData, withSingles } from './count-stats.ts';
import type { Level } from './cup-levels.ts';

export interface LearnOptions {
  learnPieces: number;
  minPieceGrams: number;
  spreadPrior: SpreadPrior;
}

/** A step's share of the typical one beyond which it is not a single piece. */
const SINGLE = 1.6;

export class Learning {
  private readonly increments: number[] = [];
  /** Each increment's noise squared (its two levels'), g². */
  private readonly incrementVars: number[] = [];
  /** Several pieces went in at once, or one came off: the steps are no longer single pieces. */
  private handful = false;
  /** The empty cup: its level at the tare, read more closely while nothing is put in. */
  private empty: Level;
  private lastLevel: Level;

  constructor(
    empty: Level,
    private readonly o: LearnOptions,
  ) {
    this.empty = empty;
    this.lastLevel = empty;
  }

  /** Pieces put in one at a time so far (0 once several went in at once). */
  get singles(): number {
    return this.handful ? 0 : this.increments.length;
  }

  /** When the last level was taken: a move since means a piece is settling. */
  get levelAt(): number {
    return this.lastLevel.t;
  }

  /** The stillness a level needs: `settleMs`, but the last single piece fixes the unit and waits for the whole window. */
  needMs(settleMs: number, windowMs: number): number {
    return this.increments.length === this.o.learnPieces - 1 && !this.handful ? windowMs : settleMs;
  }

  /** A settled level while pieces go in: one single piece more, or nothing; the last single teaches the unit. */
  step(level: Level): { piece?: { n: number; grams: number }; data?: UnitData } {
    if (this.handful) return {};
    const step = level.grams - this.lastLevel.grams;
    // The same load, still for longer: a closer level to weigh the next piece from.
    if (Math.abs(step) < this.o.minPieceGrams) {
      if (level.se < this.lastLevel.se) {
        if (this.increments.length === 0) this.empty = level;
        this.lastLevel = level;
      }
      return {};
    }
    const sorted = [...this.increments].sort((a, b) => a - b);
    const typical = sorted[sorted.length >> 1];
    // A piece taken out, or a step unlike the others: not one piece at a time (the sample is
    // weighed whole once it is said to be in).
    if (step < 0 || (typical !== undefined && (step > SINGLE * typical || step < typical / SINGLE))) {
      this.handful = true;
      return {};
    }
    this.increments.push(step);
    this.incrementVars.push(level.se ** 2 + this.lastLevel.se ** 2);
    this.lastLevel = level;
    const piece = { n: this.increments.length, grams: step };
    if (this.increments.length < this.o.learnPieces) return { piece };
    return { piece, data: this.weigh(level) };
  }

  /** The sample is said to be in at `level`: what it teaches, or why it cannot. */
  sample(level: Level): UnitData | string {
    const grams = level.grams - this.empty.grams;
    if (grams < this.o.learnPieces * this.o.minPieceGrams)
      return `the cup holds ${Math.max(0, grams).toFixed(1)} g, too little for ${this.o.learnPieces} pieces: put them in, then say so again`;
    return this.weigh(level);
  }

  private weigh(level: Level): UnitData {
    const d = sampleData(this.o.learnPieces, level.grams - this.empty.grams, level.se ** 2 + this.empty.se ** 2, this.o.spreadPrior);
    // Steps taken for single pieces before any unlike them still show the spread.
    const vars = this.incrementVars;
    return withSingles(d, this.increments, vars.reduce((a, b) => a + b, 0) / Math.max(1, vars.length));
  }
}
