// The weigh-off resolver: reads both cups' calibrated samples as they arrive and decides a
// contest as early as the evidence allows (R21, R22, R24).
//
//   const r = createResolver({ bandGrams: 0.5, wrongWinnerRate: 0.001 });
//   r.push({ t: 120, left: 81.4 }); r.push({ t: 125, right: 79.9 }); …
//   r.markLoaded(2310);                 // "All in, weigh!"
//   r.status().verdict                  // 'left' | 'right' | 'none' | null (still listening)
//
// How it decides, at most every `evalIntervalMs` and only from samples up to the newest one:
// - each cup's level is the mean of its still segment since the last change (level.ts), with
//   wild samples replaced and a variance that allows for correlated noise;
// - the difference D = left − right gets an always-valid interval D ± h (sequential.ts), widened
//   by an allowance for what statistics cannot see: drift since the tare and creep/calibration
//   error proportional to the load;
// - `left`/`right` when the whole widened interval lies beyond the band (error split between the
//   two sides, each below wrongWinnerRate / 2); `none` (R22: remove a piece and re-weigh) when it
//   lies inside the band (an equivalence test at tieErrorRate); otherwise it keeps listening.
// A cup counts as settled only when its segment is steady (block means and in-block scatter match
// the cup's remembered noise: a trembling hand or ringing does not) and has lasted `minSettledMs`,
// longer than a hand's passing touch; after the mark a cup that was still and then moved must come
// back to its level from the mark, or stay put for `disturbedSettleMs`, before it is trusted again
// (a cup still ringing from its last piece at the mark was not disturbed: it is just settling).
// A side (never a tie) may be named sooner on the calm path: each cup's ring-averaged level has
// stayed within half the margin |D| − band − h for longer than a touch lasts, so no touch heavy
// enough to fake the verdict can have arrived meanwhile. No verdict while a cup's newest two
// samples, as read, disagree with its level (a piece landing just before the evaluation).
// Never before the `#loaded` mark; a resolver that expects no mark waits until both cups hold
// something and have been still for `autoSettleMs`. The verdict, once given, is final.
// Beyond white noise it guards against what a real table adds (the constants below say how):
// correlated noise faking a short still segment on a close call (CLOSE_BANDS), a light hand
// resting on a cup past the mark (LIGHT_HAND_GRAMS), a cup still settling after its last piece
// (SETTLE_GRAMS, settle.ts). What each guard costs and gains on the benchmark (bench:weigh) is in
// docs/weigh-trace.md.
import { CorrelationMemo, calmSince, channelLevel, type Level, type LevelMemo, type LevelOptions, levelWindow, lowerBound, NoiseMemory } from './level.ts';
import { DespikeMemo, despike } from './robust.ts';
import { anytimeHalfWidth, normalQuantile } from './sequential.ts';
import { SETTLE_TAUS_MS, settleDecay, settleRoom, settleRoomAfter } from './settle.ts';
import type { Heavier } from './trace.ts';

