// One cup's level from its own samples: the still segment since the last change (a piece
// dropping, a hand, a pour) and the mean over it, with an honest variance. The two cups are
// judged separately because their ADCs run on different clocks and have different noise.
import { despike, type DespikeMemo, MAD_TO_SIGMA, madScale, median, sigmaFromDifferences } from './robust.ts';
import { type SettleTrend, settleTrend } from './settle.ts';

export interface LevelOptions {
  /** Oldest evidence used, ms before now (older samples carry more drift than information). */
  windowMs: number;
  /** Length of the blocks that are compared to find the still segment. */
  blockMs: number;
  /** A block whose mean is further than this many standard errors from the still part ends it. */
  changeZ: number;
  /** Slow (table vibration) noise per block, as a fraction of the white noise scale. */
  slowNoiseFraction: number;
  /** Samples further than this many sigmas from their neighbours' median are wild. */
  spikeZ: number;
}

export interface Level {
  grams: number;
  /** Variance of `grams` as an estimate of the cup's level, g². */
  variance: number;
  /** Time of the first sample of the still segment. */
  sinceMs: number;
  samples: number;
  /** White noise scale of this cup, g. */
  sigma: number;
  /**
   * Whether there are three blocks or more and their means scatter no more than white + slow noise explains (a chi-square test
   * at 0.1 %): a hand resting on a cup trembles, ringing oscillates.
   */
  steady: boolean;
  /** How many successive differences the noise's correlation was read from. */
  correlationSamples?: number;
  /** `variance` for a close call: the scale's estimate worth only as many samples as are independent. */
  closeVariance?: number;
  /**
   * The mean of the segment's newer half minus its older half's, g, and that difference's variance
   * for steady noise: a cup still settling, or drifting, moves between them.
   */
  trendGrams?: number;
  trendVariance?: number;
  /** Least-squares slopes over the segment and its newer half (settle.ts), for the same question. */
  settle?: SettleTrend;
}

/** Upper 0.1 % point of chi-square with k degrees of freedom (Wilson–Hilferty). */
function chi2Upper(k: number): number {
  return k >= 0 && k < CHI2_KNOWN.length && Number.isInteger(k) ? (CHI2_KNOWN[k] as number) : wilsonHilferty(k);
}

