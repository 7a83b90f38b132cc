// Load-cell noise close to a real HX711 + 5 kg cell (../shared/notes/hardware-facts.md): white
// noise ~0.4 g rms at 10 SPS and about twice that at 80 SPS, a slow drift of a gram or two over
// minutes, a rare wild sample, and a damped bounce of the pan when the load changes.
import { mulberry32 } from '../../../games/core/prng.ts';

export { mulberry32 };

export interface NoiseOptions {
  /** White noise at 10 SPS, grams rms. */
  rms10?: number;
  /** Probability of a wild sample. */
  wildChance?: number;
}

export class LoadCellNoise {
  private readonly random: () => number;
  private readonly rms10: number;
  private readonly wildChance: number;
  private drift = 0;
  private bounce = 0;
  private bouncePhase = 0;

  constructor(seed: number, options: NoiseOptions = {}) {
    this.random = mulberry32(seed);
    this.rms10 = options.rms10 ?? 0.4; // measured on real 5 kg rigs: ~0.47 g sd including drift
    this.wildChance = options.wildChance ?? 0.002;
  }

  /** A load change of `deltaGrams`: the pan overshoots and rings down over about 0.4 s. */
  kick(deltaGrams: number): void {
    this.bounce += deltaGrams * 0.3;
    this.bouncePhase = 0;
  }

  /** Grams to add to the true load for one conversion taken `dtMs` after the previous one. */
  next(dtMs: number, rate: 10 | 80): number {
    // Ornstein-Uhlenbeck drift: wanders about ±1–2 g with a time constant of minutes.
    const dt = dtMs / 1000;
    this.drift += -this.drift * (dt / 120) + 0.12 * Math.sqrt(dt) * this.gaussian();
    // Damped ringing of the pan, ~4 Hz, decaying with a 0.12 s time constant.
    this.bouncePhase += dt;
    this.bounce *= Math.exp(-dt / 0.12);
    const ring = this.bounce * Math.cos(2 * Math.PI * 4 * this.bouncePhase);
    const white = (rate === 80 ? 2 : 1) * this.rms10 * this.gaussian();
    const wild = this.random() < this.wildChance ? (this.random() < 0.5 ? -1 : 1) * (20 + this.random() * 400) : 0;
    return this.drift + ring + white + wild;
  }

  private gaussian(): number {
    // Box-Muller; 1 - random() keeps the logarithm finite.
    return Math.sqrt(-2 * Math.log(1 - this.random())) * Math.cos(2 * Math.PI * this.random());
  }
}
