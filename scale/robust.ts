// Small robust-statistics helpers for the weigh-off resolver: a load cell's noise is Gaussian
// most of the time, but single wild samples happen (docs/hardware-facts.md), so location and scale
// come from medians, and spikes are replaced before averaging.

export function median(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) return NaN;
  const s = scratch(n);
  let plain = true; // NaN and −0 keep the sort's order for them
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    s[i] = v;
    if (Number.isNaN(v) || Object.is(v, -0)) plain = false;
  }
  return medianOfFirst(s, n, plain);
}

/** Median of buf[0, n), reordering it: selection (linear time) where sorting is not needed. */
function medianOfFirst(buf: Float64Array, n: number, plain: boolean): number {
  const mid = n >> 1;
  if (!plain) {
    const s = buf.subarray(0, n).sort();
    return n % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  }
  const upper = select(buf, n, mid);
  if (n % 2) return upper;
  let lower = -Infinity; // the largest below mid: select left buf[0, mid) ≤ buf[mid]
  for (let i = 0; i < mid; i++) if ((buf[i] as number) > lower) lower = buf[i] as number;
  return (lower + upper) / 2;
}

let buffer = new Float64Array(1024);
/** A shared work buffer of at least n entries (the resolver asks for a few medians of ~600 samples 50 times a second). */
function scratch(n: number): Float64Array {
  if (buffer.length < n) buffer = new Float64Array(Math.max(n, 2 * buffer.length));
  return buffer;
}

/**
 * The k-th smallest of buf[0, n) (Hoare's quickselect, median-of-three pivot), leaving
 * buf[0, k) ≤ buf[k] ≤ buf(k, n). For numbers without NaN.
 */
function select(buf: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (hi > lo) {
    const m = (lo + hi) >> 1;
    // Order buf[lo], buf[m], buf[hi]; the middle one is the pivot and the ends are sentinels.
    if ((buf[m] as number) < (buf[lo] as number)) swap(buf, m, lo);
    if ((buf[hi] as number) < (buf[lo] as number)) swap(buf, hi, lo);
    if ((buf[hi] as number) < (buf[m] as number)) swap(buf, hi, m);
    const pivot = buf[m] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((buf[i] as number) < pivot) i++;
      while ((buf[j] as number) > pivot) j--;
      if (i <= j) swap(buf, i++, j--);
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return buf[k] as number;
}

function swap(buf: Float64Array, i: number, j: number): void {
  const t = buf[i] as number;
  buf[i] = buf[j] as number;
  buf[j] = t;
}

/** A normal distribution's standard deviation over its median absolute deviation. */
export const MAD_TO_SIGMA = 1.4826;

/**
 * White-noise scale from successive differences, read off their lower quartile: steps, slow
 * trends, wild samples and even ringing through half the window barely move it.
 */
export function sigmaFromDifferences(xs: ArrayLike<number>, lo: number, hi: number): number {
  const n = hi - lo - 1;
  if (n < 1) return NaN;
  const d = scratch(n);
  let plain = true;
  for (let i = lo + 1; i < hi; i++) {
    const v = Math.abs((xs[i] as number) - (xs[i - 1] as number));
    d[i - lo - 1] = v;
    if (Number.isNaN(v)) plain = false;
  }
  const k = Math.floor((n - 1) / 4);
  // |x1 − x2| for Gaussian noise of scale σ has its lower quartile at 0.4506 σ.
  return (plain ? select(d, n, k) : (d.subarray(0, n).sort()[k] as number)) / 0.4506;
}

/** Robust scale of values around `center`. */
export function madScale(values: ArrayLike<number>, center: number): number {
  const n = values.length;
  if (n === 0) return NaN;
  const s = scratch(n);
  let plain = true;
  for (let i = 0; i < n; i++) {
    const v = Math.abs((values[i] as number) - center);
    s[i] = v;
    if (Number.isNaN(v)) plain = false;
  }
  return MAD_TO_SIGMA * medianOfFirst(s, n, plain);
}

/** Median of the first n entries of buf (n ≤ 5), sorting them in place. */
function smallMedian(buf: Float64Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const v = buf[i] as number;
    let j = i - 1;
    while (j >= 0 && (buf[j] as number) > v) {
      buf[j + 1] = buf[j] as number;
      j--;
    }
    buf[j + 1] = v;
  }
  const mid = n >> 1;
  return n % 2 ? (buf[mid] as number) : ((buf[mid - 1] as number) + (buf[mid] as number)) / 2;
}

