// A cup's zero kept up to date between contests, as commercial scales do it (automatic zero
// tracking and motion detection, OIML R76 / NIST Handbook 44): while the cup is empty and still
// its zero follows slow drift, only within a range of the first zero and at a bounded rate; in
// motion nothing is learnt. The cup's state for the tablet comes with it: in motion, stable, at
// zero (the centre of zero), overloaded. A contest's tare is instant while the zero is fresh: the
// cup has been still at zero for `freshMs` up to the press, and its recent empty readings give the
// zero (scale/contest.ts).
import { CupWatch } from './cup-watch.ts';

export type CupState = 'motion' | 'stable' | 'zero' | 'overload';

export interface ZeroTrackingOptions {
  /** Still: the medians of the quarters of this window agree within `stillGrams` (ms). */
  stillWindowMs: number;
  stillGrams: number;
  /** A still cup stays still until they disagree by more than this (g): one threshold flickers at 10 samples/s. */
  unstillGrams: number;
  /** At zero (the centre of zero): the still reading within this of the tracked zero (g). */
  centerGrams: number;
  /** The first zero: the first still reading this close to 0 (g; what a contest accepts as empty). */
  initialGrams: number;
  /** The zero follows a still reading only this close to it (g, about half a division): a piece or a slow hand is never learnt as zero. */
  captureGrams: number;
  /** At most this far from the first zero (g): beyond it the cup wants a tare by hand. */
  rangeGrams: number;
  /** The zero moves at most this fast (g/s): drift, not a piece. */
  rateGramsPerSecond: number;
  /** Fresh: still at zero this long up to now (ms); with `holdBackMs` held back, a second of readings is kept. */
  freshMs: number;
  /** The empty readings kept for a tare (ms). */
  keepMs: number;
  /** Readings younger than this are not kept yet: a piece landing shows in the window's medians only later. */
  holdBackMs: number;
}

export const ZERO_TRACKING: ZeroTrackingOptions = {
  stillWindowMs: 1000,
  stillGrams: 1,
  unstillGrams: 1.75,
  centerGrams: 0.5,
  initialGrams: 1.5,
  captureGrams: 0.5,
  rangeGrams: 5,
  rateGramsPerSecond: 0.05,
  freshMs: 1500,
  keepMs: 8000,
  holdBackMs: 500,
};

export class ZeroTracker {
  private readonly o: ZeroTrackingOptions;
  private readonly watch: CupWatch;
  private readonly loose: CupWatch;
  private first: number | null = null;
  private tracked = 0;
  private lastT: number | null = null;
  private st: CupState = 'motion';
  /** Since when the cup has been still at zero, or null. */
  private atZeroSince: number | null = null;
  /** Readings while at zero, the newest held back until `holdBackMs` old. */
  private readonly empty: Array<{ t: number; g: number }> = [];
  private readonly pending: Array<{ t: number; g: number }> = [];

  constructor(options: Partial<ZeroTrackingOptions> = {}) {
    this.o = { ...ZERO_TRACKING, ...options };
    this.watch = new CupWatch(this.o.stillWindowMs, this.o.stillGrams);
    this.loose = new CupWatch(this.o.stillWindowMs, this.o.unstillGrams);
  }

  /** The tracked zero, g (0 until the cup was first still near 0). */
  get zero(): number {
    return this.tracked;
  }

  get state(): CupState {
    return this.st;
  }

  /** A reading of the cup (null grams: none); `saturated`: the ADC at an extreme or the balance overloaded. */
  add(t: number, grams: number | null, saturated: boolean): void {
    if (this.lastT !== null && t < this.lastT) return;
    const dt = this.lastT === null ? 0 : t - this.lastT;
    this.lastT = t;
    if (saturated || grams === null) {
      this.leaveZero();
      this.st = saturated ? 'overload' : 'motion';
      return;
    }
    this.watch.add(t, grams);
    this.loose.add(t, grams);
    const r = (this.st === 'motion' || this.st === 'overload' ? this.watch : this.loose).reading(t);
    if (!r.still || r.grams === null) {
      this.leaveZero();
      this.st = 'motion';
      return;
    }
    const level = r.grams;
    if (this.first === null && Math.abs(level) <= this.o.initialGrams) this.first = this.tracked = level;
    if (this.first !== null && Math.abs(level - this.tracked) <= this.o.captureGrams) {
      // Bounded rate and range: drift is followed, a slow hand or a piece is not.
      const step = Math.max(-this.o.rateGramsPerSecond * (dt / 1000), Math.min(this.o.rateGramsPerSecond * (dt / 1000), level - this.tracked));
      this.tracked = Math.max(this.first - this.o.rangeGrams, Math.min(this.first + this.o.rangeGrams, this.tracked + step));
    }
    if (Math.abs(level - this.tracked) > this.o.centerGrams) {
      this.leaveZero();
      this.st = 'stable';
      return;
    }
    this.st = 'zero';
    this.atZeroSince ??= t;
    this.pending.push({ t, g: grams });
    while (this.pending.length > 0 && (this.pending[0] as { t: number }).t <= t - this.o.holdBackMs)
      this.empty.push(this.pending.shift() as { t: number; g: number });
    while (this.empty.length > 0 && (this.empty[0] as { t: number }).t < t - this.o.keepMs) this.empty.shift();
  }

  /** Whether the cup has been still at zero for `freshMs` up to `now`. */
  fresh(now: number): boolean {
    // A rig gone quiet says nothing of the cup now.
    const heard = this.lastT !== null && now - this.lastT <= this.o.holdBackMs;
    return heard && this.st === 'zero' && this.atZeroSince !== null && now - this.atZeroSince >= this.o.freshMs && this.empty.length >= 3;
  }

  /** The empty cup's recent readings (oldest first), for a tare: only while fresh. */
  emptyReadings(now: number): number[] | null {
    return this.fresh(now) ? this.empty.map((e) => e.g) : null;
  }

  private leaveZero(): void {
    this.atZeroSince = null;
    this.empty.length = 0;
    this.pending.length = 0;
  }
}