export interface ResolverOptions extends Partial<LevelOptions> {
  /** R24 tie band, g: a side is named only when the difference surely exceeds it. */
  bandGrams?: number;
  /** R24: chance of naming a winner when the truth is the other side or inside the band. */
  wrongWinnerRate?: number;
  /**
   * Chance of calling a tie when the difference is outside the band: it costs only a re-weigh
   * (R22), as the time limit would, so it may be far above wrongWinnerRate: ties come sooner.
   */
  tieErrorRate?: number;
  /** Allowance for drift of one cup against the other since the tare, g/s. */
  driftGramsPerSecond?: number;
  /**
   * When the cups were tared, ms: drift is allowed for since then. Default (Infinity): since the
   * first sample, for a trace recorded from the tare; a contest hands only its last seconds over.
   */
  taredAtMs?: number;
  /**
   * Variance of left − right that no sample can reduce: the tare's zeros were estimates, g². It
   * widens the interval for naming a side (R24), not the tie test: a tie called wrongly costs a
   * re-weigh (R22), and with it true ties after a quick tare reached the time limit (a tie at
   * 80 samples/s on the simulated rig, loaded right after the tare).
   */
  zeroVariance?: number;
  /** Allowance for creep and calibration error, as a fraction of the heavier cup. */
  relativeError?: number;
  /** Where the always-valid interval is tightest (g⁻²): about an information of 10 × this. */
  mixtureRho?: number;
  /**
   * How often the evidence is weighed, ms. The interval is always valid, so looking more often
   * costs no errors, only time, and a verdict comes within one interval of the evidence for it.
   * The calm path's look-back is not always valid, so each look is another chance for it to be
   * fooled: bench:weigh's hands family (steady hands around the mark) measures that at this cadence.
   */
  evalIntervalMs?: number;
  /** Both cups must have been still this long (longer than a hand's passing touch, 0.2–1.5 s). */
  minSettledMs?: number;
  /** Without a `#loaded` mark: how long both cups must be still before judging. */
  autoSettleMs?: number;
  /** Without a mark: a cup holding less than this is still empty. */
  minLoadGrams?: number;
  /** A cup without a sample for this long is not trusted (a stalled ADC). */
  staleMs?: number;
  /**
   * After "All in, weigh!" nothing should change in a cup. A cup whose still segment began more
   * than this long after the mark was disturbed (a hand, a nudge) ...
   */
  lateChangeMs?: number;
  /** ... and is trusted again when back at its level from the mark, or after this long still. */
  disturbedSettleMs?: number;
  /**
   * A side may also be named before the still segment lasts `minSettledMs` when each cup has been
   * calm for `minSettledMs + calmExtraMs`: every `calmWindowMs` mean (long enough to average a ring
   * out) within `calmMarginFraction` of the margin |D| − band − h of its present level. A touch
   * able to fake the verdict weighs more than the margin, so its arrival would break the calm.
   * A touch lasts at most 1.5 s; its onset is found to within half a window and a 50 ms step
   * (about 300 ms), so 1.6 + 0.2 s of calm is never one touch.
   */
  calmWindowMs?: number;
  calmMarginFraction?: number;
  calmExtraMs?: number;
  /** Whether a `#loaded` mark will come (live play, marked traces). Default true. */
  expectMark?: boolean;
  /**
   * How far back `heldEvidence` reads each cup's still segment, ms: a lift-out at the
   * time limit weighs the held levels once, so every still second since the mark narrows it.
   */
  heldEvidenceMs?: number;
}

export interface ScaleSample {
  t: number;
  left?: number;
  right?: number;
}

export interface ResolverStatus {
  verdict: Heavier | null;
  decidedAtMs: number | null;
  leftGrams: number | null;
  rightGrams: number | null;
  differenceGrams: number | null;
  /** Widened always-valid interval for the difference at the wrong-winner rate. */
  lowGrams: number | null;
  highGrams: number | null;
  /** 0…1: how close the evidence is to a verdict (1 = decided), for the "deciding" indicator. */
  confidence: number;
  /** Both cups still long enough to judge. */
  settled: boolean;
  loadedAt: number | null;
  lastSampleMs: number | null;
  /**
   * Each cup's level as evidence (its variance as the interval counts it, and the mean time of its
   * samples), for a verdict that corrects the levels afterwards (a zero taken after the contest).
   */
  levels?: { left: CupEvidence; right: CupEvidence } | null;
}

export interface CupEvidence {
  grams: number;
  variance: number;
  meanMs: number;
}

export interface Resolver {
  push(sample: ScaleSample): void;
  markLoaded(t: number): void;
  status(): ResolverStatus;
  /** The verdict so far, without computing fresh readings (cheap). */
  verdict(): { verdict: Heavier | null; decidedAtMs: number | null };
  /**
   * Each cup's level over its whole still segment, up to `heldEvidenceMs` back, as a close call
   * counts it (for a lift-out); null when a cup is not steady or still settling.
   */
  heldEvidence(): { left: CupEvidence; right: CupEvidence } | null;
  readonly options: Readonly<Required<ResolverOptions>>;
}

