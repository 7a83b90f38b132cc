import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateTrace } from './trace-model.ts';
import { formatTraceCsv, parseTraceCsv } from './trace-csv.ts';

const rate = (ts: number[]): number => (ts.length - 1) / (((ts[ts.length - 1] as number) - (ts[0] as number)) / 1000);

describe('weigh trace generator', () => {
  it('is reproducible from its seed and writes valid trace files', () => {
    const a = generateTrace(99, { afterMarkMs: 3000 });
    expect(generateTrace(99, { afterMarkMs: 3000 })).toEqual(a);
    expect(generateTrace(100, { afterMarkMs: 3000 }).rows).not.toEqual(a.rows);
    const parsed = parseTraceCsv(formatTraceCsv(a));
    expect(parsed.ok && parsed.trace.rows).toEqual(a.rows);
    expect(parsed.ok && parsed.trace.loadedAt).toBe(a.loadedAt);
  });

  it('runs each cup 10–40 % off its nominal rate, on its own clock (empty fields), in time order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(10 as const, 80 as const), (seed, nominal) => {
        const t = generateTrace(seed, { nominalRate: nominal, afterMarkMs: 5000 });
        const left = t.rows.filter((r) => r.left !== undefined).map((r) => r.t);
        const right = t.rows.filter((r) => r.right !== undefined).map((r) => r.t);
        for (const ts of [left, right]) {
          const off = Math.abs(rate(ts) / nominal - 1);
          expect(off).toBeGreaterThan(0.08);
          expect(off).toBeLessThan(0.42);
        }
        expect(t.rows.some((r) => r.left === undefined || r.right === undefined)).toBe(true);
        for (let i = 1; i < t.rows.length; i++) expect(t.rows[i]!.t).toBeGreaterThan(t.rows[i - 1]!.t);
        expect(t.loadedAt).toBeGreaterThan(0);
      }),
      { numRuns: 20 },
    );
  });

  it('puts the true loads in the cups, measured with noise in the hardware range', () => {
    const t = generateTrace(5, { differenceGrams: 3, nominalRate: 10, wildRate: 0, handChance: 0, afterMarkMs: 10_000 });
    expect(t.truth.differenceGrams).toBeCloseTo(3, 9);
    const late = t.rows.filter((r) => r.t > (t.loadedAt as number) + 3000);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const l = late.flatMap((r) => (r.left === undefined ? [] : [r.left]));
    expect(mean(l)).toBeCloseTo(t.truth.leftGrams, 0);
    const sd = Math.sqrt(mean(l.map((x) => (x - mean(l)) ** 2)));
    expect(sd).toBeGreaterThan(0.03);
    expect(sd).toBeLessThan(0.7);
    for (const s of t.scenario.noise) {
      expect(s).toBeGreaterThanOrEqual(0.05);
      expect(s).toBeLessThanOrEqual(0.5);
    }
  });

  it('leaves the mark out on request', () => {
    expect(generateTrace(1, { withMark: false, afterMarkMs: 1000 }).loadedAt).toBeNull();
  });
});
