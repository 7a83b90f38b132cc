// What a load cell under one cup puts into its HX711: the load set by the test or demo, plus,
// when noise is on, a warmed-up 5 kg cell as measured on real rigs (docs/hardware-facts.md)
// and as scale/trace-model.ts models it for the resolver's benchmark:
// - white noise 0.47 g rms (real rigs: 0.47 g sd, 1.9 g peak-to-peak);
// - drift: slow and smooth, never faster than 0.002 g/s: two slow sinusoids (periods 5–20 min,
//   random phase), so the zero stays within a few tenths of a gram for hours. (It was a random
//   walk of 0.05 g per conversion, ~0.2 g/√s at 10 SPS: far more than a warmed-up cell does.)
// - creep: after a load change the reading follows by up to 0.03 % of the change over 3–20 s;
// - a rare wild sample (±25 g).
// Time: the cell is told nothing but "convert", so each conversion counts as 12.5 ms (80 SPS, the
// fastest) unless a clock is given: at 10 SPS drift and creep then run 8× slower, never faster.
import { mulberry32 } from '../../lib/prng.ts';

export interface Calibration {
  offset: number;
  countsPerGram: number;
}

export { mulberry32 };

const NOISE_G = 0.47;
const DRIFT_G_PER_S = 0.002;
const CREEP = 0.0003;
const WILD_CHANCE = 1 / 3000;
const WILD_G = 25;
const STEP_MS = 12.5;

/** Faults of a cell as built and wired, for the rig check's tests (server/cli/check.ts). */
export interface CellFaults {
  /** Its white and green wires (A− and A+) swapped: a load reads negative. */
  reversed?: boolean;
  /** White noise, g rms, in place of a good cell's 0.47 g (long, untwisted wires pick up more). */
  noiseGrams?: number;
  /** A steady drift on top of the slow waves, g a minute (a poor or strained cell). */
  driftGramsPerMinute?: number;
  /** Creep in place of a good cell's: the reading follows a load change by this share of it, with
   * this time constant (a cheap or overloaded cell). */
  creep?: { share: number; tauS: number };
  /** A strained or overloaded cell reads this share less for each gram on it (0.00005: 1 % less at 200 g). */
  sagPerGram?: number;
  /** A loose A+ or A− wire: for every other window of this many ms the input floats to the rail. */
  looseEveryMs?: number;
}

export class LoadCell {
  private counts: number;
  noise = false;
  private drawn: { waves: { grams: number; periodS: number; phase: number }[]; creepK: number; creepTauS: number } | null = null;
  private tMs = 0;
  private lastMs: number | null = null;
  private load = 0;
  private creep = 0;

  /** `now` (optional): the emulated clock in ms, so that drift and creep follow rig time. */
  constructor(
    readonly calibration: Calibration,
    private readonly random: () => number,
    private readonly now?: () => number,
    private readonly faults: CellFaults = {},
  ) {
    this.counts = calibration.offset;
  }

  setRaw(counts: number): void {
    if (!Number.isFinite(counts)) throw new Error(`raw counts must be a finite number, got ${counts}`);
    this.counts = Math.round(counts);
  }

  setGrams(grams: number): void {
    if (!Number.isFinite(grams)) throw new Error(`grams must be a finite number, got ${grams}`);
    const felt = grams * (1 - (this.faults.sagPerGram ?? 0) * grams);
    this.load = this.faults.reversed ? -felt : felt;
    this.counts = this.calibration.offset + this.load * this.calibration.countsPerGram;
  }

  /** One conversion's input, in counts (the HX711 clamps it to 24 bits). */
  convert(): number {
    const loose = this.faults.looseEveryMs;
    if (loose !== undefined && this.now && Math.floor(this.now() / loose) % 2 === 1) return 0x7fffff; // floating: the rail
    if (!this.noise) return this.counts;
    const cpg = this.calibration.countsPerGram;
    const d = (this.drawn ??= this.draw());
    const at = this.now?.();
    const dtMs = at === undefined ? STEP_MS : this.lastMs === null ? 0 : Math.max(0, at - this.lastMs);
    if (at !== undefined) this.lastMs = at;
    this.tMs += dtMs;
    const t = this.tMs / 1000;
    const drift = d.waves.reduce((sum, w) => sum + w.grams * (Math.sin((2 * Math.PI * t) / w.periodS + w.phase) - Math.sin(w.phase)), 0);
    this.creep += (d.creepK * this.load - this.creep) * (1 - Math.exp(-dtMs / 1000 / d.creepTauS));
    const wild = this.random() < WILD_CHANCE ? (this.random() < 0.5 ? -1 : 1) * WILD_G : 0;
    const steady = ((this.faults.driftGramsPerMinute ?? 0) * t) / 60;
    return this.counts + (this.gaussian() * (this.faults.noiseGrams ?? NOISE_G) + drift + steady + this.creep + wild) * cpg;
  }

  /** This cell's drift and creep, drawn at its first noisy conversion (a quiet cell draws nothing). */
  private draw(): NonNullable<LoadCell['drawn']> {
    const waves = [0, 1].map(() => {
      const periodS = 300 + this.random() * 900;
      const rate = (DRIFT_G_PER_S / 2) * this.random(); // the two waves together stay under the bound
      return { grams: (rate * periodS) / (2 * Math.PI), periodS, phase: 2 * Math.PI * this.random() };
    });
    const creep = this.faults.creep;
    const creepK = CREEP * this.random();
    const creepTauS = 3 + 17 * this.random();
    return { waves, creepK: creep?.share ?? creepK, creepTauS: creep?.tauS ?? creepTauS };
  }

  private gaussian(): number {
    const u = Math.max(this.random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.random());
  }
}
