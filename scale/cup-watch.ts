// A light watch on each cup's recent readings, for the contest steps that need no statistics
// beyond "is it still, and what does it read": the tare check and the tiebreak removals (R22).
import { median, sigmaFromDifferences } from './robust.ts';

export interface CupReading {
  /** Median of the last `windowMs`, g (null without samples). */
  grams: number | null;
  /** The medians of the window's quarters agree within the tolerance, and the window is full. */
  still: boolean;
  /** Variance of `grams` as an estimate of the cup's level (a median of n noisy samples), g². */
  variance: number;
  /** Start of the window read, ms. */
  fromMs: number;
}

export class CupWatch {
  private readonly ts: number[] = [];
  private readonly xs: number[] = [];
  constructor(
    private readonly windowMs: number,
    private readonly stillGrams: number,
  ) {}

  add(t: number, g: number): void {
    this.ts.push(t);
    this.xs.push(g);
    while (this.ts.length > 0 && (this.ts[0] as number) < t - 4 * this.windowMs) {
      this.ts.shift();
      this.xs.shift();
    }
  }

  /**
   * The reading over the longest still window ending now, from the full window down to `minMs`
   * in quarter steps: a cup that has been still for a while gives a precise zero at once, one
   * just settled a rougher one (with its variance saying so).
   */
  stillest(now: number, minMs: number): CupReading {
    let r = this.reading(now);
    for (let w = this.windowMs * 0.75; !r.still && w >= minMs - 1e-9; w -= this.windowMs / 4) r = this.reading(now, Math.max(w, minMs));
    return r;
  }

  reading(now: number, windowMs = this.windowMs): CupReading {
    const from = now - windowMs;
    const quarters: number[][] = [[], [], [], []];
    const all: number[] = [];
    let oldest = Infinity;
    for (let i = 0; i < this.ts.length; i++) {
      const t = this.ts[i] as number;
      if (t < from || t > now) continue;
      oldest = Math.min(oldest, t);
      all.push(this.xs[i] as number);
      quarters[Math.min(3, Math.floor(((t - from) / windowMs) * 4))]!.push(this.xs[i] as number);
    }
    if (all.length === 0) return { grams: null, still: false, variance: Infinity, fromMs: from };
    const meds = quarters.filter((q) => q.length > 0).map(median);
    const full = oldest <= from + windowMs / 4 && meds.length >= 3;
    // A median of n Gaussian samples varies π/2 times as much as their mean.
    const sigma = all.length >= 3 ? sigmaFromDifferences(all, 0, all.length) : NaN;
    const variance = Number.isFinite(sigma) ? ((Math.PI / 2) * sigma * sigma) / all.length : Infinity;
    return { grams: median(all), still: full && Math.max(...meds) - Math.min(...meds) <= this.stillGrams, variance, fromMs: from };
  }

  /** What `reading` says the cup reads, without the rest (the live readings ask on every sample). */
  grams(now: number, windowMs = this.windowMs): number | null {
    const xs = this.values(now - windowMs, now);
    return xs.length === 0 ? null : median(xs);
  }

  /** The readings from `from` to `to` ms, oldest first. */
  values(from: number, to: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.ts.length; i++) if ((this.ts[i] as number) >= from && (this.ts[i] as number) <= to) out.push(this.xs[i] as number);
    return out;
  }
}