/**
 * Hampel filter over xs[lo, hi): a sample further than `limit` from the median of its
 * neighbourhood (two on each side where they exist; only past ones at the newest end, so nothing
 * looks ahead of the newest sample) is replaced by that median. A step survives: the median of a
 * step's neighbourhood follows it.
 */
export function despike(xs: ArrayLike<number>, lo: number, hi: number, limit: number): Float64Array {
  const out = new Float64Array(hi - lo);
  despikeInto(out, lo, xs, lo, hi, lo, hi, limit);
  return out;
}

/** despike's value for xs[i], i in [from, to) of the window xs[lo, hi), into out[i − at]. */
function despikeInto(out: Float64Array, at: number, xs: ArrayLike<number>, lo: number, hi: number, from: number, to: number, limit: number): void {
  const buf = new Float64Array(5);
  for (let i = from; i < to; i++) {
    const x = xs[i] as number;
    let m: number;
    if (i - 2 >= lo && i + 2 < hi) m = median5(xs[i - 2] as number, xs[i - 1] as number, x, xs[i + 1] as number, xs[i + 2] as number);
    else {
      let n = 0;
      for (let j = Math.max(lo, i - 2); j <= Math.min(hi - 1, i + 2); j++) buf[n++] = xs[j] as number;
      m = smallMedian(buf, n);
    }
    out[i - at] = Math.abs(x - m) > limit ? m : x;
  }
}

/**
 * despike for a log read again and again (the resolver despikes each cup's window at every
 * evaluation): a sample's clean value depends only on its neighbourhood as the window clips
 * it and on the limit, so with the limit unchanged only the window's new samples and its edges are
 * filtered again, in place. The same numbers as despike, in an array valid until the next call.
 */
export class DespikeMemo {
  /** buf[i − base] is the clean value of xs[i] for i in the last window [lo, hi), filtered at `limit`. */
  private buf: Float64Array;
  private base = 0;
  private lo = 0;
  private hi = 0;
  private limit = Number.NaN;
  /** `capacity`: samples held before the buffer is moved or grown. */
  constructor(capacity = 1024) {
    this.buf = new Float64Array(capacity);
  }
  /** Forget the last window (its samples moved: the log dropped its oldest). */
  forget(): void {
    this.limit = Number.NaN;
  }
  despike(xs: ArrayLike<number>, lo: number, hi: number, limit: number): Float64Array {
    // Kept where a sample's neighbourhood is clipped alike in both windows (or not at all).
    let from = limit === this.limit ? Math.max(lo, this.lo) + (lo === this.lo ? 0 : 2) : hi;
    let to = Math.min(hi, this.hi) - (hi === this.hi ? 0 : 2);
    if (from >= to) from = to = hi;
    if (lo < this.base || hi - this.base > this.buf.length) {
      // Move the kept values to the front (of a larger buffer if need be).
      const buf = hi - lo > this.buf.length / 2 ? new Float64Array(2 * (hi - lo)) : this.buf;
      if (buf === this.buf) buf.copyWithin(from - lo, from - this.base, to - this.base);
      else buf.set(this.buf.subarray(from - this.base, to - this.base), from - lo);
      this.buf = buf;
      this.base = lo;
    }
    despikeInto(this.buf, this.base, xs, lo, hi, lo, from, limit);
    despikeInto(this.buf, this.base, xs, lo, hi, to, hi, limit);
    this.lo = lo;
    this.hi = hi;
    this.limit = limit;
    return this.buf.subarray(lo - this.base, hi - this.base);
  }
}

/**
 * Median of five without sorting them (despike asks it for every sample): of a, b, d, e the
 * middle two are the larger of the pairs' minima and the smaller of their maxima, and the median
 * of all five is the median of those two and c. For finite samples (the resolver takes no others).
 */
function median5(a: number, b: number, c: number, d: number, e: number): number {
  const p = Math.max(Math.min(a, b), Math.min(d, e));
  const q = Math.min(Math.max(a, b), Math.max(d, e));
  return Math.max(Math.min(p, q), Math.min(Math.max(p, q), c));
}
