// What a cup's raw samples say, measured on the rig's own clock: its rate, its noise, a level over
// a stretch of time and its drift. Pure numbers, in counts; the findings turn them into grams.
import { median, sigmaFromDifferences } from '../../../scale/robust.ts';
import type { RawSample } from './recording.ts';

/** How much of a window gives a level (ms). */
export const LEVEL_MS = 1000;
const RAW_MIN = -8388608;
const RAW_MAX = 8388607;

/** Samples per second from the rig's own clock: (n − 1) intervals over the time they span. */
export function samplesPerSecond(samples: readonly RawSample[]): number | null {
  if (samples.length < 3) return null;
  const span = samples.at(-1)!.t - samples[0]!.t;
  return span > 0 ? ((samples.length - 1) * 1000) / span : null;
}

/** White-noise rms in counts (robust to drift, steps and wild samples). */
export function noiseCounts(samples: readonly RawSample[]): number | null {
  if (samples.length < 10) return null;
  return sigmaFromDifferences(
    samples.map((s) => s.raw),
    0,
    samples.length,
  );
}

/** The level (median) of the samples whose time lies in [from, to) of the rig's clock. */
export function levelBetween(samples: readonly RawSample[], from: number, to: number): number | null {
  const inside = samples.filter((s) => s.t >= from && s.t < to).map((s) => s.raw);
  return inside.length === 0 ? null : median(inside);
}

/**
 * Drift in counts per second: a straight line through the medians of one-second blocks (wild
 * samples do not move a median), with the slope's standard error from the line's residuals.
 */
export function driftCountsPerSecond(samples: readonly RawSample[]): { slope: number; standardError: number } | null {
  if (samples.length < 10) return null;
  const t0 = samples[0]!.t;
  const blocks = new Map<number, RawSample[]>();
  for (const s of samples) {
    const k = Math.floor((s.t - t0) / LEVEL_MS);
    const list = blocks.get(k) ?? [];
    list.push(s);
    blocks.set(k, list);
  }
  const points = [...blocks.values()].filter((v) => v.length >= 3).map((v) => ({ x: median(v.map((s) => s.t - t0)) / 1000, y: median(v.map((s) => s.raw)) }));
  if (points.length < 4) return null;
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length;
  const my = points.reduce((a, p) => a + p.y, 0) / points.length;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  const slope = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / sxx;
  const residual = points.reduce((a, p) => a + (p.y - my - slope * (p.x - mx)) ** 2, 0) / (points.length - 2);
  // A few blocks' residuals can understate the spread by chance: never less than the noise allows
  // (a median of n samples is within 1.25 σ/√n).
  const perBlock = samples.length / points.length;
  const fromNoise = (1.25 * (noiseCounts(samples) ?? 0)) / Math.sqrt(perBlock);
  return { slope, standardError: Math.sqrt(Math.max(residual, fromNoise ** 2) / sxx) };
}

/** Half or more of the samples at the HX711's limit: a loose load-cell wire or an overload. */
export const saturated = (samples: readonly RawSample[]): boolean =>
  samples.length > 0 && samples.filter((s) => s.raw <= RAW_MIN || s.raw >= RAW_MAX).length * 2 >= samples.length;

/** How long a level is read over: a second, two at 10 samples/s (a median of ten is too loose). */
export const levelMs = (rate: number): number => (rate < 40 ? 2 * LEVEL_MS : LEVEL_MS);
