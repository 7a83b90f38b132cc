// A generator of realistic weigh traces, for tests and the benchmark: what two HX711 load cells
// under the cups of a balance report while the players load their collections (R20–R24).
//
// Modelled (magnitudes from docs/hardware-facts.md where it has them):
// - sample rates 10 or 80/s nominal, each channel's clock 10–40 % off and a little jittery, so
//   the two channels are asynchronous (empty CSV fields);
// - white noise 0.05–0.5 g rms at 10/s, twice that at 80/s, different on each cup, plus a small
//   slow (autocorrelated) component from table vibration;
// - pieces dropped one by one (a step, then an impact overshoot ringing at 2–6 Hz) or poured in
//   clumps (a ramp with rattle, then ringing);
// - single wild samples (some saturated), slow drift since the tare, load-proportional creep,
//   a tiny calibration gain error, and sometimes a hand touching a cup for 0.2–1.5 s (pressing or
//   lifting, trembling by 5–15 % of its force, at least 0.3 g), even after "All in, weigh!".
// The truth is the mass in each cup; every effect above is a measurement error on top of it.
// On request (`disturbances`) also what a real balance does that the resolver does not
// assume: a light hand resting on a cup through the loading and past the mark while the players
// load in turn about, a cup that goes on settling (a slow transient and a long ring) after the
// mark, heavy-tailed spikes in bursts, a slow pour, and drift up to three times the resolver's
// allowance.
import { createRng, type Rng } from './rng.ts';
import type { Side, Trace, TraceRow } from './trace.ts';

export type ContestKind = 'clear' | 'near' | 'tie';
export type NoiseShape = 'gaussian' | 'heavy' | 'ar1';
/** Noise the resolver does not assume. */
export type Disturbance = 'resting-hand' | 'settling' | 'spikes' | 'slow-pour' | 'fast-drift';
export const DISTURBANCES: readonly Disturbance[] = ['resting-hand', 'settling', 'spikes', 'slow-pour', 'fast-drift'];

export interface ScenarioOptions {
  /** clear: |difference| 2–40 × band; near: 0.6–2 × band; tie: at most 0.6 × band. */
  kind?: ContestKind;
  /** The true difference left − right in grams (overrides kind). */
  differenceGrams?: number;
  nominalRate?: 10 | 80;
  loading?: 'pieces' | 'poured';
  /** Emit the `#loaded` mark (default true). */
  withMark?: boolean;
  /** How long the recording goes on after the mark (default 20 s, the live time limit). */
  afterMarkMs?: number;
  bandGrams?: number;
  /** Probability of a hand touching a cup around the confirmation (default 0.1). */
  handChance?: number;
  /** Wild samples per sample (default 0.002). */
  wildRate?: number;
  /**
   * The white noise's shape, for testing the resolver beyond what it assumes: `gaussian`
   * (default), `heavy` (Student's t with 3 degrees of freedom: many more large errors than a
   * Gaussian of the same σ), `ar1` (each sample's error 0.8 of the last one's plus fresh noise:
   * neighbours alike, as with a sluggish filter). The same σ in each.
   */
  noiseShape?: NoiseShape;
  /** Identical pieces in identical order in both cups: a perfect tie. */
  mirror?: boolean;
  /**
   * Noise beyond the resolver's model, each kind on when listed:
   * - `resting-hand`: the players load in turn about while a hand rests lightly on one cup (0.2–1.5 g,
   *   pressing or lifting, trembling by 5–15 % of its force, at least 0.05 g) from during the loading
   *   to up to 4 s after the mark (heavier hands are the brief touches above);
   * - `settling`: one cup goes on settling after its last piece: a transient of 0.2–1.5 g decaying
   *   over 1.5–8 s and a lightly damped ring (0.1–0.6 g, 0.7–2.5 Hz, decaying over 2–6 s);
   * - `spikes`: one sample in 100 wild, in bursts of 1–3, from 3 σ to 1 kg (log-uniform);
   * - `slow-pour`: a cup's collection poured in one slow stream of 3–8 s;
   * - `fast-drift`: each cup drifting up to 6 mg/s either way (the resolver allows 4 mg/s between them).
   */
  disturbances?: readonly Disturbance[];
}

