// What a warmed-up HX711 + 5 kg load cell adds to the true load, for the simulated rig. Sources:
// docs/hardware-facts.md (measured on real rigs) and scale/trace-model.ts (the
// reference model the weigh-off resolver is benchmarked against):
// - white noise ~0.4 g rms at 10 SPS, about twice at 80 SPS (real rigs: 0.47 g sd, 1.9 g p-p);
// - drift: slow and smooth, at most `driftGramsPerSecond` (0.002 g/s, as trace-model.ts) per cup:
//   two slow sinusoids (periods 5–20 min, random phase) per cup, so the rate varies slowly and the
//   zero stays within a few tenths of a gram for hours (the contest's tare check needs it near 0).
//   The old random walk (0.12 g/√s) wandered ~0.4 g in 10 s: no warmed-up rig does that;
// - creep: after a load change the reading follows by up to 0.03 % of the change over 3–20 s
//   (trace-model.ts; the facts' 0.05 % of full scale per 30 min is far smaller over a contest);
// - a rare wild sample (20–420 g) and a damped ~4 Hz bounce of the pan when the load changes;
// - `warmUp` (off by default): the first minutes after power-on, ~1.8 g over 2 minutes (cheap
//   modules, docs/hardware-facts.md), an exponential approach with a 60 s time constant.
import { mulberry32 } from '../../../lib/prng.ts';

export { mulberry32 };

export interface NoiseOptions {
  /** White noise at 10 SPS, grams rms. */
  rms10?: number;
  /** Probability of a wild sample. */
  wildChance?: number;
  /** Largest drift rate of this cell, g/s (default 0.002). */
  driftGramsPerSecond?: number;
  /** Largest creep, as a fraction of the load change (default 0.0003). */
  creep?: number;
  /** Model the warm-up drift after power-on (~1.8 g over 2 minutes). Default off. */
  warmUp?: boolean;
}

const WARM_UP_GRAMS = 1.8 / (1 - Math.exp(-2)); // reaches 1.8 g at 2 min
const WARM_UP_TAU_S = 60;

export class LoadCellNoise {
  private readonly random: () => number;
  private readonly rms10: number;
  private readonly wildChance: number;
  private readonly waves: { grams: number; periodS: number; phase: number }[];
  private readonly creepK: number;
  private readonly creepTauS: number;
  private readonly warmUpGrams: number;
  /** Seconds since power-on (the first conversion). */
  private t = 0;
  private load = 0;
  private creep = 0;
  private bounce = 0;
  private bouncePhase = 0;

  constructor(seed: number, options: NoiseOptions = {}) {
    this.random = mulberry32(seed);
    this.rms10 = options.rms10 ?? 0.4; // measured on real 5 kg rigs: ~0.47 g sd including drift
    this.wildChance = options.wildChance ?? 0.002;
    const maxRate = options.driftGramsPerSecond ?? 0.002;
    // Each wave's largest rate is 2π·grams/period; the two together never exceed maxRate.
    this.waves = [0, 1].map(() => {
      const periodS = 300 + this.random() * 900;
      const rate = (maxRate / 2) * this.random();
      return { grams: (rate * periodS) / (2 * Math.PI), periodS, phase: 2 * Math.PI * this.random() };
    });
    this.creepK = (options.creep ?? 0.0003) * this.random();
    this.creepTauS = 3 + 17 * this.random();
    this.warmUpGrams = options.warmUp ? (this.random() < 0.5 ? -1 : 1) * WARM_UP_GRAMS : 0;
  }

  /** A load change of `deltaGrams`: the pan overshoots and rings down over about 0.4 s; the cell creeps after it. */
  kick(deltaGrams: number): void {
    this.bounce += deltaGrams * 0.3;
    this.bouncePhase = 0;
    this.load += deltaGrams;
  }

  /** Grams to add to the true load for one conversion taken `dtMs` after the previous one. */
  next(dtMs: number, rate: 10 | 80): number {
    const dt = dtMs / 1000;
    this.t += dt;
    const drift = this.waves.reduce((sum, w) => sum + w.grams * (Math.sin((2 * Math.PI * this.t) / w.periodS + w.phase) - Math.sin(w.phase)), 0);
    const warm = this.warmUpGrams * (1 - Math.exp(-this.t / WARM_UP_TAU_S));
    this.creep += (this.creepK * this.load - this.creep) * (1 - Math.exp(-dt / this.creepTauS));
    // Damped ringing of the pan, ~4 Hz, decaying with a 0.12 s time constant.
    this.bouncePhase += dt;
    this.bounce *= Math.exp(-dt / 0.12);
    const ring = this.bounce * Math.cos(2 * Math.PI * 4 * this.bouncePhase);
    const white = (rate === 80 ? 2 : 1) * this.rms10 * this.gaussian();
    const wild = this.random() < this.wildChance ? (this.random() < 0.5 ? -1 : 1) * (20 + this.random() * 400) : 0;
    return drift + warm + this.creep + ring + white + wild;
  }

  private gaussian(): number {
    // Box-Muller; 1 - random() keeps the logarithm finite.
    return Math.sqrt(-2 * Math.log(1 - this.random())) * Math.cos(2 * Math.PI * this.random());
  }
}