export const DEFAULT_RESOLVER_OPTIONS: Readonly<Required<ResolverOptions>> = {
  bandGrams: 0.5,
  wrongWinnerRate: 0.001,
  tieErrorRate: 0.05,
  driftGramsPerSecond: 0.004,
  taredAtMs: Infinity,
  zeroVariance: 0,
  relativeError: 0.0005,
  mixtureRho: 10,
  evalIntervalMs: 20,
  minSettledMs: 1600,
  autoSettleMs: 2500,
  minLoadGrams: 1,
  staleMs: 1000,
  expectMark: true,
  heldEvidenceMs: 20_000,
  lateChangeMs: 500,
  disturbedSettleMs: 3000,
  calmWindowMs: 500,
  calmMarginFraction: 0.5,
  calmExtraMs: 200,
  windowMs: 8000,
  blockMs: 250,
  changeZ: 4,
  slowNoiseFraction: 0.2,
  spikeZ: 4,
};

/**
 * Strongly correlated noise (a sluggish filter, table vibration) at 10 samples/s fakes a still,
 * short segment away from the truth, and a contest just inside the band is then named a winner far
 * more often than R24 allows. So a close call (within CLOSE_BANDS) reads each cup's correlation
 * from its differences since the mark as well (level.ts), walks a segment that broke after the mark
 * back allowing for it, counts only the independent samples, and takes a cup whose correlation
 * rests on fewer than UNJUDGED_SAMPLES differences as correlated at ρ = ½ (UNJUDGED_FACTOR).
 */
const UNJUDGED_SAMPLES = 40;
/** A close call: the difference within this many bands (a narrower zone let such wrong winners through). */
const CLOSE_BANDS = 3;
const UNJUDGED_FACTOR = 3; // (1 + ρ) / (1 − ρ) at ρ = ½
/**
 * A cup still settling after the mark (a slow transient, a long ring) or drifting faster than
 * allowed reads off its load in a way no noise model explains; its segment's newer half lies away
 * from its older half. For a close call, such a move beyond TREND_Z standard errors names no side
 * until it has stopped, and a smaller move is allowed for TREND_K times over (what a slow settle
 * may yet go). Each rule alone lets a wrong winner through on settling cups; together they hold
 * (scale/unassumed-noise.int.test.ts), at the cost of near-band contests decided later.
 */
const TREND_Z = 2;
const TREND_K = 3;
/** The newer half's slope blocks from 1.5 standard errors: a block only waits, and an older disturbance can hide it from the rest. */
const NEWER_TREND_Z = 1.5;
/**
 * A light hand (a finger on the rim, up to LIGHT_HAND_GRAMS) may rest on a cup from
 * during the loading to a few seconds after the mark, as steady as a piece: nothing tells it from
 * one until it lets go, and at 10 samples/s its letting go may not even break the still segment.
 * A side whose margin over the band is less than such a hand, with a settle (SETTLE_GRAMS) on
 * either cup, is named only when the samples from HAND_GONE_MS after the mark on, alone, name it
 * too. Heavier hands are brief (minSettledMs).
 */
const LIGHT_HAND_GRAMS = 1.5;
const HAND_GONE_MS = 4000;
/**
 * The most a cup still settling after the mark reads off its load (a slow transient of up to
 * 1.5 g, the largest the trace model's unassumed noise has). A margin that a light hand and such a
 * settle together could fake is held to the close-call rules (TREND_Z, TREND_K) too: a tie with a
 * resting hand on one cup and the other still settling reads as a clear-looking side. A settle slow
 * enough to hide in the noise between the segment's halves (its move curved, or cancelled by a hand
 * let go earlier in the segment) is met by settle.ts: a cup moving along the slope of its segment
 * or of its newer half (NEWER_TREND_Z) names no side yet, and what an exponential settle fitted to
 * the segment may still leave on its mean, at most what SETTLE_GRAMS leaves, widens the interval
 * (stillToGo).
 */
const SETTLE_GRAMS = 1.5;
/** The light hand guarded against, for a reference that guards against it too (bench/weigh-reference.ts). */
export const LIGHT_HAND = { grams: LIGHT_HAND_GRAMS, goneMs: HAND_GONE_MS } as const;
/** The settle allowed for beside it: up to SETTLE_GRAMS left at the mark, decaying with a time constant up to the slowest fitted. */
export const SETTLE = { grams: SETTLE_GRAMS, tauMs: Math.max(...SETTLE_TAUS_MS) } as const;

/** A cup's variance as a close call counts it: independent samples only, unjudged correlation as ρ = ½. */
const closeCallVariance = (lv: Level): number =>
  (lv.closeVariance ?? lv.variance) * ((lv.correlationSamples ?? Infinity) < UNJUDGED_SAMPLES ? UNJUDGED_FACTOR : 1);

