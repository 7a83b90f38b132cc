// One cup's level from its own samples: the still segment since the last change (a piece
// dropping, a hand, a pour) and the mean over it, with an honest variance. The two cups are
// judged separately because their ADCs run on different clocks and have different noise.
import { despike, madScale, sigmaFromDifferences } from './robust.ts';

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
}

/** Upper 0.1 % point of chi-square with k degrees of freedom (Wilson–Hilferty). */
function chi2Upper(k: number): number {
  const z = 3.09;
  const a = 2 / (9 * k);
  return k * (1 - a + z * Math.sqrt(a)) ** 3;
}

const SIGMA_FLOOR = 0.005; // the trace resolution is 0.01 g

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
 * White noise of the cup from its quieter seconds: while pieces drop one after another, most of a
 * window can be ringing, and a scale taken over all of it would be far too large. Each second of
 * the window gets its own estimate; the lower quartile of those is the noise.
 */
function quietSigma(ts: ArrayLike<number>, xs: ArrayLike<number>, start: number, hi: number, nowMs: number): number {
  const chunks: number[] = [];
  let end = hi;
  for (let from = nowMs - 1000; end - start >= 7; from -= 1000) {
    const lo = lowerBound(ts, start, end, from);
    if (end - lo >= 7) chunks.push(sigmaFromDifferences(xs, lo, end));
    end = lo;
  }
  if (chunks.length === 0) return sigmaFromDifferences(xs, start, hi);
  chunks.sort((a, b) => a - b);
  return chunks[Math.floor((chunks.length - 1) / 4)] as number;
}

/** The cup's level over the still segment ending at the newest sample, or null with too few samples. */
export function channelLevel(ts: ArrayLike<number>, xs: ArrayLike<number>, lo: number, hi: number, nowMs: number, o: LevelOptions): Level | null {
  const start = lowerBound(ts, lo, hi, nowMs - o.windowMs);
  if (hi - start < 3) return null;
  const sigma = Math.max(SIGMA_FLOOR, quietSigma(ts, xs, start, hi, nowMs));
  const clean = despike(xs, start, hi, o.spikeZ * sigma);

  // Walk back block by block from the newest; stop at the first block that does not fit.
  const slow2 = (o.slowNoiseFraction * sigma) ** 2;
  let i = hi - 1;
  let sum = 0;
  let n = 0;
  let blocks = 0;
  let first = hi;
  const blockMeans: number[] = [];
  const blockSizes: number[] = [];
  for (let b = 0; i >= start; b++) {
    const from = nowMs - (b + 1) * o.blockMs;
    let bs = 0;
    let bn = 0;
    let j = i;
    while (j >= start && (ts[j] as number) > from) { bs += clean[j - start] as number; bn++; j--; }
    if (bn > 0) {
      const mean = bs / bn;
      if (n > 0) {
        const tol = o.changeZ * Math.sqrt(sigma * sigma * (1 / bn + 1 / n) + slow2 * (1 + 1 / blocks));
        if (Math.abs(mean - sum / n) > tol) break;
      }
      sum += bs; n += bn; blocks++; first = j + 1;
      blockMeans.push(mean); blockSizes.push(bn);
    }
    i = j;
  }
  const level = sum / n;
  const seg = Array.from(clean.subarray(first - start));
  // The segment's own scale; `sigma` (from the quietest seconds) only guards small segments.
  const s = Math.max(0.7 * sigma, madScale(seg, level));
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
  const rho = den > 0 ? Math.min(0.9, Math.max(0, num / den)) : 0;
  const white = ((s * s) / n) * ((1 + rho) / (1 - rho));
  // Batch means over the blocks catch slower correlation than lag 1 sees.
  let batch = 0;
  let q = 0;
  if (blocks >= 3) {
    let acc = 0;
    for (let k = 0; k < blocks; k++) {
      const nb = blockSizes[k] as number;
      const dev = (blockMeans[k] as number) - level;
      acc += (nb * dev) ** 2;
      q += (dev * dev) / ((sigma * sigma) / nb + slow2);
    }
    batch = (acc / (n * n)) * (blocks / (blocks - 1));
  }
  const steady = blocks >= 3 && q <= chi2Upper(blocks - 1);
  const smallSample = (1 + 1.5 / Math.sqrt(Math.max(1, n - 1))) ** 2;
  return { grams: level, variance: Math.max(white, batch, slow2 / blocks) * smallSample, sinceMs: ts[first] as number, samples: n, sigma, steady };
}
