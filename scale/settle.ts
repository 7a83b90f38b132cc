// Issue 32: a cup still settling after "All in" (a slow transient decaying over up to 8 s, with a
// slow ring) reads off its load by what it has yet to go. Split halves see a steady move, but not
// one that a disturbance earlier in the segment (a hand let go, the ring's first swing) cancels,
// nor a curved one well: a least-squares slope weighs the segment's ends most, and the newer
// half's own slope sees a settle that an older dip or rise hides from the whole segment.

export interface SettleTrend {
  /** The least-squares slope's move over the whole segment, g, and its variance. */
  slopeGrams: number;
  slopeVariance: number;
  /** The same over the segment's newer half. */
  newerSlopeGrams: number;
  newerSlopeVariance: number;
}

/** Slope move over [from, hi) of (ts, values at index − offset), with variance for noise of scale² `s2` per sample. */
function slopeMove(ts: ArrayLike<number>, values: ArrayLike<number>, offset: number, from: number, hi: number, s2: number): [number, number] {
  const n = hi - from;
  if (n < 4) return [0, Infinity];
  let tm = 0;
  let xm = 0;
  for (let k = from; k < hi; k++) {
    tm += ts[k] as number;
    xm += values[k - offset] as number;
  }
  tm /= n;
  xm /= n;
  let sxx = 0;
  let sxy = 0;
  for (let k = from; k < hi; k++) {
    const dt = (ts[k] as number) - tm;
    sxx += dt * dt;
    sxy += dt * ((values[k - offset] as number) - xm);
  }
  const span = (ts[hi - 1] as number) - (ts[from] as number);
  if (!(sxx > 0 && span > 0)) return [0, Infinity];
  return [(sxy / sxx) * span, (s2 / sxx) * span * span];
}

/**
 * The segment [first, hi)'s slopes (clean values at index − offset), their variances for noise of
 * scale² `s2` per sample, each already widened by `inflate` (correlation, estimated scale).
 */
export function settleTrend(
  ts: ArrayLike<number>,
  clean: ArrayLike<number>,
  offset: number,
  first: number,
  hi: number,
  s2: number,
  inflate: number,
): SettleTrend {
  const [slopeGrams, v] = slopeMove(ts, clean, offset, first, hi, s2);
  let mid = first;
  const midMs = ((ts[first] as number) + (ts[hi - 1] as number)) / 2;
  while (mid < hi && (ts[mid] as number) < midMs) mid++;
  const [newerSlopeGrams, nv] = slopeMove(ts, clean, offset, mid, hi, s2);
  return { slopeGrams, slopeVariance: v * inflate, newerSlopeGrams, newerSlopeVariance: nv * inflate };
}
