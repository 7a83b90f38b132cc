// The counting cup's readings, and the level it holds once still (scale/count.ts weighs pieces by
// the differences of such levels). No timers: time arrives with the samples.
import { CupWatch } from './cup-watch.ts';
import { madScale, median } from './robust.ts';

export interface Level {
  /** Above the zero in force, g. */
  grams: number;
  /** Its standard error, g. */
  se: number;
  t: number;
  /** Read over the whole still window (else a shorter one, since the cup last moved or a press). */
  full: boolean;
}

export interface LevelOptions {
  /** Readings over this window must agree within `stillGrams` to count as still (and the device must say stable). */
  stillWindowMs: number;
  stillGrams: number;
  /** A jump of half this in the short-term level is the cup moving (a piece landing), g. */
  minPieceGrams: number;
  /** No level is known better than this (g). */
  resolutionGrams: number;
}

/** The readings that must agree with a level before it is taken (ms). */
const NEWEST_MS = 250;

export class CupLevels {
  private readonly watch: CupWatch;
  private readonly recent: { t: number; g: number }[] = [];
  /** The scatter of single readings over the last whole still windows: a shorter window's own is rough. */
  private readonly noiseSds: { t: number; sd: number }[] = [];
  private readonly shortMs: number;
  private prevShort: number | null = null;
  private lastStable = true;
  now = -Infinity;
  /** When the cup's short-term level last jumped (a piece landing or leaving). */
  lastMove = -Infinity;

  constructor(private readonly o: LevelOptions) {
    this.watch = new CupWatch(o.stillWindowMs, o.stillGrams);
    this.shortMs = Math.max(400, o.stillWindowMs / 4);
  }

  /** The clock moves on to `t` (never back). */
  advance(t: number): void {
    if (!Number.isFinite(t)) throw new RangeError(`time ${t} is not a number`);
    if (t < this.now) throw new RangeError(`time ${t} ms goes back (after ${this.now} ms)`);
    this.now = t;
  }

  add(t: number, grams: number, stable?: boolean): void {
    if (!Number.isFinite(grams)) throw new RangeError(`sample at ${t} ms has a non-numeric weight`);
    this.advance(t);
    this.watch.add(t, grams);
    const recent = this.recent;
    recent.push({ t, g: grams });
    while (recent.length > 0 && (recent[0] as { t: number }).t < t - 2 * this.o.stillWindowMs) recent.shift();
    this.lastStable = stable !== false;
    const short = median(recent.filter((x) => x.t > t - this.shortMs).map((x) => x.g));
    if (this.prevShort !== null && Math.abs(short - this.prevShort) > this.o.minPieceGrams / 2) this.lastMove = t;
    this.prevShort = short;
  }

  /** The median of the readings over the still window, or null without any. */
  reading(): number | null {
    return this.watch.reading(this.now).grams;
  }

  /** Whether there is any reading at `t`'s window. */
  hasReadings(t: number): boolean {
    return this.watch.grams(t) !== null;
  }

  /**
   * The cup's level above `zero`, over the readings since it last moved (and since `since`; the
   * still window at most), once it has been still for `needMs`; null while it moves. Medians
   * overlook a load that landed late in a window, and a window that reaches back past the last move
   * weighs what the cup held before it.
   */
  still(zero: number, needMs = this.o.stillWindowMs, since = -Infinity): Level | null {
    const { o, now } = this;
    const windowMs = now - Math.max(now - o.stillWindowMs, this.lastMove, since);
    if (windowMs < Math.min(needMs, o.stillWindowMs)) return null;
    const r = this.watch.reading(now, windowMs);
    const middle = r.grams;
    if (middle === null || !r.still || !this.lastStable) return null;
    const all = this.recent.filter((s) => s.t >= now - windowMs).map((s) => s.g);
    // A load cell's rare wild sample is dropped; more than a few readings away from the middle
    // means the cup is still moving (a load only just landed).
    const far = Math.max(o.stillGrams, 5 * madScale(all, middle));
    const xs = all.filter((x) => Math.abs(x - middle) <= far);
    if (xs.length < 0.9 * all.length) return null;
    // Nor is a load that landed (or left) in the last moments a level yet: every one of the newest
    // readings must agree. Their median did not do: with one reading of an emptied cup among three,
    // "new cup" took the level from before the emptying, and the next pour was "lighter than before"
    // (the Plunder! e2e beside a CPU hog). A rare wild sample only holds a level back for NEWEST_MS.
    const newest = this.recent.filter((x) => x.t > now - NEWEST_MS).map((x) => x.g);
    if (newest.some((g) => Math.abs(g - middle) > far)) return null;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    let sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
    const full = windowMs >= o.stillWindowMs - 1e-9;
    const noise = this.noiseSds;
    if (full && (noise.length === 0 || now - (noise.at(-1) as { t: number }).t >= o.stillWindowMs)) {
      noise.push({ t: now, sd });
      if (noise.length > 9) noise.shift();
    }
    // A short window's scatter is itself rough: never taken below the cup's usual one.
    if (!full && noise.length) sd = Math.max(sd, median(noise.map((x) => x.sd)));
    // Neighbouring readings are correlated: count half of them as independent.
    return { grams: mean - zero, se: Math.max(sd / Math.sqrt(Math.max(1, xs.length / 2)), o.resolutionGrams), t: now, full };
  }
}
