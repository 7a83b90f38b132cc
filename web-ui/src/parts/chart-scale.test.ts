import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { robustRange, secondsAgo, timeLabel } from './chart-scale.ts';

describe('the live chart’s y axis', () => {
  it('keeps the real traces readable when a lifted piece makes a spike', () => {
    // 20 s at 20 samples/s: a cup at ~50 g, another at ~30 g, and a 0.3 s spike to 400 g.
    const left = Array.from({ length: 400 }, (_, i) => 50 + Math.sin(i / 7) * 0.8);
    const right = Array.from({ length: 400 }, (_, i) => 30 + Math.cos(i / 5) * 0.8);
    for (let i = 200; i < 206; i++) left[i] = 400;
    const [lo, hi] = robustRange([...left, ...right]);
    expect(lo).toBeLessThan(29.2);
    expect(hi).toBeGreaterThan(50.8);
    // The spike is clipped: the traces fill most of the chart, not a sliver at its foot.
    expect(hi - lo).toBeLessThan(40);
  });

  it('shows an empty, quiet cup on a few grams, not its noise blown up', () => {
    const [lo, hi] = robustRange([0.1, -0.2, 0.05, null, 0.15]);
    expect(hi - lo).toBeGreaterThanOrEqual(4);
    expect(lo).toBeLessThan(-0.2);
    expect(hi).toBeGreaterThan(0.15);
  });

  it('has a range with no samples at all', () => {
    expect(robustRange([null, undefined, Number.NaN])).toEqual([-2, 2]);
  });

  it('spans the central samples of any trace (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { minLength: 1, maxLength: 300 }), (xs) => {
        const [lo, hi] = robustRange(xs);
        const sorted = [...xs].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)] as number;
        expect(lo).toBeLessThanOrEqual(median);
        expect(hi).toBeGreaterThanOrEqual(median);
        expect(hi - lo).toBeGreaterThanOrEqual(4 - 1e-9);
      }),
    );
  });
});

describe('the live chart’s time axis', () => {
  it('counts seconds before now, whatever the server’s clock', () => {
    const t = [3_600_000, 3_605_000, 3_610_000, 3_620_000];
    expect(secondsAgo(t)).toEqual([-20, -15, -10, 0]);
    expect(secondsAgo(t).map(timeLabel)).toEqual(['−20 s', '−15 s', '−10 s', 'now']);
    expect(secondsAgo([])).toEqual([]);
  });
});
