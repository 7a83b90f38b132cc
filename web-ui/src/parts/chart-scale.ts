// The live chart's axes. Grams: a hand pressing a cup or a piece lifted out makes a spike of a few
// samples; scaling to the extremes would flatten the traces that matter, so the y axis spans the
// central quantiles of the samples shown and clips spikes. Time: seconds before the newest sample
// (the samples' own clock counts from the server's start, which means nothing at the table).

/** The part of the samples the y axis spans: from this quantile to 1 − it. */
const TAIL = 0.02;
/** The y axis spans at least this many grams, so an empty, quiet cup does not show its noise as waves. */
const MIN_SPAN_G = 4;

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** The y range for the samples (nulls and non-numbers ignored): their central quantiles, padded by a tenth. */
export function robustRange(values: Iterable<number | null | undefined>): [number, number] {
  const xs: number[] = [];
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) xs.push(v);
  if (xs.length === 0) return [-MIN_SPAN_G / 2, MIN_SPAN_G / 2];
  xs.sort((a, b) => a - b);
  let lo = quantile(xs, TAIL);
  let hi = quantile(xs, 1 - TAIL);
  const pad = (hi - lo) / 10;
  lo -= pad;
  hi += pad;
  if (hi - lo < MIN_SPAN_G) {
    const mid = (hi + lo) / 2;
    lo = mid - MIN_SPAN_G / 2;
    hi = mid + MIN_SPAN_G / 2;
  }
  return [lo, hi];
}

/** Sample times (ms, any clock) as seconds before the newest one (≤ 0). */
export function secondsAgo(ts: readonly number[]): number[] {
  const now = ts.at(-1) ?? 0;
  return ts.map((t) => (t - now) / 1000);
}

/** A time-axis label: "now", or "−5 s". */
export function timeLabel(secondsFromNow: number): string {
  const s = Math.round(secondsFromNow);
  return s === 0 ? 'now' : `−${Math.abs(s)} s`;
}
