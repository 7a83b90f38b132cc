// A cup still settling after "All in" (a slow transient decaying over up to 8 s, with a
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
  /** Exponential settles fitted for each of SETTLE_TAUS_MS. */
  decay: SettleDecay[];
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
  return slopeAbout(ts, values, offset, from, hi, s2, tm / n, xm / n);
}

/** slopeMove, its means `tm` and `xm` given. */
function slopeAbout(
  ts: ArrayLike<number>,
  values: ArrayLike<number>,
  offset: number,
  from: number,
  hi: number,
  s2: number,
  tm: number,
  xm: number,
): [number, number] {
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
  const n = hi - first;
  const midMs = ((ts[first] as number) + (ts[hi - 1] as number)) / 2;
  let slopeGrams = 0;
  let v = Infinity;
  let decay: SettleDecay[] = [];
  let mid = first;
  if (n >= 4) {
    // One pass for the whole segment's means, the decay fits' sums and where its newer half begins:
    // the resolver asks for this at every evaluation.
    const sums = segmentSums({ ts, clean, offset, first, hi }, midMs);
    [slopeGrams, v] = slopeAbout(ts, clean, offset, first, hi, s2, sums.t / n, sums.x / n);
    if (n >= 6) decay = decayFits(sums, n);
    mid = sums.newerFrom;
  } else while (mid < hi && (ts[mid] as number) < midMs) mid++;
  const [newerSlopeGrams, nv] = slopeMove(ts, clean, offset, mid, hi, s2);
  return {
    slopeGrams,
    slopeVariance: v * inflate,
    newerSlopeGrams,
    newerSlopeVariance: nv * inflate,
    decay,
  };
}

/**
 * Time constants a settle is fitted with (the settles guarded against decay over 1.5–8 s; a slower
 * move is creep, allowed for as `relativeError`). Each is the one before squared: one exp a sample.
 */
export const SETTLE_TAUS_MS = [8000, 4000, 2000, 1000, 500] as const;

/** A settle x = level + a·exp(−(t − t₀)/τ) fitted for one τ over the segment (t₀ its first sample). */
export interface SettleDecay {
  tauMs: number;
  /** How far the segment's mean lies from where the cup comes to rest, a·mean(shape), g. */
  biasGrams: number;
  /** The shape's mean over the segment: the bias of an amplitude of 1 g. */
  meanShape: number;
}

/** A cup's still segment [first, hi) of times `ts` and clean values at index − offset. */
export interface SettleSegment {
  ts: ArrayLike<number>;
  clean: ArrayLike<number>;
  offset: number;
  first: number;
  hi: number;
}

/**
 * For each of SETTLE_TAUS_MS, the fitted settle's bias on the segment's mean. (Its uncertainty is
 * not kept: added to the room, it held back many near-band contests.)
 */
export function settleDecay(segment: SettleSegment): SettleDecay[] {
  const n = segment.hi - segment.first;
  return n < 6 ? [] : decayFits(segmentSums(segment, Infinity), n);
}

/** A segment's sums: of times, of values, and of each τ's shape, its square and its product with the values. */
interface SegmentSums {
  t: number;
  x: number;
  g: Float64Array;
  gg: Float64Array;
  gx: Float64Array;
  /** The first sample at or after the time asked (the segment's end if none). */
  newerFrom: number;
}

function segmentSums({ ts, clean, offset, first, hi }: SettleSegment, newerMs: number): SegmentSums {
  // The shapes are the slowest's powers a, a², a⁴, a⁸, a¹⁶, so each τ's sum of squares is the next
  // one's sum (a³² the last's): their sums kept in locals, not arrays (a third of the fit's time).
  let s1 = 0;
  let s2 = 0;
  let s4 = 0;
  let s8 = 0;
  let s16 = 0;
  let s32 = 0;
  let p1 = 0;
  let p2 = 0;
  let p4 = 0;
  let p8 = 0;
  let p16 = 0;
  let st = 0;
  let sx = 0;
  let newerFrom = hi;
  const t0 = ts[first] as number;
  const slowest = SETTLE_TAUS_MS[0];
  for (let k = first; k < hi; k++) {
    const t = ts[k] as number;
    const x = clean[k - offset] as number;
    st += t;
    sx += x;
    if (newerFrom === hi && t >= newerMs) newerFrom = k;
    const a = Math.exp(-(t - t0) / slowest);
    const a2 = a * a;
    const a4 = a2 * a2;
    const a8 = a4 * a4;
    const a16 = a8 * a8;
    s1 += a;
    s2 += a2;
    s4 += a4;
    s8 += a8;
    s16 += a16;
    s32 += a16 * a16;
    p1 += a * x;
    p2 += a2 * x;
    p4 += a4 * x;
    p8 += a8 * x;
    p16 += a16 * x;
  }
  return {
    t: st,
    x: sx,
    g: Float64Array.of(s1, s2, s4, s8, s16),
    gg: Float64Array.of(s2, s4, s8, s16, s32),
    gx: Float64Array.of(p1, p2, p4, p8, p16),
    newerFrom,
  };
}

/** The decay fitted for each τ from a segment's n samples' sums. */
function decayFits(sums: SegmentSums, n: number): SettleDecay[] {
  const out: SettleDecay[] = [];
  for (let j = 0; j < SETTLE_TAUS_MS.length; j++) {
    const meanShape = (sums.g[j] as number) / n;
    const sxx = (sums.gg[j] as number) - n * meanShape * meanShape;
    if (!(sxx > 1e-9 * n)) continue;
    const a = ((sums.gx[j] as number) - meanShape * sums.x) / sxx;
    out.push({ tauMs: SETTLE_TAUS_MS[j] as number, biasGrams: a * meanShape, meanShape });
  }
  return out;
}

/**
 * The room for a settle not yet visible: over the fitted time constants, the largest fitted bias on
 * the segment's mean, each at most what a settle of `maxGrams` can leave there. The slowest τ
 * weighs the slope most, the fastest the segment's start: a steady cup's room is about its noise's
 * slope, and a settle is met by its own shape rather than a multiple of a linear move.
 */
export function settleRoom(decay: readonly SettleDecay[], maxGrams: number): number {
  let room = 0;
  for (const d of decay) room = Math.max(room, Math.min(maxGrams * d.meanShape, Math.abs(d.biasGrams)));
  return room;
}

/**
 * What the settles fitted over a span (`decay`, its first sample at `t0`) may still leave on the
 * mean of that span's later samples ts[from, hi): for each time constant the fitted amplitude, at
 * most `maxGrams`, times the shape's mean over them; the largest. A long span sees a slow settle's
 * curve where its last seconds alone show little but noise.
 */
export function settleRoomAfter(decay: readonly SettleDecay[], t0: number, ts: ArrayLike<number>, from: number, hi: number, maxGrams: number): number {
  let room = 0;
  if (hi <= from) return room;
  for (const d of decay) {
    let shape = 0;
    for (let k = from; k < hi; k++) shape += Math.exp(-((ts[k] as number) - t0) / d.tauMs);
    room = Math.max(room, (Math.min(maxGrams, Math.abs(d.biasGrams / d.meanShape)) * shape) / (hi - from));
  }
  return room;
}
