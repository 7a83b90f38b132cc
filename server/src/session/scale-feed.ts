// The live cups for the tablets: the device streams up to 80 samples/s a cup, a screen needs
// ~20 frames/s, so samples are folded into the latest reading per cup plus a "settled" flag,
// and the hub sends whatever is latest at its own pace.
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';

/** Readings within this span (g) over the window count as steady (about 3× real load-cell noise p-p). */
const STEADY_SPAN_G = 3;
const WINDOW_MS = 600;

export interface ScaleReading {
  left: number | null;
  right: number | null;
  settled: boolean;
  saturated: boolean;
}

export class ScaleFeed {
  private readonly latest: [number | null, number | null] = [null, null];
  private readonly saturated: [boolean, boolean] = [false, false];
  private readonly recent: [ScaleSample[], ScaleSample[]] = [[], []];
  private dirty = false;

  add(s: ScaleSample): void {
    this.latest[s.cup] = s.grams;
    this.saturated[s.cup] = s.saturated;
    const r = this.recent[s.cup];
    r.push(s);
    while (r.length > 0 && (r[0] as ScaleSample).t < s.t - WINDOW_MS) r.shift();
    this.dirty = true;
  }

  /** The latest reading if anything arrived since the last call, else null. */
  take(): ScaleReading | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return this.reading();
  }

  reading(): ScaleReading {
    return { left: round(this.latest[0]), right: round(this.latest[1]), settled: this.steady(0) && this.steady(1), saturated: this.saturated[0] || this.saturated[1] };
  }

  private steady(cup: 0 | 1): boolean {
    const g = this.recent[cup].map((s) => s.grams).filter((x): x is number => x !== null);
    if (g.length === 0) return true;
    return Math.max(...g) - Math.min(...g) <= STEADY_SPAN_G;
  }
}

const round = (g: number | null): number | null => (g === null ? null : Math.round(g * 100) / 100);
