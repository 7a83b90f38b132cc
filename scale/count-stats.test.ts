import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../lib/prng.ts';
import { estimateCount, learnUnit, type Unit } from './count-stats.ts';

const gaussian = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

describe('learnUnit', () => {
  it('averages the total over the pieces and bounds the spread from above', () => {
    const incs = [2, 2.1, 1.9, 2.05, 1.95, 2, 2.02, 1.98, 2.1, 1.9];
    const u = learnUnit(incs, 20, 0.005);
    expect(u.grams).toBeCloseTo(2, 10);
    const sd = Math.sqrt(incs.reduce((a, x) => a + (x - 2) ** 2, 0) / 9);
    expect(u.spreadGrams).toBeGreaterThan(sd);
    expect(u.spreadGrams).toBeLessThan(2 * sd);
    expect(u.se).toBeCloseTo(Math.sqrt(u.spreadGrams ** 2 / 10 + (2 * 0.005 ** 2) / 100), 10);
  });

  it('never assumes pieces spread less than 2 % of their weight', () => {
    expect(learnUnit(Array(10).fill(3), 30, 0.001).spreadGrams).toBeCloseTo(0.06, 10);
  });

  it('refuses to learn from fewer than two pieces', () => {
    expect(() => learnUnit([2], 2, 0.01)).toThrow(/two pieces/);
  });
});

describe('estimateCount', () => {
  const unit: Unit = { grams: 2, spreadGrams: 0.06, se: 0.02, pieces: 10 };

  it('counts whole pieces surely and says a weight between two counts is unsure', () => {
    const e = estimateCount(14, unit, 0.01);
    expect(e.pieces).toBe(7);
    expect(e.pWrong).toBeLessThan(1e-6);
    const half = estimateCount(15, unit, 0.01);
    expect(half.pWrong).toBeGreaterThan(0.05);
  });

  it('states the uncertainty from the spread, the unit and the reading', () => {
    const e = estimateCount(20, unit, 0.04);
    expect(e.parts.spread).toBeCloseTo(Math.sqrt(10 * 0.06 ** 2) / 2, 10);
    expect(e.parts.unit).toBeCloseTo((10 * 0.02) / 2, 10);
    expect(e.parts.reading).toBeCloseTo(0.02, 10);
    expect(e.sdPieces).toBeCloseTo(Math.hypot(e.parts.spread, e.parts.unit, e.parts.reading), 10);
  });

  it('grows less sure as the batch grows, until it cannot be sure to the piece', () => {
    const p = (k: number) => estimateCount(k * 2 + 0.4, unit, 0.01).pWrong;
    expect(p(3)).toBeLessThan(p(10));
    expect(p(10)).toBeLessThan(p(30));
    expect(p(30)).toBeGreaterThan(1e-4);
  });

  it('never gives a wrong count when it answers: learned units, 3 % spread, 1–30 pieces', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 1, max: 6, noNaN: true }), fc.integer({ min: 1, max: 30 }), (seed, grams, k) => {
        const r = mulberry32(seed);
        const piece = () => grams * (1 + 0.03 * gaussian(r));
        const readSe = 0.005;
        const incs = Array.from({ length: 10 }, piece);
        const u = learnUnit(
          incs.map((x) => x + readSe * gaussian(r)),
          incs.reduce((a, b) => a + b, 0) + readSe * gaussian(r),
          readSe,
        );
        const w = Array.from({ length: k }, piece).reduce((a, b) => a + b, 0) + Math.SQRT2 * readSe * gaussian(r);
        const e = estimateCount(w, u, Math.SQRT2 * readSe);
        if (e.pWrong > 1e-4) return;
        answered++;
        expect(e.pieces).toBe(k);
      }),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(300);
  });
});
