import { describe, expect, it } from 'vitest';
import { CupWatch } from './cup-watch.ts';
import { createRng } from './rng.ts';

describe('CupWatch', () => {
  it('gives the median of its window and a standard error that shrinks with more samples', () => {
    const rng = createRng(3);
    const few = new CupWatch(1000, 1);
    const many = new CupWatch(1000, 1);
    for (let t = 0; t <= 1000; t += 100) few.add(t, 5 + rng.normal());
    for (let t = 0; t <= 1000; t += 12.5) many.add(t, 5 + rng.normal());
    const a = few.reading(1000);
    const b = many.reading(1000);
    expect(a.grams).toBeCloseTo(5, 0);
    expect(b.grams).toBeCloseTo(5, 0);
    // 2 × 1.25 σ/√n: about 0.75 g for 11 samples, 0.28 g for 81.
    expect(a.standardError).toBeGreaterThan(0.35);
    expect(a.standardError).toBeLessThan(1.3);
    expect(b.standardError).toBeGreaterThan(0.15);
    expect(b.standardError).toBeLessThan(0.45);
    expect(b.standardError!).toBeLessThan(a.standardError!);
  });

  it('has no reading and no error without samples', () => {
    expect(new CupWatch(1000, 1).reading(0)).toEqual({ grams: null, still: false, standardError: null });
  });
});