class ChannelLog {
  /** The cup's level around the `#loaded` mark, to recognise it after a disturbance. */
  reference: { grams: number; variance: number } | null = null;
  readonly noise = new NoiseMemory();
  /**
   * What the last windows computed, so each evaluation works on what is new only: one
   * for the still segment's own level, one for the look from later on (nameAfterHand).
   */
  private readonly memos: readonly [LevelMemo, LevelMemo] = [
    { clean: new DespikeMemo(), correlation: new CorrelationMemo() },
    { clean: new DespikeMemo(), correlation: new CorrelationMemo() },
  ];
  ts: number[] = [];
  xs: number[] = [];
  lo = 0;
  add(t: number, g: number): void {
    this.ts.push(t);
    this.xs.push(g);
    this.noise.add(g);
  }
  /** Whether at least `k` samples were read after `t`. */
  readAfter(t: number, k: number): boolean {
    const i = this.ts.length - k;
    return i >= this.lo && (this.ts[i] as number) > t;
  }
  last(): number | null {
    return this.ts.length > this.lo ? (this.ts[this.ts.length - 1] as number) : null;
  }
  /**
   * Whether the newest two samples, as read (the spike filter cannot yet tell a wild sample from
   * the start of a step), lie within `limit` of the level: a piece landing just before the
   * evaluation is seen in one or two samples only.
   */
  newestAgree(grams: number, limit: number): boolean {
    for (let i = Math.max(this.lo, this.xs.length - 2); i < this.xs.length; i++) if (Math.abs((this.xs[i] as number) - grams) > limit) return false;
    return true;
  }
  /** Forgets samples that can no longer be evidence, in batches to keep pushes cheap. */
  trim(before: number): void {
    while (this.lo < this.ts.length && (this.ts[this.lo] as number) < before) this.lo++;
    if (this.lo > 4096) {
      this.ts.splice(0, this.lo);
      this.xs.splice(0, this.lo);
      this.lo = 0;
      for (const m of this.memos) {
        m.clean.forget();
        m.correlation.forget();
      }
    }
  }
  /** Since when the cup has stayed within `tol` of `grams`, seen through ring-long means. */
  calm(now: number, grams: number, tol: number, sigma: number, o: Required<ResolverOptions>, side: -1 | 0 | 1 | 'rises' = 0): number {
    return calmSince(
      this.ts,
      this.xs,
      this.lo,
      this.ts.length,
      now,
      grams,
      tol,
      sigma,
      o.spikeZ,
      o.calmWindowMs,
      // Steps of 50 ms: the look-back finds a change to within a step, so a shorter look-back still
      // outlasts the longest touch (see calmExtraMs).
      o.blockMs / 5,
      o.minSettledMs + o.calmExtraMs,
      side,
    );
  }
  /**
   * What a settle fitted over the samples since `sinceMs` may still leave on the mean of those from
   * `fromMs` on (settle.ts `settleRoomAfter`), wild samples replaced as `level` does. The fit starts
   * after the last `blockMs` whose mean lay further from `grams` (those samples' level) than a
   * settle goes: a touch is no settle, and fitted as one it held back every margin it spanned.
   */
  settleRoomAfter(sinceMs: number, fromMs: number, grams: number, sigma: number, o: Required<ResolverOptions>): number {
    const hi = this.ts.length;
    const since = lowerBound(this.ts, this.lo, hi, sinceMs);
    const clean = despike(this.xs, since, hi, o.spikeZ * sigma);
    const from = lowerBound(this.ts, since, hi, fromMs);
    let first = since;
    for (let end = from; end > since; ) {
      const start = lowerBound(this.ts, since, end, (this.ts[end - 1] as number) - o.blockMs);
      let sum = 0;
      for (let k = start; k < end; k++) sum += clean[k - since] as number;
      const n = end - start;
      if (Math.abs(sum / n - grams) > SETTLE_GRAMS + (o.changeZ * sigma) / Math.sqrt(n)) {
        first = end;
        break;
      }
      end = start;
    }
    const decay = settleDecay({ ts: this.ts, clean, offset: since, first, hi });
    return settleRoomAfter(decay, this.ts[first] as number, this.ts, from, hi, SETTLE_GRAMS);
  }
  /** The level from the still segment ending now, from `fromMs` on at the earliest. */
  level(now: number, o: LevelOptions, stillFromMs: number, fromMs = -Infinity): Level | null {
    const lo = Number.isFinite(fromMs) ? lowerBound(this.ts, this.lo, this.ts.length, fromMs) : this.lo;
    const noise = this.noise.sigma();
    const w = levelWindow(this.ts, this.xs, lo, this.ts.length, now, noise, o, this.memos[Number.isFinite(fromMs) ? 1 : 0]);
    return channelLevel(this.ts, this.xs, lo, this.ts.length, now, noise, o, Infinity, 1, stillFromMs, w);
  }
}

