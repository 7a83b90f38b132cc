// The live cups for the tablets: the device streams up to 80 samples/s a cup, a screen needs
// ~20 frames/s, so samples are folded into the latest reading per cup plus a "settled" flag,
// and the hub sends whatever is latest at its own pace.
import type { ScaleSample } from '../../../../firmware-bridge/src/index.ts';
import { CupWatch } from '../../../../scale/cup-watch.ts';

/** Settled: over the last 1.5 s the medians of its quarters agree within this (g). Load-cell
 * noise at 80 samples/s is ~0.8 g rms a sample, so single samples can never look still; at 10
 * samples/s a 1 s window put 2–3 samples in a quarter, whose median one wild sample carries. */
const STILL_GRAMS = 1;
/** A settled cup stays settled until they disagree by more than this (g): at 10 samples/s a
 * quarter's median is of 2–3 samples (~0.35 g rms), and one threshold made the light flicker. */
const UNSETTLE_GRAMS = 1.75;
const WINDOW_MS = 1500;

export interface ScaleReading {
  left: number | null;
  right: number | null;
  settled: boolean;
  saturated: boolean;
}

export class ScaleFeed {
  private readonly latest: [number | null, number | null] = [null, null];
  private readonly saturated: [boolean, boolean] = [false, false];
  private readonly watch: [CupWatch, CupWatch];
  private readonly loose: [CupWatch, CupWatch];
  private readonly settled: [boolean, boolean] = [false, false];
  private readonly seen: [boolean, boolean] = [false, false];
  private now = -Infinity;
  private dirty = false;

  constructor(options: { windowMs?: number; stillGrams?: number; unsettleGrams?: number } = {}) {
    const w = options.windowMs ?? WINDOW_MS;
    this.watch = [new CupWatch(w, options.stillGrams ?? STILL_GRAMS), new CupWatch(w, options.stillGrams ?? STILL_GRAMS)];
    this.loose = [new CupWatch(w, options.unsettleGrams ?? UNSETTLE_GRAMS), new CupWatch(w, options.unsettleGrams ?? UNSETTLE_GRAMS)];
  }

  add(s: ScaleSample): void {
    this.latest[s.cup] = s.grams;
    this.saturated[s.cup] = s.saturated;
    if (s.grams !== null && s.t >= this.now) {
      this.now = s.t;
      this.watch[s.cup].add(s.t, s.grams);
      this.loose[s.cup].add(s.t, s.grams);
      this.settled[s.cup] = (this.settled[s.cup] ? this.loose : this.watch)[s.cup].reading(s.t).still;
      this.seen[s.cup] = true;
    }
    this.dirty = true;
  }

  /** The latest reading if anything arrived since the last call, else null. */
  take(): ScaleReading | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return this.reading();
  }

  reading(): ScaleReading {
    const still = (cup: 0 | 1): boolean => !this.seen[cup] || this.settled[cup];
    return { left: round(this.latest[0]), right: round(this.latest[1]), settled: still(0) && still(1), saturated: this.saturated[0] || this.saturated[1] };
  }
}

const round = (g: number | null): number | null => (g === null ? null : Math.round(g * 100) / 100);
