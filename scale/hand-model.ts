// A steady hand around "All in, weigh!" (R24): the case the touch property and bench:weigh's
// hands family play. A hand pressing on a cup or lifting it for 0.2–1.5 s, from a second before
// the mark to 2.5 s after, while the contest is anything from a clear win to a true tie.
import { createRng } from './rng.ts';
import { generateTrace, type GeneratedTrace } from './trace-model.ts';
import type { Side, Trace } from './trace.ts';

export interface HandCase {
  seed: number;
  /** True difference left − right, g. */
  differenceGrams: number;
  cup: Side;
  /** When the hand arrives, ms after the mark (negative: before it). */
  startMs: number;
  durationMs: number;
  /** A press, or a lift when negative, g. */
  grams: number;
}

/**
 * A hand on one cup, added to a recorded trace: `grams` with a 100 ms ramp at both ends and only a
 * small, slow tremble, steadier than a real hand (the resolver must not rely on seeing the tremor).
 */
export function withHand(trace: Trace, cup: Side, startMs: number, durationMs: number, grams: number): Trace {
  const end = startMs + durationMs;
  return {
    loadedAt: trace.loadedAt,
    rows: trace.rows.map((r) => {
      const g = r[cup];
      if (g === undefined || r.t < startMs || r.t > end) return r;
      const edge = Math.min(1, (r.t - startMs) / 100, (end - r.t) / 100);
      return { ...r, [cup]: g + edge * (grams + 0.3 * Math.sin((2 * Math.PI * r.t) / 1500)) };
    }),
  };
}

/** The `i`th case of a family: differences −6…6 g (a tenth exact ties), hands of 2–40 g. */
export function handCase(seed: number, i: number): HandCase {
  const rng = createRng(seed * 1_000_003 + i);
  return {
    seed: rng.int(1, 2 ** 31 - 1),
    differenceGrams: rng.chance(0.1) ? 0 : rng.uniform(-6, 6),
    cup: rng.pick(['left', 'right'] as const),
    startMs: rng.int(-1000, 2500),
    durationMs: rng.int(200, 1500),
    grams: rng.uniform(2, 40) * (rng.chance(0.5) ? 1 : -1),
  };
}

/** The case's trace: 8 s recorded after the mark, no other hand; the touch added. */
export function handTrace(c: HandCase): { trace: Trace; truth: GeneratedTrace['truth'] } {
  const base = generateTrace(c.seed, { afterMarkMs: 8000, differenceGrams: c.differenceGrams, handChance: 0 });
  return { trace: withHand(base, c.cup, (base.loadedAt as number) + c.startMs, c.durationMs, c.grams), truth: base.truth };
}
