import { describe, expect, it } from 'vitest';
import { anytimeHalfWidth, normalQuantile } from './sequential.ts';

describe('sequential bounds', () => {
  it('the normal quantile matches the tables to 1e-3, and is odd around one half', () => {
    expect(normalQuantile(0.95)).toBeCloseTo(1.6449, 3);
    expect(normalQuantile(0.999)).toBeCloseTo(3.0902, 3);
    expect(normalQuantile(0.975)).toBeCloseTo(1.96, 3);
    expect(normalQuantile(0.05)).toBeCloseTo(-1.6449, 3);
  });

  it('the always-valid half-width is wider than a fixed-sample one at the same rate, and shrinks with the variance', () => {
    const fixed = normalQuantile(1 - 0.001 / 2) * 0.1;
    expect(anytimeHalfWidth(0.01, 0.001, 10)).toBeGreaterThan(fixed);
    expect(anytimeHalfWidth(0.0025, 0.001, 10)).toBeLessThan(anytimeHalfWidth(0.01, 0.001, 10));
    expect(anytimeHalfWidth(0, 0.001, 10)).toBe(Infinity);
  });
});
