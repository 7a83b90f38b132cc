// Small robust-statistics helpers for the weigh-off resolver: a load cell's noise is Gaussian
// most of the time, but single wild samples happen (docs/hardware-facts.md), so location and scale
// come from medians, and spikes are replaced before averaging.

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = Float64Array.from(values).sort();
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const MAD_TO_SIGMA = 1.4826;

/**
 * White-noise scale from successive differences, read off their lower quartile: steps, slow
 * trends, wild samples and even ringing through half the window barely move it.
 */
export function sigmaFromDifferences(xs: ArrayLike<number>, lo: number, hi: number): number {
  const n = hi - lo - 1;
  if (n < 1) return NaN;
  const d = new Float64Array(n);
  for (let i = lo + 1; i < hi; i++) d[i - lo - 1] = Math.abs((xs[i] as number) - (xs[i - 1] as number));
  d.sort();
  // |x1 − x2| for Gaussian noise of scale σ has its lower quartile at 0.4506 σ.
  return (d[Math.floor((n - 1) / 4)] as number) / 0.4506;
}

/** Robust scale of values around `center`. */
export function madScale(values: number[], center: number): number {
  return MAD_TO_SIGMA * median(values.map((v) => Math.abs(v - center)));
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
  const buf = new Float64Array(5);
  for (let i = lo; i < hi; i++) {
    const x = xs[i] as number;
    let n = 0;
    for (let j = Math.max(lo, i - 2); j <= Math.min(hi - 1, i + 2); j++) buf[n++] = xs[j] as number;
    const m = smallMedian(buf, n);
    out[i - lo] = Math.abs(x - m) > limit ? m : x;
  }
  return out;
}
