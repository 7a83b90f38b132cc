import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../lib/prng.ts';
import { dataOf, estimateCount, sampleData, type UnitData, unitOf, withBatch, withPour, withSingles } from './count-stats.ts';

const gaussian = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const fraction = (d: UnitData) => unitOf(d).spreadGrams / unitOf(d).grams;

describe('learning a unit', () => {
  it('takes a sample placed at once as the unit; its spread is the prior (about 3 %) until pieces show theirs', () => {
    const u = unitOf(sampleData(10, 24.3, 0.01));
    expect(u.grams).toBeCloseTo(2.43, 10);
    expect(u.spreadGrams / u.grams).toBeGreaterThan(0.029);
    expect(u.spreadGrams / u.grams).toBeLessThan(0.033);
    expect(u.se).toBeCloseTo(Math.sqrt(u.spreadGrams ** 2 / 10 + 0.01 / 100), 10);
    expect(u.pieces).toBe(10);
    expect(() => sampleData(0, 1, 0)).toThrow(/whole number/);
  });

  it('reads the spread of pieces put in one at a time: uneven ones widen it, even ones keep it small', () => {
    const r = mulberry32(3);
    const singles = (spread: number) => Array.from({ length: 10 }, () => 2.5 * (1 + spread * gaussian(r)));
    const start = sampleData(10, 25, 0.0002);
    expect(fraction(withSingles(start, singles(0.15), 0.0002))).toBeGreaterThan(0.1);
    expect(fraction(withSingles(start, singles(0.02), 0.0002))).toBeLessThan(0.032);
    expect(withSingles(start, [2.5], 0.0002)).toEqual(start);
  });

  it('learns the spread from every pour: pours between whole counts widen it, pours on whole counts keep it', () => {
    let between = sampleData(10, 25, 0.0002);
    let on = between;
    for (let i = 0; i < 4; i++) {
      between = withPour(between, 2.5 * 10.5, 0.0002);
      on = withPour(on, 2.5 * 10, 0.0002);
    }
    expect(fraction(between)).toBeGreaterThan(0.05);
    expect(fraction(on)).toBeLessThan(0.031);
    expect(unitOf(on).df).toBeGreaterThan(unitOf(sampleData(10, 25, 0.0002)).df as number);
  });

  it('refines the unit with every confirmed batch (ACAI): it moves to their weight and its error shrinks', () => {
    const start = sampleData(10, 25, 0.0002);
    const refined = withBatch(withBatch(start, 20, 50.4, 0.0002), 30, 75.6, 0.0002);
    expect(unitOf(refined).grams).toBeCloseTo((25 + 50.4 + 75.6) / 60, 10);
    expect(unitOf(refined).pieces).toBe(60);
    expect(unitOf(refined).se).toBeLessThan(unitOf(start).se / 2);
  });

  it('keeps a unit between starts as about the belief it stood for (an older one, without df, too)', () => {
    let d = sampleData(10, 25, 0.0002);
    for (const k of [3, 7, 12]) d = withBatch(withPour(d, 2.5 * k, 0.0002), k, 2.5 * k, 0.0002);
    const u = unitOf(d);
    const back = unitOf(dataOf(u));
    expect(back.grams).toBeCloseTo(u.grams, 10);
    expect(back.se).toBeCloseTo(u.se, 3);
    expect(back.spreadGrams / u.spreadGrams).toBeGreaterThan(0.9);
    expect(back.spreadGrams / u.spreadGrams).toBeLessThan(1.1);
    const older = unitOf(dataOf({ grams: 2.5, spreadGrams: 0.1, se: 0.03, pieces: 10 }));
    expect(older.spreadGrams / 0.1).toBeGreaterThan(0.9);
    expect(older.spreadGrams / 0.1).toBeLessThan(1.1);
  });
});

describe('estimateCount', () => {
  const learned = sampleData(10, 20, 0.0002);

  it('counts whole pieces surely and says a weight between two counts is unsure', () => {
    const e = estimateCount(14, learned, 0.01);
    expect(e.pieces).toBe(7);
    expect(e.pWrong).toBeLessThan(1e-6);
    expect(estimateCount(15, learned, 0.01).pWrong).toBeGreaterThan(0.05);
  });

  it('holds the pour against the count expected (the ledger): that tells N from N ± 1 where the weight alone cannot, never a pour that weighs N + 1', () => {
    // 25 pieces of 2 g, the unit learned from ten: the weight alone leaves 25 and 26 in doubt.
    const w = 2 * 25 + 0.3;
    const alone = estimateCount(w, learned, 0.01);
    expect(alone).toMatchObject({ pieces: 25 });
    expect(alone.pWrong).toBeGreaterThan(1e-3);
    const held = estimateCount(w, learned, 0.01, { pieces: 25, odds: 10 });
    expect(held.pieces).toBe(25);
    expect(held.pWrong).toBeLessThan(alone.pWrong / 5);
    // A pour that weighs one piece more than the ledger says is counted as what it weighs.
    const more = estimateCount(2 * 8, learned, 0.01, { pieces: 7, odds: 10 });
    expect(more.pieces).toBe(8);
    expect(more.pWrong).toBeLessThan(1e-4);
  });

  it('states the uncertainty from the spread, the unit and the reading', () => {
    const e = estimateCount(20, learned, 0.04);
    const u = unitOf(learned);
    expect(e.parts.spread).toBeCloseTo(Math.sqrt(10) * (u.spreadGrams / 2), 10);
    expect(e.parts.unit).toBeCloseTo((10 * u.se) / 2, 3);
    expect(e.parts.reading).toBeCloseTo(0.02, 10);
    expect(e.sdPieces).toBeCloseTo(Math.hypot(e.parts.spread, e.parts.unit, e.parts.reading), 10);
  });

  it('grows less sure as the batch grows, until it cannot be sure to the piece', () => {
    const p = (k: number) => estimateCount(k * 2 + 0.4, learned, 0.01).pWrong;
    expect(p(3)).toBeLessThan(p(10));
    expect(p(10)).toBeLessThan(p(30));
    expect(p(30)).toBeGreaterThan(1e-4);
  });

  it('never gives a wrong count when it answers: a sample of ten, 3 % spread, 1–30 pieces, the ledger right or one off', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.double({ min: 1, max: 6, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -1, max: 1 }),
        (seed, grams, k, off) => {
          const r = mulberry32(seed);
          const piece = () => grams * (1 + 0.03 * gaussian(r));
          const readSe = 0.005;
          let d = sampleData(10, sum(Array.from({ length: 10 }, piece)) + readSe * gaussian(r), readSe ** 2);
          // A few cups counted and confirmed before this one.
          for (const n of [4, 9]) {
            const w = sum(Array.from({ length: n }, piece));
            d = withBatch(withPour(d, w, 2 * readSe ** 2), n, w, 2 * readSe ** 2);
          }
          const w = sum(Array.from({ length: k }, piece)) + Math.SQRT2 * readSe * gaussian(r);
          const e = estimateCount(w, d, Math.SQRT2 * readSe, { pieces: Math.max(0, k + off), odds: 10 });
          if (e.pWrong > 1e-4) return;
          answered++;
          expect(e.pieces).toBe(k);
        },
      ),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(1500);
  });
});