export interface GeneratedTrace extends Trace {
  truth: { leftGrams: number; rightGrams: number; differenceGrams: number };
  scenario: {
    kind: ContestKind | 'given';
    nominalRate: 10 | 80;
    loading: 'pieces' | 'poured';
    hand: { cup: Side; startMs: number; durationMs: number; grams: number } | null;
    /** White noise σ of each cup, g. */
    noise: [number, number];
    /** Mean sample period of each cup, ms. */
    periodMs: [number, number];
    /** When both cups settled: every ring below the cup's noise σ, any hand gone (ms). */
    settledAtMs: number;
    /** The noise beyond the resolver's model in this trace. */
    disturbances: Disturbance[];
  };
}

interface Drop {
  start: number;
  duration: number;
  grams: number;
}

interface Channel {
  period: number;
  phase: number;
  sigma: number;
  slowSigma: number;
  drift: number;
  creepK: number;
  creepTau: number;
  gain: number;
  ringHz: number;
  ringTau: number;
  ringAmp: number;
  drops: Drop[];
  /** After the last piece: a transient of `settleGrams` decaying over `settleTau` and a long ring. */
  settle: { grams: number; tau: number; ringGrams: number; ringHz: number; ringTau: number } | null;
}

interface Hand {
  cup: 0 | 1;
  start: number;
  duration: number;
  grams: number;
  tremor: number;
  f1: number;
  f2: number;
  p1: number;
  p2: number;
}

const SLOW_TAU_MS = 300;
const SATURATED_GRAMS = 20000;

function drawDifference(rng: Rng, kind: ContestKind, band: number): number {
  const sign = rng.chance(0.5) ? 1 : -1;
  if (kind === 'clear') return sign * band * 2 * Math.exp(rng.uniform(0, Math.log(20)));
  if (kind === 'near') return sign * band * rng.uniform(0.6, 2);
  return rng.chance(0.3) ? 0 : sign * band * rng.uniform(0, 0.6);
}

function drawPieces(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.uniform(2, 15));
}

/** Drop schedule for one cup, starting at `from` ms; returns the drops. */
function schedule(rng: Rng, pieces: number[], loading: 'pieces' | 'poured', from: number, slowPour = false): Drop[] {
  const drops: Drop[] = [];
  let t = from + rng.uniform(0, 500);
  if (slowPour) return [{ start: t, duration: rng.uniform(3000, 8000), grams: pieces.reduce((a, b) => a + b, 0) }];
  if (loading === 'pieces') {
    for (const grams of pieces) {
      drops.push({ start: t, duration: 0, grams });
      t += rng.uniform(250, 1200);
    }
    return drops;
  }
  const clumps = Math.min(pieces.length, rng.int(1, 3));
  const size = Math.ceil(pieces.length / clumps);
  for (let i = 0; i < pieces.length; i += size) {
    const grams = pieces.slice(i, i + size).reduce((a, b) => a + b, 0);
    const duration = rng.uniform(300, 1200);
    drops.push({ start: t, duration, grams });
    t += duration + rng.uniform(300, 1500);
  }
  return drops;
}

/** Both cups loaded in turn about, a piece in one, then a piece in the other. */
function turnAbout(rng: Rng, left: number[], right: number[], from: number): [Drop[], Drop[]] {
  const out: [Drop[], Drop[]] = [[], []];
  let t = from + rng.uniform(0, 500);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    for (const [k, pieces] of [left, right].entries()) {
      const grams = pieces[i];
      if (grams === undefined) continue;
      out[k as 0 | 1].push({ start: t, duration: 0, grams });
      t += rng.uniform(300, 1000);
    }
  }
  return out;
}

