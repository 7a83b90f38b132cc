// A cup's zero: taken at the tare from the still window that let it tare, then refined with every
// sample while the cup stays empty, until the first piece lands. So the tare need not wait for
// seconds of stillness: a second of it is enough to start, and the zero is the mean of all the
// empty cup's still samples by the time it matters ("All in, weigh!").
import { median, sigmaFromDifferences } from './robust.ts';

/** Samples younger than this are held back: a piece landing shows in the window's median only once it fills half of it. */
const PENDING_MS = 500;
/** Samples further than this many sigmas from the tare's median are wild and left out. */
const WILD_Z = 4;
const SIGMA_FLOOR = 0.005;

export class CupZero {
  private sum = 0;
  private n = 0;
  private readonly pending: Array<{ t: number; g: number }> = [];
  private open = true;
  private readonly center: number;
  private readonly sigma: number;

  /**
   * `xs`: the cup's samples over the still window the tare was taken on; `departGrams`: the median
   * of the newest half second this far from the zero means something is in the cup.
   */
  constructor(
    xs: number[],
    private readonly departGrams: number,
  ) {
    this.center = median(xs);
    const s = xs.length >= 3 ? sigmaFromDifferences(xs, 0, xs.length) : NaN;
    this.sigma = Math.max(SIGMA_FLOOR, Number.isFinite(s) ? s : 0);
    for (const g of xs) this.commit(g);
    if (this.n === 0) {
      this.sum = this.center;
      this.n = 1;
    }
  }

  /** The zero, g: the mean of the still, empty samples so far (wild ones left out). */
  get grams(): number {
    return this.sum / this.n;
  }

  /** Variance of `grams` as an estimate of the empty cup's reading, g². */
  get variance(): number {
    return (this.sigma * this.sigma) / this.n;
  }

  /** Whether the zero still learns (the cup has held nothing since the tare). */
  get learning(): boolean {
    return this.open;
  }

  /** A sample of the cup after the tare: learnt from once it is old enough to be sure the cup was still empty. */
  add(t: number, g: number): void {
    if (!this.open) return;
    this.pending.push({ t, g });
    while (this.pending.length > 0 && (this.pending[0] as { t: number }).t <= t - PENDING_MS) this.commit((this.pending.shift() as { g: number }).g);
    if (Math.abs(median(this.pending.map((p) => p.g)) - this.grams) > this.departGrams) this.close();
  }

  /** Stops learning: something is in the cup, or the weighing began. The held-back samples are dropped. */
  close(): void {
    this.open = false;
    this.pending.length = 0;
  }

  private commit(g: number): void {
    if (Math.abs(g - this.center) > WILD_Z * this.sigma + 0.01) return;
    this.sum += g;
    this.n++;
  }
}
