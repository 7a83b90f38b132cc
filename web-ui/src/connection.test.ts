import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffMs } from './connection.ts';

describe('reconnect backoff', () => {
  it('starts near 250 ms, doubles, and never exceeds 5 s (plus jitter)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (n, r) => {
        const ms = backoffMs(n, () => r);
        const base = Math.min(5000, 250 * 2 ** (n - 1));
        expect(ms).toBeGreaterThanOrEqual(Math.floor(base * 0.75));
        expect(ms).toBeLessThanOrEqual(Math.ceil(base * 1.25));
      }),
    );
    expect(backoffMs(1, () => 0.5)).toBe(250);
    expect(backoffMs(3, () => 0.5)).toBe(1000);
    expect(backoffMs(50, () => 0.5)).toBe(5000);
  });
});