function drawChannel(rng: Rng, nominalRate: 10 | 80, drops: Drop[]): Channel {
  const off = rng.uniform(0.1, 0.4) * (rng.chance(0.7) ? 1 : -1);
  const sigma = rng.uniform(0.05, 0.5) * (nominalRate === 80 ? 2 : 1);
  return {
    period: 1000 / (nominalRate * (1 + off)),
    phase: rng.uniform(0, 1000 / nominalRate),
    sigma,
    slowSigma: 0.1 * sigma,
    drift: rng.uniform(-0.002, 0.002) / 1000, // g per ms
    creepK: rng.uniform(0, 0.0003),
    creepTau: rng.uniform(3000, 20000),
    gain: 1 + rng.uniform(-1e-4, 1e-4),
    ringHz: rng.uniform(2, 6),
    ringTau: rng.uniform(150, 600),
    ringAmp: rng.uniform(0.3, 1.5),
    drops,
    settle: null,
  };
}

/** What a cup's cell sees at `t` before noise: load, ringing, creep, drift, a hand. */
function signal(ch: Channel, t: number, hands: readonly Hand[], cup: 0 | 1): number {
  let load = 0;
  let disturbance = 0;
  for (const d of ch.drops) {
    if (t < d.start) continue;
    const done = d.duration === 0 ? 1 : Math.min(1, (t - d.start) / d.duration);
    load += d.grams * done;
    const end = d.start + d.duration;
    if (t >= end) {
      const age = t - end;
      const amp = ch.ringAmp * (d.duration === 0 ? 1 : 0.4);
      disturbance += amp * d.grams * Math.exp(-age / ch.ringTau) * Math.sin((2 * Math.PI * ch.ringHz * age) / 1000);
      disturbance += ch.creepK * d.grams * (1 - Math.exp(-age / ch.creepTau));
    } else {
      // rattle of a pour: pieces hitting the cup
      disturbance += 0.15 * d.grams * Math.sin((2 * Math.PI * 9 * (t - d.start)) / 1000) * (((t * 7919) % 1) - 0.5);
    }
  }
  for (const h of hands) {
    if (h.cup !== cup || t < h.start || t > h.start + h.duration) continue;
    const edge = Math.min(1, (t - h.start) / 100, (h.start + h.duration - t) / 100);
    const s = t / 1000;
    disturbance += edge * (h.grams + h.tremor * (Math.sin(2 * Math.PI * h.f1 * s + h.p1) + 0.5 * Math.sin(2 * Math.PI * h.f2 * s + h.p2)));
  }
  const last = ch.drops.at(-1);
  if (ch.settle && last && t >= last.start + last.duration) {
    const age = t - last.start - last.duration;
    const st = ch.settle;
    disturbance += st.grams * Math.exp(-age / st.tau) + st.ringGrams * Math.exp(-age / st.ringTau) * Math.sin((2 * Math.PI * st.ringHz * age) / 1000);
  }
  return ch.gain * load + disturbance + ch.drift * t;
}

const AR1_PHI = 0.8;

/** One sample's white-noise error of unit variance, of the given shape (`prev`: the last one). */
function unitNoise(rng: Rng, shape: NoiseShape, prev: number): number {
  if (shape === 'heavy') {
    const chi2 = rng.normal() ** 2 + rng.normal() ** 2 + rng.normal() ** 2;
    return rng.normal() / Math.sqrt(chi2 / 3) / Math.sqrt(3); // t₃ has variance 3
  }
  if (shape === 'ar1') return AR1_PHI * prev + Math.sqrt(1 - AR1_PHI * AR1_PHI) * rng.normal();
  return rng.normal();
}

/** Heavy-tailed spikes: one sample in 100 starts a burst of 1–3, each 3 σ to 1 kg off, log-uniform. */
const SPIKE_RATE = 0.01;

