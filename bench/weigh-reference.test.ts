import { describe, expect, it } from 'vitest';
import { referenceDelayMs, zoneFigures } from './weigh-reference.ts';

// Cups of σ 0.2 g read every 100 ms, settled at the mark (5 s after the tare), 100 g in the heavier.
const trace = (differenceGrams: number) => ({
  truth: { leftGrams: 100, rightGrams: 100 - differenceGrams, differenceGrams },
  scenario: { noise: [0.2, 0.2], settledAtMs: 5000, periodMs: [100, 100] },
  loadedAt: 5000,
});
const allowance = { driftGramsPerSecond: 0.004, relativeError: 0.0005 };

describe('the physical-limit reference of bench:weigh', () => {
  it('needs (3.09 · √(σ² + σ²) / margin)² readings after settling', () => {
    // margin 0.5 g: (3.09 · 0.283 / 0.5)² = 3.06 → 4 readings, 400 ms
    expect(referenceDelayMs(trace(1) as never)).toBe(400);
    expect(referenceDelayMs(trace(0.5) as never)).toBe(Infinity);
  });

  it('with the allowance, waits until the margin left after drift and creep covers the noise', () => {
    // margin 0.5 − 0.05 (creep of 100 g) − drift 0.004 g/s × ~5 s = 0.43: (0.874 / 0.43)² → 5 readings
    expect(referenceDelayMs(trace(1) as never, 0.5, allowance)).toBe(500);
    // margin 0.1 g: the allowance alone takes 0.07 g and grows, so it never decides within 20 s
    expect(referenceDelayMs(trace(0.6) as never, 0.5, allowance)).toBe(Infinity);
    expect(referenceDelayMs(trace(0.6) as never)).toBeLessThan(20_000);
  });

  it('prints the resolver against both references', () => {
    const outcome = { verdict: 'left' as const, decidedAtMs: 6000 };
    const z = zoneFigures([{ trace: trace(1) as never, outcome }], 20_000, 0.5, allowance);
    expect(z.clear.resolverMedianMs).toBe(1000);
    expect(z.clear.medianRatio).toBe(2.5);
    expect(z.allowingDriftAndCreep?.clearMedianRatio).toBe(2);
  });
});
