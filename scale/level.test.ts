import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CorrelationMemo, calmSince, NoiseMemory, windowCorrelation } from './level.ts';
import { createRng } from './rng.ts';

/** One cup at 10 samples/s: `before` g until `stepMs`, then `after` g ringing at 3.3 Hz, plus white noise. */
function cup(seed: number, stepMs: number, before: number, after: number, ringGrams: number, sigma: number, endMs: number): { ts: number[]; xs: number[] } {
  const rng = createRng(seed);
  const ts: number[] = [];
  const xs: number[] = [];
  for (let t = 0; t <= endMs; t += 97) {
    const age = t - stepMs;
    const ring = age >= 0 ? ringGrams * Math.exp(-age / 500) * Math.sin((2 * Math.PI * 3.3 * age) / 1000) : 0;
    ts.push(t);
    xs.push((age >= 0 ? after : before) + ring + sigma * rng.normal());
  }
  return { ts, xs };
}

const calm = (c: { ts: number[]; xs: number[] }, now: number, level: number, tol: number): number =>
  calmSince(c.ts, c.xs, 0, c.ts.length, now, level, tol, 0.2, 4, 500, 125, 3000);

describe('calmSince', () => {
  it('a change bigger than the tolerance is seen: the cup is calm only since about when it came', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.double({ min: 3, max: 40, noNaN: true }), fc.boolean(), (seed, grams, up) => {
        const step = 4000;
        const c = cup(seed, step, 100, 100 + (up ? grams : -grams), 0, 0.2, 6000);
        // tolerance half the change: windows more than half before the change are off by more
        const since = calm(c, 6000, 100 + (up ? grams : -grams), grams / 2);
        expect(since).toBeGreaterThanOrEqual(step - 250 - 125);
        expect(since).toBeLessThanOrEqual(step);
      }),
      { numRuns: 60 },
    );
  });

  it('ringing around the level and noise within the tolerance keep the cup calm back to the look-back limit', () => {
    const c = cup(3, 4000, 100, 100, 4, 0.2, 6000);
    expect(calm(c, 6000, 100, 1)).toBeLessThanOrEqual(6000 - 3000);
    // the same ring read with a tolerance below its leftover in a window is not calm for long
    expect(calm(c, 4600, 100, 0.05)).toBeGreaterThan(4600 - 1000);
  });

  it("'rises': a piece landing keeps the cup calm, a lift hidden by a piece landing during it does not (issue 16)", () => {
    const rng = createRng(5);
    const series = (at: (t: number) => number) => {
      const ts: number[] = [];
      const xs: number[] = [];
      for (let t = 0; t <= 6000; t += 97) {
        ts.push(t);
        xs.push(at(t) + 0.2 * rng.normal());
      }
      return { ts, xs };
    };
    const rises = (c: { ts: number[]; xs: number[] }) => calmSince(c.ts, c.xs, 0, c.ts.length, 6000, 100, 1, 0.2, 4, 500, 50, 3000, 'rises');
    // A 10 g piece at 4.5 s: a rise, calm back to the look-back limit.
    expect(rises(series((t) => (t < 4500 ? 90 : 100)))).toBeLessThanOrEqual(3000);
    // A hand lifts 10 g at 4 s and a 10 g piece lands at 5 s: the level is back where it was, but the cup fell at 4 s.
    expect(rises(series((t) => (t < 4000 ? 100 : t < 5000 ? 90 : 100)))).toBeGreaterThan(4000 - 500);
    // Both ways, the piece alone already breaks the calm.
    const piece = series((t) => (t < 4500 ? 90 : 100));
    expect(calmSince(piece.ts, piece.xs, 0, piece.ts.length, 6000, 100, 1, 0.2, 4, 500, 50, 3000)).toBeGreaterThan(4000);
  });

  it('too few samples (a stalled cup) are not calm', () => {
    expect(calmSince([0, 100], [1, 1], 0, 2, 5000, 1, 1, 0.2, 4, 500, 125, 2000)).toBe(5000);
  });
});

describe('NoiseMemory', () => {
  const remembered = (seed: number, sigma: number, quiet: number, total: number): number => {
    const rng = createRng(seed);
    const memory = new NoiseMemory();
    for (let i = 0; i < total; i++) memory.add(sigma * rng.normal() + (i < quiet ? 0 : 5 * Math.sin(i * 2.1)));
    return memory.sigma();
  };

  it('remembers the quiet noise of a cup that rang through most of its samples, within a factor 4.5', () => {
    // 60 quiet samples, then 240 ringing (pieces dropping at 10 samples/s): the lower quartile of
    // runs of 16 remembered the ringing, about 20 times the noise. Over 20,000 seeds the ratio
    // ranged 0.73–4.0 (0.11 % above 3.5, the bound this test had until it failed in CI).
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.double({ min: 0.05, max: 0.5, noNaN: true }), (seed, sigma) => {
        const s = remembered(seed, sigma, 60, 300);
        expect(s).toBeGreaterThan(0.5 * sigma);
        expect(s).toBeLessThan(4.5 * sigma);
      }),
      { numRuns: 40 },
    );
  });

  it('remembers steady noise without bias once the quiet samples are many', () => {
    const ratios = Array.from({ length: 40 }, (_, k) => remembered(k + 1, 0.3, 800, 800) / 0.3);
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    expect(mean).toBeGreaterThan(0.85);
    expect(mean).toBeLessThan(1.15);
  });

  it('knows nothing before two runs', () => {
    const memory = new NoiseMemory();
    for (let i = 0; i < 10; i++) memory.add(i % 2);
    expect(memory.sigma()).toBeNaN();
  });
});

describe('CorrelationMemo', () => {
  it('gives windowCorrelation’s very numbers while the samples grow, their start moves and their newest change (issue 30)', () => {
    // Each call: the newest few samples redrawn (a despiked edge; fewer or more), more appended, and where they start.
    const sample = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.double({ min: -5, max: 5, noNaN: true }));
    const call = fc.record({
      add: fc.array(sample, { maxLength: 12 }),
      drop: fc.nat(3),
      redraw: fc.array(sample, { maxLength: 3 }),
      from: fc.integer({ min: -6, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(sample, { minLength: 20, maxLength: 60 }), fc.array(call, { minLength: 1, maxLength: 30 }), (start, calls) => {
        const memo = new CorrelationMemo();
        const xs = [...start];
        let from = 0;
        return calls.every(({ add, drop, redraw, from: step }) => {
          xs.splice(Math.max(1, xs.length - drop), drop, ...redraw);
          xs.push(...add);
          from = Math.max(0, Math.min(xs.length - 1, from + step));
          const since = xs.slice(from);
          return Object.is(memo.correlation(since, from), windowCorrelation(since));
        });
      }),
    );
  });
});