function sampleChannel(
  rng: Rng,
  ch: Channel,
  end: number,
  hands: readonly Hand[],
  cup: 0 | 1,
  wildRate: number,
  shape: NoiseShape,
  spikes: boolean,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let slow = 0;
  let last = 0;
  let white = 0;
  let burst = 0;
  for (let t = ch.phase; t <= end; t += ch.period * (1 + 0.01 * rng.normal())) {
    const phi = Math.exp(-(t - last) / SLOW_TAU_MS);
    slow = phi * slow + Math.sqrt(1 - phi * phi) * ch.slowSigma * rng.normal();
    last = t;
    white = unitNoise(rng, shape, white);
    let g = signal(ch, t, hands, cup) + slow + ch.sigma * white;
    if (spikes && burst === 0 && rng.chance(SPIKE_RATE)) burst = rng.int(1, 3);
    if (burst > 0) {
      burst--;
      g += (rng.chance(0.5) ? 1 : -1) * Math.exp(rng.uniform(Math.log(3 * ch.sigma), Math.log(1000)));
    }
    if (rng.chance(wildRate)) g = rng.chance(0.1) ? SATURATED_GRAMS * (rng.chance(0.5) ? 1 : -1) : g + rng.uniform(5, 500) * (rng.chance(0.5) ? 1 : -1);
    out.push([Math.round(t), Math.round(g * 100) / 100]);
  }
  return out;
}

/** When a cup's last ring has decayed below its white noise σ (ms). */
function settledAt(ch: Channel): number {
  let at = 0;
  for (const d of ch.drops) {
    const end = d.start + d.duration;
    const amp = ch.ringAmp * (d.duration === 0 ? 1 : 0.4) * d.grams;
    at = Math.max(at, end + Math.max(0, ch.ringTau * Math.log(amp / ch.sigma)));
  }
  const last = ch.drops.at(-1);
  if (ch.settle && last) {
    const end = last.start + last.duration;
    const st = ch.settle;
    at = Math.max(at, end + Math.max(0, st.tau * Math.log(Math.abs(st.grams) / ch.sigma)), end + Math.max(0, st.ringTau * Math.log(st.ringGrams / ch.sigma)));
  }
  return at;
}

