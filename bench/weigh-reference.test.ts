import { describe, expect, it } from 'vitest';
import { LIGHT_HAND, SETTLE } from '../scale/resolver.ts';
import { DECIDED_WITHIN_MS, referenceDelayMs, zoneFigures } from './weigh-reference.ts';

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

  // Issue 32: the fourth reference, a light hand (1.5 g, gone 4 s after the mark) and a settle
  // (1.5 g at the mark, τ up to 8 s) it cannot rule out.
  const hand = { grams: 1.5, goneMs: 4000 };
  const settle = { grams: 1.5, tauMs: 8000 };

  it('reads the hand and the settle from the resolver', () => {
    expect(LIGHT_HAND).toEqual(hand);
    expect(SETTLE).toEqual(settle);
  });

  it('with a hand and a settle, allows for the settle at the samples it uses (hand-computed)', () => {
    // 2 g apart, margin 1.5 g: no samples before the hand is gone can clear it. From 4 s on, with
    // n samples at 4.1 … 4 + n/10 s: 1.5 − 0.05 − drift (~0.037) − 1.5 · mean(exp(−t/8 s)) (0.888 at
    // n = 3) = 0.526 ≥ 0.874 / √3 = 0.505; at n = 2, 0.521 < 0.618. So 4.3 s (the hand alone: 4.1 s).
    expect(referenceDelayMs(trace(2) as never, 0.5, allowance, 20_000, hand)).toBe(4100);
    expect(referenceDelayMs(trace(2) as never, 0.5, allowance, 20_000, hand, settle)).toBe(4300);
  });

  it('with a hand and a settle, names a side with a margin under both only once the hand is gone', () => {
    for (const d of [1.5, 2.5, 3, -3]) expect(referenceDelayMs(trace(d) as never, 0.5, allowance, 20_000, hand, settle)).toBeGreaterThanOrEqual(hand.goneMs);
    // Near the band (margin ≤ 0.5 g) nothing within 12 s: the settle leaves 0.58 g on the mean of 4–12 s.
    expect(referenceDelayMs(trace(1) as never, 0.5, allowance, 20_000, hand, settle)).toBeGreaterThan(DECIDED_WITHIN_MS);
    // 5 g apart clears both from the mark on: 4.5 − 1.5 − 1.48 (the settle at 0.1 s) − 0.07 ≥ 0.874, 1 reading.
    expect(referenceDelayMs(trace(5) as never, 0.5, allowance, 20_000, hand, settle)).toBe(100);
  });

  it('with a settle is never quicker than with the hand alone, nor on ties than with the allowance alone', () => {
    for (const noise of [0.05, 0.2, 0.6])
      for (let d = -4; d <= 4; d += 0.05) {
        const t = { ...trace(d), scenario: { ...trace(d).scenario, noise: [noise, noise / 2] } } as never;
        const withSettle = referenceDelayMs(t, 0.5, allowance, 20_000, hand, settle);
        expect(withSettle).toBeGreaterThanOrEqual(referenceDelayMs(t, 0.5, allowance, 20_000, hand));
        if (Math.abs(d) <= 0.5) expect(withSettle).toBe(referenceDelayMs(t, 0.5, allowance, 20_000));
      }
  });

  it('prints the resolver against both references', () => {
    const outcome = { verdict: 'left' as const, decidedAtMs: 6000 };
    const z = zoneFigures([{ trace: trace(1) as never, outcome }], 20_000, 0.5, allowance);
    expect(z.clear.resolverMedianMs).toBe(1000);
    expect(z.clear.medianRatio).toBe(2.5);
    expect(z.allowingDriftAndCreep?.clearMedianRatio).toBe(2);
  });

  it('prints the resolver against the hand-and-settle reference beside the hand-only one', () => {
    const outcome = { verdict: 'left' as const, decidedAtMs: 5000 + 4300 };
    const z = zoneFigures([{ trace: trace(2) as never, outcome }], 20_000, 0.5, allowance, hand, settle);
    expect(z.allowingALightHand?.clearMedianMs).toBe(4100);
    expect(z.allowingAHandAndASettle).toMatchObject({ clearMedianMs: 4300, clearMedianRatio: 1 });
  });
});