function checkOptions(o: Required<ResolverOptions>): void {
  const positive: Array<keyof ResolverOptions> = [
    'bandGrams',
    'mixtureRho',
    'evalIntervalMs',
    'windowMs',
    'blockMs',
    'changeZ',
    'spikeZ',
    'staleMs',
    'calmWindowMs',
    'heldEvidenceMs',
  ];
  for (const k of positive)
    if (!(typeof o[k] === 'number' && (o[k] as number) > 0 && Number.isFinite(o[k]))) throw new RangeError(`resolver option ${k} must be a positive number`);
  for (const k of ['wrongWinnerRate', 'tieErrorRate'] as const)
    if (!(o[k] > 0 && o[k] < 1)) throw new RangeError(`resolver option ${k} must be between 0 and 1`);
  if (!(o.calmMarginFraction >= 0 && o.calmMarginFraction <= 1)) throw new RangeError('resolver option calmMarginFraction must be between 0 and 1');
  if (!(o.calmExtraMs >= 0 && Number.isFinite(o.calmExtraMs))) throw new RangeError('resolver option calmExtraMs must be a number ≥ 0');
  if (!(o.zeroVariance >= 0 && Number.isFinite(o.zeroVariance))) throw new RangeError('resolver option zeroVariance must be a number ≥ 0');
  if (typeof o.taredAtMs !== 'number' || Number.isNaN(o.taredAtMs)) throw new RangeError('resolver option taredAtMs must be a time in ms');
}

