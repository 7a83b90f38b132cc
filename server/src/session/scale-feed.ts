// The live cups for the tablets: the device streams up to 80 samples/s a cup, a screen needs
// ~20 frames/s, so samples are folded into the latest reading per cup plus a "settled" flag,
// and the hub sends whatever is latest at its own pace.
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import { CupWatch } from '../../../games/scale/cup-watch.ts';

/** Settled: over the last second the medians of its quarters agree within this (g). Load-cell
 * noise at 80 samples/s is ~0.8 g rms a sample, so single samples can never look still. */
const STILL_GRAMS = 1;
const WINDOW_MS = 1000;

export interface ScaleReading {
  left: number | null;
  right: number | null;
  settled: boolean;
  saturated: boolean;
}

export class ScaleFeed {
  private readonly latest: [number | null, number | null] = [null, null];
  private readonly saturated: [boolean, boolean] = [false, false];
  private readonly watch: [CupWatch, CupWatch] = [new CupWatch(WINDOW_MS, STILL_GRAMS), new CupWatch(WINDOW_MS, STILL_GRAMS)];
  private readonly seen: [boolean, boolean] = [false, false];
  private now = -Infinity;
  private dirty = false;

  add(s: ScaleSample): void {
    this.latest[s.cup] = s.grams;
    this.saturated[s.cup] = s.saturated;
    if (s.grams !== null && s.t >= this.now) {
      this.now = s.t;
      this.watch[s.cup].add(s.t, s.grams);
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
    const still = (cup: 0 | 1): boolean => !this.seen[cup] || this.watch[cup].reading(this.now).still;
    return { left: round(this.latest[0]), right: round(this.latest[1]), settled: still(0) && still(1), saturated: this.saturated[0] || this.saturated[1] };
  }
}

const round = (g: number | null): number | null => (g === null ? null : Math.round(g * 100) / 100);
