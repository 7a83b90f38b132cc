// A light watch on each cup's recent readings, for the contest steps that need no statistics
// beyond "is it still, and what does it read": the tare check and the tiebreak removals (R22).
import { median } from './robust.ts';

export interface CupReading {
  /** Median of the last `windowMs`, g (null without samples). */
  grams: number | null;
  /** The medians of the window's quarters agree within the tolerance, and the window is full. */
  still: boolean;
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

  reading(now: number): CupReading {
    const from = now - this.windowMs;
    const quarters: number[][] = [[], [], [], []];
    const all: number[] = [];
    let oldest = Infinity;
    for (let i = 0; i < this.ts.length; i++) {
      const t = this.ts[i] as number;
      if (t < from || t > now) continue;
      oldest = Math.min(oldest, t);
      all.push(this.xs[i] as number);
      quarters[Math.min(3, Math.floor(((t - from) / this.windowMs) * 4))]!.push(this.xs[i] as number);
    }
    if (all.length === 0) return { grams: null, still: false };
    const meds = quarters.filter((q) => q.length > 0).map(median);
    const full = oldest <= from + this.windowMs / 4 && meds.length >= 3;
    return { grams: median(all), still: full && Math.max(...meds) - Math.min(...meds) <= this.stillGrams };
  }
}
