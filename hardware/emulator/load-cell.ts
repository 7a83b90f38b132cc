// What a load cell under one cup puts into its HX711: the load set by the test or demo, plus,
// when noise is on, the behaviour measured on real rigs (hardware-facts.md): about 0.47 g rms
// noise, a slow drift of a couple of grams over minutes, and a rare wild sample.
import { mulberry32 } from '../../games/core/prng.ts';

export interface Calibration {
  offset: number;
  countsPerGram: number;
}

export { mulberry32 };

const NOISE_G = 0.47;
const DRIFT_STEP_G = 0.05; // random walk per conversion: ~1.8 g after 2 minutes at 10 SPS
const DRIFT_LIMIT_G = 5;
const WILD_CHANCE = 1 / 3000;
const WILD_G = 25;

export class LoadCell {
  private counts: number;
  private drift = 0;
  noise = false;

  constructor(readonly calibration: Calibration, private readonly random: () => number) {
    this.counts = calibration.offset;
  }

  setRaw(counts: number): void {
    if (!Number.isFinite(counts)) throw new Error(`raw counts must be a finite number, got ${counts}`);
    this.counts = Math.round(counts);
  }

  setGrams(grams: number): void {
    if (!Number.isFinite(grams)) throw new Error(`grams must be a finite number, got ${grams}`);
    this.counts = this.calibration.offset + grams * this.calibration.countsPerGram;
  }

  /** One conversion's input, in counts (the HX711 clamps it to 24 bits). */
  convert(): number {
    if (!this.noise) return this.counts;
    const cpg = this.calibration.countsPerGram;
    this.drift = Math.max(-DRIFT_LIMIT_G, Math.min(DRIFT_LIMIT_G, this.drift + this.gaussian() * DRIFT_STEP_G));
    const wild = this.random() < WILD_CHANCE ? (this.random() < 0.5 ? -1 : 1) * WILD_G : 0;
    return this.counts + (this.gaussian() * NOISE_G + this.drift + wild) * cpg;
  }

  private gaussian(): number {
    const u = Math.max(this.random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.random());
  }
}