function wilsonHilferty(k: number): number {
  const z = 3.09;
  const a = 2 / (9 * k);
  return k * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** chi2Upper of the degrees of freedom a window has, computed once (it is asked for every block). */
const CHI2_KNOWN = Array.from({ length: 2048 }, (_, k) => wilsonHilferty(k));

const SIGMA_FLOOR = 0.005; // the trace resolution is 0.01 g
/** The fewest samples a block holds on average (its length grows at a slow rate; see channelLevel). */
const BLOCK_SAMPLES = 1.4;

/** First index in ts[lo, hi) with ts[i] >= t. */
export function lowerBound(ts: ArrayLike<number>, lo: number, hi: number, t: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ts[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The cup's white noise, remembered over the whole contest: the ADC's noise does not change, so
 * a segment much noisier than the cup's quiet stretches has something touching it (a hand).
 * Each run of 8 samples gives an estimate; the lowest tenth of them is the noise: at 10 samples/s
 * a cup rings or rattles through most of the loading and the quiet runs are few (longer runs and
 * a higher quantile remember a quiet cup's noise many times too high just after loading).
 * 0.508 undoes that quantile's bias for steady noise (simulated: 10th percentile of the estimate
 * from 8 Gaussian samples). With few quiet runs among many ringing ones it still errs high, by up
 * to about 3 times (level.test.ts).
 */
const NOISE_RUN = 8;

export class NoiseMemory {
  private readonly runs: number[] = [];
  /** The same runs in ascending order, kept so on every add (sigma is asked 50 times a second). */
  private readonly sorted: number[] = [];
  private pending: number[] = [];
  add(g: number): void {
    this.pending.push(g);
    if (this.pending.length < NOISE_RUN) return;
    const d: number[] = [];
    for (let i = 1; i < this.pending.length; i++) d.push(Math.abs((this.pending[i] as number) - (this.pending[i - 1] as number)));
    const run = (1.4826 * median(d)) / Math.SQRT2;
    this.runs.push(run);
    this.sorted.splice(lowerBound(this.sorted, 0, this.sorted.length, run), 0, run);
    if (this.runs.length > 800) this.sorted.splice(lowerBound(this.sorted, 0, this.sorted.length, this.runs.shift() as number), 1);
    this.pending = [];
  }
  /** Noise scale in g, or NaN before two runs were seen. */
  sigma(): number {
    const s = this.sorted;
    if (s.length < 2) return NaN;
    return (s[Math.floor((s.length - 1) / 10)] as number) / 0.508;
  }
}

/**
 * Lag-1 correlation of the noise, read off successive differences (0 with fewer than 20): they
 * need no level (a short segment's own estimate is biased low by its mean, and the segment was
 * chosen to agree with its newest samples), and a step is one difference, clipped. Differences of
 * white noise correlate at −½, of AR(1) noise at −(1 − φ) / 2. Below 3.5 / √n it is shrunk toward
 * 0, as plain noise reads up to that by chance (a lower cut, or fewer differences, charge ringing
 * and chance as correlation, and clear contests at 10 samples/s wait for it).
 */
export function windowCorrelation(clean: ArrayLike<number>): number {
  const n = clean.length - 1;
  if (n < 20) return 0;
  const d = new Float64Array(n);
  for (let i = 0; i < n; i++) d[i] = (clean[i + 1] as number) - (clean[i] as number);
  return clippedCorrelation(d, 3 * madScale(d, 0));
}

/** windowCorrelation of the differences `d`, each clipped to ±c. */
function clippedCorrelation(d: Float64Array, c: number): number {
  const n = d.length;
  let num = 0;
  let den = 0;
  let prev = NaN;
  for (const x of d) {
    const r = Math.max(-c, Math.min(c, x));
    den += r * r;
    if (!Number.isNaN(prev)) num += r * prev;
    prev = r;
  }
  if (!(den > 0)) return 0;
  const phi = Math.min(0.9, Math.max(0, 1 + (2 * num) / den));
  const cut = 3.5 / Math.sqrt(n);
  return phi >= cut ? phi : (phi * phi) / cut;
}

/**
 * windowCorrelation for a log read again and again (at every evaluation, over all the samples
 * since the mark): the differences' magnitudes are kept sorted between calls, and only
 * those that changed (new samples, a despiked edge, the start moving) are taken out and put in,
 * so their median is read off rather than selected afresh. The same numbers as windowCorrelation.
 */
export class CorrelationMemo {
  private from = Number.NaN;
  /** The differences from `from` on, n of them, and a buffer for the next call's. */
  private d = new Float64Array(64);
  private spare = new Float64Array(64);
  private n = 0;
  /** Their magnitudes ascending. */
  private sorted = new Float64Array(64);
  /** Forget the last call (its samples moved: the log dropped its oldest). */
  forget(): void {
    this.from = Number.NaN;
  }
  /** windowCorrelation(clean), clean being the log's despiked samples from index `from` on. */
  correlation(clean: ArrayLike<number>, from: number): number {
    const n = clean.length - 1;
    if (n < 20) return 0;
    const d = this.update(clean, from);
    const mid = n >> 1;
    const s = this.sorted;
    const median = n % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
    return clippedCorrelation(d.subarray(0, n), 3 * (MAD_TO_SIGMA * median));
  }
  /** Takes the differences of `clean` (from index `from` on) in, returning them. */
  private update(clean: ArrayLike<number>, from: number): Float64Array {
    const n = clean.length - 1;
    if (this.spare.length < n) this.spare = new Float64Array(2 * n);
    const d = this.spare;
    const old = this.d;
    const oldN = this.n;
    // Old index j = new index i + shift; what lies in both is compared, the rest taken out or put in.
    const shift = Number.isNaN(this.from) ? oldN : from - this.from;
    const a = Math.max(0, -shift);
    const b = Math.max(a, Math.min(n, oldN - shift));
    let edits = n - (b - a) + (oldN - (b - a));
    for (let i = 0; i < n; i++) d[i] = (clean[i + 1] as number) - (clean[i] as number);
    if (edits <= n / 4) {
      for (let j = 0; j < a + shift && j < oldN; j++) this.remove(Math.abs(old[j] as number));
      for (let j = Math.max(0, b + shift); j < oldN; j++) this.remove(Math.abs(old[j] as number));
      for (let i = 0; i < Math.min(a, n); i++) this.insert(Math.abs(d[i] as number));
      for (let i = b; i < n; i++) this.insert(Math.abs(d[i] as number));
      for (let i = a; i < b && edits <= n / 4; i++) {
        const was = old[i + shift] as number;
        const is = d[i] as number;
        if (is === was) continue;
        this.remove(Math.abs(was));
        this.insert(Math.abs(is));
        edits += 2;
      }
    }
    if (edits > n / 4) {
      if (this.sorted.length < n) this.sorted = new Float64Array(2 * n);
      for (let i = 0; i < n; i++) this.sorted[i] = Math.abs(d[i] as number);
      this.sorted.subarray(0, n).sort();
      this.n = n;
    }
    this.spare = old;
    this.d = d;
    this.from = from;
    return d;
  }
  private remove(v: number): void {
    const k = lowerBound(this.sorted, 0, this.n, v);
    this.sorted.copyWithin(k, k + 1, this.n);
    this.n--;
  }
  private insert(v: number): void {
    if (this.n === this.sorted.length) {
      const grown = new Float64Array(2 * this.n);
      grown.set(this.sorted);
      this.sorted = grown;
    }
    const k = lowerBound(this.sorted, 0, this.n, v);
    this.sorted.copyWithin(k + 1, k, this.n);
    this.sorted[k] = v;
    this.n++;
  }
}

/** What channelLevel's walks over one window share: it, its blocks' length, its noise and its despiked samples. */
export interface LevelWindow {
  start: number;
  blockMs: number;
  sigma: number;
  clean: Float64Array;
  /** windowCorrelation from each index on, as asked. */
  correlations: Map<number, number>;
  memo?: LevelMemo | undefined;
}

/** What a log read again and again keeps between its windows (the same numbers, cheaper). */
export interface LevelMemo {
  clean: DespikeMemo;
  correlation: CorrelationMemo;
}

type Samples = ArrayLike<number>;

/** The window channelLevel reads (from samples lo on), with a log's memo when it has one. */
export function levelWindow(
  ts: Samples,
  xs: Samples,
  lo: number,
  hi: number,
  nowMs: number,
  noise: number,
  o: LevelOptions,
  memo?: LevelMemo,
): LevelWindow | null {
  const start = lowerBound(ts, lo, hi, nowMs - o.windowMs);
  if (hi - start < 3) return null;
  // Blocks hold 1.4 samples at least on average: read a few times a second (a starved host, a
  // slow rig), a 250 ms block held one sample or none, nothing was left to measure the noise
  // inside blocks, and no segment was ever steady: 20 g apart, a contest ran to the time limit (an
  // emulated rig beside a CPU hog, ~3.5 samples/s). From 6 samples/s up nothing changes.
  const blockMs = Math.max(o.blockMs, (BLOCK_SAMPLES * ((ts[hi - 1] as number) - (ts[start] as number))) / (hi - start - 1));
  const sigma = Math.max(SIGMA_FLOOR, Number.isFinite(noise) ? noise : sigmaFromDifferences(xs, start, hi));
  const clean = memo ? memo.clean.despike(xs, start, hi, o.spikeZ * sigma) : despike(xs, start, hi, o.spikeZ * sigma);
  return { start, blockMs, sigma, clean, correlations: new Map(), memo };
}

/** The cup's level over the still segment ending at the newest sample, or null with too few samples. */
export function channelLevel(
  ts: ArrayLike<number>,
  xs: ArrayLike<number>,
  lo: number,
  hi: number,
  nowMs: number,
  noise: number,
  o: LevelOptions,
  maxBlocks = Infinity,
  /** How many times white noise's variance a block mean has here (correlated noise: more). */
  correlation = 1,
  /** From when the cup should be still (the `#loaded` mark): the noise's correlation is read from then on. */
  stillFromMs = Infinity,
  /** The window as the walks below share it (each walk again reads the same window). */
  w = levelWindow(ts, xs, lo, hi, nowMs, noise, o),
): Level | null {
  if (w === null) return null;
  const { start, blockMs, sigma, clean } = w;

  // Walk back block by block from the newest; stop at the first block that does not fit.
  const slow2 = (o.slowNoiseFraction * sigma) ** 2;
  let i = hi - 1;
  let sum = 0;
  let n = 0;
  let blocks = 0;
  let first = hi;
  const blockMeans: number[] = [];
  const blockSizes: number[] = [];
  let within = 0; // sum of squares inside blocks
  for (let b = 0; i >= start && blocks < maxBlocks; b++) {
    const from = nowMs - (b + 1) * blockMs;
    let bs = 0;
    let bss = 0;
    let bn = 0;
    let j = i;
    let replaced = 0;
    while (j >= start && (ts[j] as number) > from) {
      const x = clean[j - start] as number;
      if (x !== xs[j]) replaced++;
      bs += x;
      bss += x * x;
      bn++;
      j--;
    }
    if (bn > 0) {
      const mean = bs / bn;
      // Two wild samples in one block are not wild samples (0.2 % of samples are): at 10 samples/s
      // a cup ringing from its last piece looks like spikes, and the filter would tame the ring
      // into a still segment that could hide a hand lifting the cup meanwhile, and a wrong winner
      // be named on it.
      if (n > 0 && replaced >= 2) break;
      if (n > 0) {
        const tol = o.changeZ * Math.sqrt(sigma * sigma * correlation * (1 / bn + 1 / n) + slow2 * (1 + 1 / blocks));
        if (Math.abs(mean - sum / n) > tol) break;
      }
      // A block much noisier inside than the cup's noise is ringing or a hand, even if its mean fits.
      if (n > 0 && bn >= 2 && (bss - bs * mean) / (bn - 1) > 1.5 * sigma * sigma * (chi2Upper(bn - 1) / (bn - 1))) break;
      sum += bs;
      n += bn;
      blocks++;
      first = j + 1;
      within += Math.max(0, bss - bs * mean);
      blockMeans.push(mean);
      blockSizes.push(bn);
    }
    i = j;
  }
  const level = sum / n;
  const seg = clean.subarray(first - start);
  // The segment's own scale: its standard deviation around the level (wild samples already
  // replaced), worth n − 1 samples where a MAD is worth n / 2.7 (at 10 samples/s the blocks hold
  // 2–3 samples, so the scatter inside them is no better). A step the block test let
  // through only makes it larger; the MAD bounds it from below, and the cup's remembered noise
  // guards small segments.
  let ss = 0;
  for (const x of seg) ss += (x - level) ** 2;
  const sd = n >= 8 ? Math.sqrt(ss / (n - 1)) : NaN;
  const s = Math.max(0.7 * sigma, Number.isFinite(sd) ? Math.max(sd, 0.8 * madScale(seg, level)) : madScale(seg, level));
  // Lag-1 autocorrelation of clipped residuals: ringing and vibration make neighbours alike.
  let num = 0;
  let den = 0;
  let prev = NaN;
  for (const x of seg) {
    const r = Math.max(-3 * s, Math.min(3 * s, x - level));
    den += r * r;
    if (!Number.isNaN(prev)) num += r * prev;
    prev = r;
  }
  // White noise gives an estimate of about ±1/√n around 0: below 2/√n it is shrunk toward 0 rather
  // than taken at face value, so plain noise is not charged for correlation it does not have;
  // kept whole, it is corrected for its downward bias on a short segment (Kendall: E ρ̂ ≈ ρ −
  // (1 + 3ρ) / n).
  const raw = den > 0 ? Math.max(0, num / den) : 0;
  const cut = 2 / Math.sqrt(n);
  const rho = Math.min(0.9, raw >= cut ? raw + (1 + 3 * raw) / n : (raw * raw) / cut);
  // For close calls also the correlation read off the differences since the mark: not biased by
  // the segment's mean, and strongly correlated noise keeps the segment short, where its own
  // estimate sees little. Only for close calls: ringing and table vibration correlate every cup's
  // samples a little, and charged on every call, that would hold clear contests back.
  const from = Math.min(first, lowerBound(ts, start, hi, stillFromMs));
  let fromOn = w.correlations.get(from);
  if (fromOn === undefined) {
    const since = clean.subarray(from - start);
    fromOn = w.memo ? w.memo.correlation.correlation(since, from) : windowCorrelation(since);
    w.correlations.set(from, fromOn);
  }
  const rhoClose = Math.max(rho, fromOn);
  const white = ((s * s) / n) * ((1 + rho) / (1 - rho));
  const whiteClose = ((s * s) / n) * ((1 + rhoClose) / (1 - rhoClose));
  // Batch means over the blocks catch slower correlation than lag 1 sees.
  // Steadiness compares the scatter between blocks with the noise inside them, both from this
  // segment: a trembling hand or leftover ringing moves whole blocks, white noise does not.
  const withinVar = n - blocks >= 4 ? Math.max(SIGMA_FLOOR ** 2, within / (n - blocks)) : NaN;
  const withinSlow2 = o.slowNoiseFraction ** 2 * withinVar;
  let batch = 0;
  let q = 0;
  if (blocks >= 3) {
    let acc = 0;
    for (let k = 0; k < blocks; k++) {
      const nb = blockSizes[k] as number;
      const dev = (blockMeans[k] as number) - level;
      acc += (nb * dev) ** 2;
      q += (dev * dev) / ((withinVar * correlation) / nb + withinSlow2);
    }
    batch = (acc / (n * n)) * (blocks / (blocks - 1));
  }
  const dfWithin = n - blocks;
  const quiet = withinVar <= sigma * sigma * 1.7 * (chi2Upper(dfWithin) / dfWithin);
  const steady = blocks >= 3 && Number.isFinite(withinVar) && quiet && q <= chi2Upper(blocks - 1);
  // The scale is estimated: widen as Student's t does over the normal quantile near z = 4
  // (Cornish–Fisher: t ≈ z (1 + (z² + 1) / 4 df)), the resolver's boundary sitting about there;
  // a MAD is worth the degrees of freedom of a standard deviation from n / 2.7 samples.
  // Short segments keep the older, gentler widening that the safety figures were measured with.
  const df = Number.isFinite(sd) ? Math.max(1, n - 1) : Math.max(1, (n - 1) / 2.7);
  const widen = (dof: number): number => Math.min((1 + 17 / (4 * dof)) ** 2, (1 + 1.5 / Math.sqrt(Math.max(1, n - 1))) ** 2);
  const smallSample = widen(df);
  // Correlated samples are worth fewer independent ones, (1 − ρ) / (1 + ρ) each: for close calls
  // only, for the same reason (ringing and vibration correlate every cup's samples a little).
  const closeWidening = widen(df * ((1 - rhoClose) / (1 + rhoClose)));
  // Correlated noise moves block means more than white noise does, so the walk back stopped at a
  // wander of the noise: the segment is short and chosen to agree with the newest samples, its
  // mean biased toward them. Walked again allowing for the correlation, it reaches further back.
  if (correlation === 1 && rhoClose >= 0.2 && (ts[first] as number) > stillFromMs) {
    const wide = Math.min(0.9, rhoClose + 0.15); // its estimate errs low: a walk allowing too little stops short again
    const wider = channelLevel(ts, xs, lo, hi, nowMs, noise, o, maxBlocks, (1 + wide) / (1 - wide), stillFromMs, w);
    if (wider && wider.samples > n && (wider.steady || !steady)) return wider;
  }
  // Leftover ringing in the oldest blocks can make a long segment fail the test while its newer
  // part is steady: then the newer part is the segment (it starts later, so it is never faster).
  if (!steady && maxBlocks === Infinity && blocks > 3) {
    for (const m of new Set([blocks - 2, Math.floor(blocks / 2), 4])) {
      if (m < 3 || m >= blocks) continue;
      const newer = channelLevel(ts, xs, lo, hi, nowMs, noise, o, m, correlation, stillFromMs, w);
      if (newer?.steady) return newer;
    }
  }
  // The halves by time: a slow settle or a drift shows as the newer half away from the older.
  const mid = ((ts[first] as number) + (ts[hi - 1] as number)) / 2;
  let oldSum = 0;
  let oldN = 0;
  for (let k = first; k < hi && (ts[k] as number) < mid; k++) {
    oldSum += clean[k - start] as number;
    oldN++;
  }
  const newN = n - oldN;
  const trendGrams = oldN > 0 && newN > 0 ? (sum - oldSum) / newN - oldSum / oldN : 0;
  const trendVariance = oldN > 0 && newN > 0 ? s * s * (1 / oldN + 1 / newN) * ((1 + rhoClose) / (1 - rhoClose)) * closeWidening : Infinity;
  return {
    grams: level,
    trendGrams,
    trendVariance,
    settle: settleTrend(ts, clean, start, first, hi, s * s, ((1 + rhoClose) / (1 - rhoClose)) * closeWidening),
    variance: Math.max(white, batch, slow2 / blocks) * smallSample,
    closeVariance: Math.max(whiteClose, batch, slow2 / blocks) * closeWidening,
    sinceMs: ts[first] as number,
    samples: n,
    sigma,
    steady,
    correlationSamples: hi - from - 1,
  };
}

/**
 * Since when the cup has stayed near `level` as seen through means over `windowMs` (long enough
 * to average its ringing out), walking back from now in `stepMs` steps and no further than
 * `lookBackMs`: the start of the earliest window of an unbroken run whose means all lie within
 * `tol` of the level. A hand or a piece arriving shows up as a window off by its weight.
 * `side` +1 only counts windows below the level (a floor), −1 only windows above it (a ceiling);
 * 'rises' lets the cup only have risen: no window above the level or above any later window (a
 * piece landing is a rise, a hand lifting the cup is a fall, even with a piece landing after it).
 */
export function calmSince(
  ts: ArrayLike<number>,
  xs: ArrayLike<number>,
  lo: number,
  hi: number,
  nowMs: number,
  level: number,
  tol: number,
  sigma: number,
  spikeZ: number,
  windowMs: number,
  stepMs: number,
  lookBackMs: number,
  side: -1 | 0 | 1 | 'rises' = 0,
): number {
  const start = lowerBound(ts, lo, hi, nowMs - lookBackMs - windowMs - stepMs);
  if (hi - start < 3) return nowMs;
  const clean = despike(xs, start, hi, spikeZ * sigma);
  const sums = new Float64Array(clean.length + 1);
  for (let k = 0; k < clean.length; k++) sums[k + 1] = (sums[k] as number) + (clean[k] as number);
  let since = nowMs;
  let lowestLater = level;
  for (let end = nowMs; end - windowMs > nowMs - lookBackMs - stepMs; end -= stepMs) {
    const a = lowerBound(ts, start, hi, end - windowMs) - start;
    const b = lowerBound(ts, start, hi, end + 1e-9) - start;
    if (b - a < 2) break; // too few samples to tell: not calm
    const off = ((sums[b] as number) - (sums[a] as number)) / (b - a) - level;
    if (side === 'rises') {
      if (off - (lowestLater - level) > tol) break;
      lowestLater = Math.min(lowestLater, level + off);
    } else if (side === 0 ? Math.abs(off) > tol : side * off < -tol) break;
    since = end - windowMs;
  }
  return since;
}
