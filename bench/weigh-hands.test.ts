import { describe, expect, it } from 'vitest';
import { handCase, handTrace } from '../scale/hand-model.ts';
import { judgeTrace } from '../scale/judge.ts';
import { rateUpperBound, runHandsFamily } from './weigh-common.ts';

describe("bench:weigh's hands around the mark", () => {
  it('bounds a rate from above at 95 % (Clopper–Pearson)', () => {
    // none in n: 1 − 0.05^(1/n), about 3 / n (the rule of three)
    expect(rateUpperBound(0, 1000)).toBeCloseTo(1 - 0.05 ** (1 / 1000), 6);
    // 1 in 100: the textbook 4.66 %; 2 in 8000: 0.079 %
    expect(rateUpperBound(1, 100)).toBeCloseTo(0.0466, 3);
    expect(rateUpperBound(2, 8000)).toBeCloseTo(0.00079, 5);
  });

  it('plays the same cases from the same seed, within the property’s ranges', () => {
    expect(handCase(7, 3)).toEqual(handCase(7, 3));
    expect(handCase(7, 3)).not.toEqual(handCase(7, 4));
    for (let i = 0; i < 200; i++) {
      const c = handCase(11, i);
      expect(Math.abs(c.differenceGrams)).toBeLessThanOrEqual(6);
      expect(c.startMs).toBeGreaterThanOrEqual(-1000);
      expect(c.startMs).toBeLessThanOrEqual(2500);
      expect(c.durationMs).toBeGreaterThanOrEqual(200);
      expect(c.durationMs).toBeLessThanOrEqual(1500);
      expect(Math.abs(c.grams)).toBeGreaterThanOrEqual(2);
      expect(Math.abs(c.grams)).toBeLessThanOrEqual(40);
    }
  });

  it('adds the hand to the trace where the case says, and counts a wrong winner', () => {
    const c = { seed: 5, differenceGrams: 3, cup: 'left' as const, startMs: 100, durationMs: 1000, grams: -20 };
    const { trace, truth } = handTrace(c);
    expect(truth.differenceGrams).toBeCloseTo(3, 6);
    const mark = trace.loadedAt as number;
    const during = trace.rows.filter((r) => r.left !== undefined && r.t > mark + 300 && r.t < mark + 900);
    const after = trace.rows.filter((r) => r.left !== undefined && r.t > mark + 3000);
    const mean = (rows: typeof during) => rows.reduce((a, r) => a + (r.left as number), 0) / rows.length;
    expect(mean(after) - mean(during)).toBeGreaterThan(15);
    // A reckless resolver (sure at 50 %, settled after 50 ms) is caught naming wrong winners, and
    // each listed case replays to the verdict it gave.
    const reckless = { wrongWinnerRate: 0.5, minSettledMs: 50, calmExtraMs: 0, disturbedSettleMs: 50 };
    const f = runHandsFamily(40, 3, reckless) as { wrongWinners: number; wrongCases: Array<{ i: number; verdict: string }> };
    expect(f.wrongWinners).toBeGreaterThan(0);
    expect(f.wrongCases.length).toBe(Math.min(10, f.wrongWinners));
    for (const w of f.wrongCases) expect(judgeTrace(handTrace(handCase(3, w.i)).trace, reckless).heavier).toBe(w.verdict);
    const careful = runHandsFamily(40, 3) as { wrongWinners: number; decided: number };
    expect(careful.wrongWinners).toBe(0);
    expect(careful.decided).toBeGreaterThan(20);
  });
});