export function createResolver(options: ResolverOptions = {}): Resolver {
  const o: Required<ResolverOptions> = { ...DEFAULT_RESOLVER_OPTIONS, ...options };
  checkOptions(o);
  // A tie needs to be right only at tieErrorRate, and a wrong one costs a re-weigh (R22): the drift
  // and creep allowances (worst cases, each a difference of two cups' independent errors, whose
  // spread is about the worst case / √6) enter at that rate's one-sided quantile of their spread
  // rather than whole, so ties come sooner. Naming a side keeps the whole allowance.
  const tieSystematic = Math.min(1, normalQuantile(1 - o.tieErrorRate) / Math.sqrt(6));
  const left = new ChannelLog();
  const right = new ChannelLog();
  let firstMs: number | null = null;
  let lastMs: number | null = null;
  let loadedAt: number | null = null;
  let lastEvalMs = -Infinity;
  let readSinceMark = false;
  let evaluatedAt: number | null = null;
  let st: ResolverStatus = {
    verdict: null,
    decidedAtMs: null,
    leftGrams: null,
    rightGrams: null,
    differenceGrams: null,
    lowGrams: null,
    highGrams: null,
    confidence: 0,
    settled: false,
    loadedAt: null,
    lastSampleMs: null,
  };

  const mayDecide = (now: number, l: Level, r: Level): boolean => {
    // Each cup read since the mark: a piece in just before the press may not be in the cup's last
    // reading yet (a reading half way to it is held back by newestAgree), and a true tie would be
    // named on one cup's first reading while the other's level still lacks its last piece. The
    // reading that completes both is weighed at once (push), so the wait costs little.
    if (loadedAt !== null) return now >= loadedAt && left.readAfter(loadedAt, 1) && right.readAfter(loadedAt, 1);
    if (o.expectMark) return false;
    return Math.min(Math.abs(l.grams), Math.abs(r.grams)) >= o.minLoadGrams && now - Math.max(l.sinceMs, r.sinceMs) >= o.autoSettleMs;
  };

  /** Remembers a cup's level from the mark, and distrusts a level that appeared after it. */
  function trusted(log: ChannelLog, lv: Level, now: number, remember: boolean): boolean {
    if (loadedAt === null || now < loadedAt) return true;
    if (lv.sinceMs <= loadedAt + o.lateChangeMs) {
      if (lv.steady && remember) log.reference = { grams: lv.grams, variance: lv.variance };
      return true;
    }
    if (now - lv.sinceMs >= o.disturbedSettleMs) return true;
    const ref = log.reference;
    // Never still since the mark: this segment ends the loading's settling (ringing outlasting
    // the mark), not a disturbance; its level becomes the reference once it has lasted.
    if (ref === null) {
      if (lv.steady && remember && now - lv.sinceMs >= o.minSettledMs) log.reference = { grams: lv.grams, variance: lv.variance };
      return true;
    }
    return Math.abs(lv.grams - ref.grams) <= o.changeZ * Math.sqrt(lv.variance + ref.variance) + 0.2 * o.bandGrams;
  }

  /**
   * What a settle too slow to stand out yet may still move the cup's level: the largest bias on
   * the segment's mean of an exponential settle fitted for each time constant (settle.ts); while
   * the segment is too short to fit, TREND_K times its move between halves or half its
   * least-squares slope's move, the larger.
   */
  const stillToGo = (lv: Level): number =>
    lv.settle && lv.settle.decay.length > 0
      ? settleRoom(lv.settle.decay, SETTLE_GRAMS)
      : TREND_K * Math.max(Math.abs(lv.trendGrams ?? 0), Math.abs(lv.settle?.slopeGrams ?? 0) / 2);
  /** Whether the cup's segment moved beyond the noise (still settling): between its halves, along its slope, or along its newer half's. */
  const moving = (lv: Level): boolean =>
    (lv.trendGrams !== undefined && Math.abs(lv.trendGrams) > TREND_Z * Math.sqrt(lv.trendVariance ?? Infinity)) ||
    (lv.settle !== undefined &&
      (Math.abs(lv.settle.slopeGrams) > TREND_Z * Math.sqrt(lv.settle.slopeVariance) ||
        Math.abs(lv.settle.newerSlopeGrams) > NEWER_TREND_Z * Math.sqrt(lv.settle.newerSlopeVariance)));

  /**
   * Whether the samples from `from` on, alone, name `side` too (a light hand gone by then), allowing
   * for what a settle fitted since the mark `mark` may still leave on them. The few seconds after
   * the hand show a slow settle's slope as noise, and what is left of the settle beside a tie's
   * truth can clear the band (a case of unassumed-noise.int.test.ts); fitted over every sample
   * since the mark, the settle's curve shows.
   */
  function nameAfterHand(now: number, mark: number, from: number, side: Heavier, systematic: number): boolean {
    if (now <= from) return false;
    const l = left.level(now, o, mark, from);
    const r = right.level(now, o, mark, from);
    if (!l || !r || !l.steady || !r.steady || moving(l) || moving(r)) return false;
    const d = l.grams - r.grams;
    const v = (l.closeVariance ?? l.variance) + (r.closeVariance ?? r.variance);
    let h = anytimeHalfWidth(v + o.zeroVariance, o.wrongWinnerRate, o.mixtureRho) + systematic;
    if (side === 'left' ? d - h <= o.bandGrams : d + h >= -o.bandGrams) return false;
    h += left.settleRoomAfter(mark, from, l.grams, l.sigma, o) + right.settleRoomAfter(mark, from, r.grams, r.sigma, o);
    return side === 'left' ? d - h > o.bandGrams : d + h < -o.bandGrams;
  }

  function evaluate(now: number, decide: boolean): void {
    evaluatedAt = now;
    left.trim(now - Math.max(o.windowMs, o.heldEvidenceMs));
    right.trim(now - Math.max(o.windowMs, o.heldEvidenceMs));
    const l = left.level(now, o, loadedAt ?? Infinity);
    const r = right.level(now, o, loadedAt ?? Infinity);
    const base = { ...st, loadedAt, lastSampleMs: lastMs };
    if (!l || !r) {
      st = { ...base, settled: false, confidence: 0 };
      return;
    }
    const d = l.grams - r.grams;
    // A close call counts only the independent samples of each cup, and a cup whose noise's
    // correlation could not be judged yet (too few samples since it should be still) as if it were
    // correlated (ρ = ½): strongly correlated noise at 10 samples/s fakes a still, short segment
    // away from the truth.
    const close = Math.abs(d) < CLOSE_BANDS * o.bandGrams;
    const cupVariance = (lv: Level): number => (close ? closeCallVariance(lv) : lv.variance);
    const v = cupVariance(l) + cupVariance(r);
    const fresh = now - (left.last() ?? -Infinity) <= o.staleMs && now - (right.last() ?? -Infinity) <= o.staleMs;
    const newest = left.newestAgree(l.grams, o.spikeZ * l.sigma) && right.newestAgree(r.grams, o.spikeZ * r.sigma);
    const usable = fresh && newest && l.steady && r.steady && trusted(left, l, now, decide) && trusted(right, r, now, decide);
    const settled = usable && now - Math.max(l.sinceMs, r.sinceMs) >= o.minSettledMs;
    // Drift since the tare biases each level by the drift at its samples' mean time, not now's.
    const meanAge = Math.max((l.sinceMs + now) / 2, (r.sinceMs + now) / 2) - Math.min(firstMs ?? now, o.taredAtMs);
    const systematic = (o.driftGramsPerSecond * Math.max(0, meanAge)) / 1000 + o.relativeError * Math.max(Math.abs(l.grams), Math.abs(r.grams));
    const hWin = anytimeHalfWidth(v + o.zeroVariance, o.wrongWinnerRate, o.mixtureRho) + systematic;
    // A close call, and any margin that a light hand and a settle together could fake, also allows
    // for a settle too slow to stand out yet (stillToGo) and names no side while a cup still moves.
    const settleRisk = close || Math.abs(d) - o.bandGrams - hWin < LIGHT_HAND_GRAMS + SETTLE_GRAMS;
    const stillMoving = settleRisk ? stillToGo(l) + stillToGo(r) : 0;
    // Naming a side needs that margin too; the interval shown (what is known) is the statistics' and allowances'.
    const hSide = hWin + stillMoving;
    const settling = settleRisk && (moving(l) || moving(r));
    const hTie = anytimeHalfWidth(v, o.tieErrorRate, o.mixtureRho) + tieSystematic * systematic;
    const sideProgress = Math.max(0, Math.min(1, (Math.abs(d) - o.bandGrams) / hWin));
    // The calm path (see calmMarginFraction): only for naming a side, and only with a margin.
    const margin = Math.abs(d) - o.bandGrams - hSide;
    let calm = false;
    if (usable && !settled && margin > 0) {
      const tol = o.calmMarginFraction * margin;
      const need = o.minSettledMs + o.calmExtraMs;
      // The heavier cup only has to have been no lower in the look-back: a press on it, or a
      // piece, shows as lower means before (both push the same way, so they cannot hide each
      // other); it reading higher before (a hand let go, a ring) cannot fake the verdict. The
      // lighter cup only must not have fallen: no window above a later one. A lift on it is a
      // fall, even when a piece lands during the lift and hides it from the present level; a
      // piece landing alone is a rise, which cannot fake the verdict, so a last piece in the
      // lighter cup need not wait out the whole look-back.
      const heavy = d > 0 ? left : right;
      const light = d > 0 ? right : left;
      const [hl, ll] = d > 0 ? [l, r] : [r, l];
      // A lift just as the cup's last pieces land hides in the look-back: a window's mean averages
      // the pieces' rise with the lift's fall. Pieces only land, so a cup read above its present
      // level before was lifted (or pressed) since; while the lighter cup's still segment is younger
      // than a touch the lift may still be on, so its look-back then allows a light hand only. Safe:
      // it only adds to what the calm path asks; the still segment's verdict is untouched.
      const lightTol = now - ll.sinceMs < o.minSettledMs ? Math.min(tol, LIGHT_HAND_GRAMS) : tol;
      calm = now - heavy.calm(now, hl.grams, tol, hl.sigma, o, 1) >= need && now - light.calm(now, ll.grams, lightTol, ll.sigma, o, 'rises') >= need;
    }
    const tieProgress = Math.max(0, Math.min(1, (o.bandGrams - Math.abs(d)) / hTie));
    st = {
      ...base,
      leftGrams: l.grams,
      rightGrams: r.grams,
      levels: {
        left: { grams: l.grams, variance: cupVariance(l), meanMs: (l.sinceMs + now) / 2 },
        right: { grams: r.grams, variance: cupVariance(r), meanMs: (r.sinceMs + now) / 2 },
      },
      differenceGrams: d,
      lowGrams: d - hWin,
      highGrams: d + hWin,
      settled: settled || calm,
      confidence: settled ? Math.max(sideProgress, tieProgress) : calm ? sideProgress : 0,
    };
    if (!decide || !(settled || calm) || !mayDecide(now, l, r)) return;
    let verdict: Heavier | null = null;
    const side: Heavier | null = d - hSide > o.bandGrams ? 'left' : d + hSide < -o.bandGrams ? 'right' : null;
    // A margin that a light hand and a settle together could fake (settleRisk) waits for the hand
    // to be gone, as one the hand alone could fake does: a tie with a light hand on the heavier cup
    // and the other cup still settling up from below reads apart by more than the interval and the
    // settle's seen room (a case of unassumed-noise.int.test.ts). Safe: it only withholds a side; such
    // margins are named from HAND_GONE_MS after the mark. (settleRisk holds for any margin under a
    // light hand too.)
    const sure = !settling && (!settleRisk || loadedAt === null || (side !== null && nameAfterHand(now, loadedAt, loadedAt + HAND_GONE_MS, side, systematic)));
    if (side && sure) verdict = side;
    else if (side) verdict = null;
    else if (settled && Math.abs(d) + hTie < o.bandGrams) verdict = 'none';
    if (verdict) st = { ...st, verdict, decidedAtMs: now, confidence: 1 };
  }

  return {
    options: o,
    push(sample) {
      const { t } = sample;
      if (!Number.isFinite(t)) throw new RangeError(`sample time ${t} is not a number`);
      if (lastMs !== null && t < lastMs) throw new RangeError(`sample time ${t} ms goes back (after ${lastMs} ms)`);
      for (const g of [sample.left, sample.right])
        if (g !== undefined && !Number.isFinite(g)) throw new RangeError(`sample at ${t} ms has a non-numeric weight`);
      if (sample.left === undefined && sample.right === undefined) return;
      firstMs ??= t;
      lastMs = t;
      if (sample.left !== undefined) left.add(t, sample.left);
      if (sample.right !== undefined) right.add(t, sample.right);
      if (st.verdict !== null) return;
      const canDecide = loadedAt !== null ? t >= loadedAt : !o.expectMark;
      // The first moment both cups have been read since the mark is weighed at once: the look just
      // before it (one cup not yet read) must not hold it back for another interval.
      const bothRead = loadedAt !== null && !readSinceMark && left.readAfter(loadedAt, 1) && right.readAfter(loadedAt, 1);
      if (bothRead) readSinceMark = true;
      if (canDecide && (bothRead || t - lastEvalMs >= o.evalIntervalMs)) {
        lastEvalMs = t;
        evaluate(t, true);
      }
    },
    markLoaded(t) {
      if (!Number.isFinite(t)) throw new RangeError(`#loaded time ${t} is not a number`);
      if (loadedAt === null) loadedAt = t;
    },
    verdict: () => ({ verdict: st.verdict, decidedAtMs: st.decidedAtMs }),
    heldEvidence() {
      if (lastMs === null) return null;
      const now = lastMs;
      const long = { ...o, windowMs: o.heldEvidenceMs };
      const l = left.level(now, long, loadedAt ?? Infinity);
      const r = right.level(now, long, loadedAt ?? Infinity);
      if (!l || !r || !l.steady || !r.steady || moving(l) || moving(r)) return null;
      const cup = (lv: Level): CupEvidence => ({ grams: lv.grams, variance: closeCallVariance(lv), meanMs: (lv.sinceMs + now) / 2 });
      return { left: cup(l), right: cup(r) };
    },
    status() {
      // Readings for the tablet while loading; decisions happen only in push, at its cadence.
      if (st.verdict === null && lastMs !== null && evaluatedAt !== lastMs) evaluate(lastMs, false);
      return { ...st, loadedAt, lastSampleMs: lastMs };
    },
  };
}