/** Merges the two channels' samples into rows; a channel without a sample at a ms is left out. */
function mergeRows(left: Array<[number, number]>, right: Array<[number, number]>): TraceRow[] {
  const rows = new Map<number, TraceRow>();
  const row = (t: number): TraceRow => {
    let r = rows.get(t);
    if (!r) {
      r = { t };
      rows.set(t, r);
    }
    return r;
  };
  for (const [t, g] of left) row(t).left = g;
  for (const [t, g] of right) row(t).right = g;
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** One contest's trace, entirely determined by `seed` and the options. */
export function generateTrace(seed: number, options: ScenarioOptions = {}): GeneratedTrace {
  const rng = createRng(seed);
  const band = options.bandGrams ?? 0.5;
  const kind = options.kind ?? rng.pick(['clear', 'near', 'tie'] as const);
  const nominalRate = options.nominalRate ?? rng.pick([10, 80] as const);
  const loading = options.loading ?? (rng.chance(0.7) ? 'pieces' : 'poured');
  const difference = options.differenceGrams ?? drawDifference(rng, kind, band);

  const leftPieces = drawPieces(rng, rng.int(5, 15));
  const leftGrams = leftPieces.reduce((a, b) => a + b, 0);
  let rightPieces: number[];
  if (options.mirror) rightPieces = [...leftPieces];
  else {
    rightPieces = drawPieces(rng, rng.int(5, 15));
    const raw = rightPieces.reduce((a, b) => a + b, 0);
    const target = Math.max(1, leftGrams - difference);
    rightPieces = rightPieces.map((g) => (g * target) / raw);
  }
  const rightGrams = options.mirror ? leftGrams : Math.max(1, leftGrams - difference);

  const disturbances = DISTURBANCES.filter((k) => options.disturbances?.includes(k));
  const has = (k: Disturbance): boolean => disturbances.includes(k);
  const loadFrom = rng.uniform(300, 2000);
  // A slow pour is one cup's whole collection (the other loads as drawn).
  const slowCup = has('slow-pour') ? rng.int(0, 1) : -1;
  let leftDrops = schedule(rng, leftPieces, loading, loadFrom, slowCup === 0);
  let rightDrops = options.mirror ? leftDrops.map((d) => ({ ...d })) : schedule(rng, rightPieces, loading, loadFrom, slowCup === 1);
  if (has('resting-hand') && !has('slow-pour')) [leftDrops, rightDrops] = turnAbout(rng, leftPieces, rightPieces, loadFrom);
  const loadedEnd = Math.max(...[...leftDrops, ...rightDrops].map((d) => d.start + d.duration));
  const mark = loadedEnd + (rng.chance(0.15) ? rng.uniform(100, 400) : rng.uniform(400, 3000));
  const end = mark + (options.afterMarkMs ?? 20000);

  const handChance = options.handChance ?? 0.1;
  const hand: Hand | null = rng.chance(handChance)
    ? {
        cup: rng.chance(0.5) ? 0 : 1,
        start: mark + rng.uniform(-1000, 4000),
        duration: rng.uniform(200, 1500),
        grams: rng.uniform(2, 40) * (rng.chance(0.8) ? 1 : -1),
        tremor: 0, // set below: force steadiness of a hand is a few % of the force
        f1: rng.uniform(0.5, 2),
        f2: rng.uniform(6, 11),
        p1: rng.uniform(0, 6.3),
        p2: rng.uniform(0, 6.3),
      }
    : null;
  if (hand) hand.tremor = Math.max(0.3, Math.abs(hand.grams) * rng.uniform(0.05, 0.15));
  const hands = hand ? [hand] : [];
  // A light hand resting on a cup from during the loading to past the mark: steadier than a
  // passing touch (a finger on the rim), so its sway may hide in the noise.
  const firstDrop = Math.min(...[...leftDrops, ...rightDrops].map((d) => d.start));
  const resting: Hand | null = has('resting-hand')
    ? {
        cup: rng.chance(0.5) ? 0 : 1,
        start: rng.uniform(firstDrop, loadedEnd),
        duration: 0,
        grams: rng.uniform(0.2, 1.5) * (rng.chance(0.7) ? 1 : -1),
        tremor: 0, // set below: a few % of the force, as a touch's, with a lighter floor
        f1: rng.uniform(0.2, 1),
        f2: rng.uniform(6, 11),
        p1: rng.uniform(0, 6.3),
        p2: rng.uniform(0, 6.3),
      }
    : null;
  if (resting) {
    resting.tremor = Math.max(0.05, Math.abs(resting.grams) * rng.uniform(0.05, 0.15));
    resting.duration = Math.max(200, mark + rng.uniform(-300, 4000) - resting.start);
    hands.push(resting);
  }

  const left = drawChannel(rng, nominalRate, leftDrops);
  const right = drawChannel(rng, nominalRate, rightDrops);
  if (has('settling')) {
    const ch = rng.chance(0.5) ? left : right;
    ch.settle = {
      grams: rng.uniform(0.2, 1.5) * (rng.chance(0.5) ? 1 : -1),
      tau: rng.uniform(1500, 8000),
      ringGrams: rng.uniform(0.1, 0.6),
      ringHz: rng.uniform(0.7, 2.5),
      ringTau: rng.uniform(2000, 6000),
    };
  }
  if (has('fast-drift')) for (const ch of [left, right]) ch.drift = rng.uniform(-0.006, 0.006) / 1000;
  const wildRate = options.wildRate ?? 0.002;
  const shape = options.noiseShape ?? 'gaussian';
  const spikes = has('spikes');
  const rows = mergeRows(sampleChannel(rng, left, end, hands, 0, wildRate, shape, spikes), sampleChannel(rng, right, end, hands, 1, wildRate, shape, spikes));
  return {
    rows,
    loadedAt: options.withMark === false ? null : Math.round(mark),
    truth: { leftGrams, rightGrams, differenceGrams: leftGrams - rightGrams },
    scenario: {
      kind: options.differenceGrams === undefined ? kind : 'given',
      nominalRate,
      loading,
      noise: [left.sigma, right.sigma],
      periodMs: [left.period, right.period],
      settledAtMs: Math.round(Math.max(settledAt(left), settledAt(right), ...hands.map((h) => h.start + h.duration))),
      disturbances,
      hand: hand && {
        cup: hand.cup === 0 ? 'left' : 'right',
        startMs: Math.round(hand.start),
        durationMs: Math.round(hand.duration),
        grams: Math.round(hand.grams * 100) / 100,
      },
    },
  };
}
