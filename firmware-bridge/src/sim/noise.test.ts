import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadCellNoise, mulberry32 } from './noise.ts';

function stats(xs: number[]): { mean: number; sd: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return { mean, sd: Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length) };
}

describe('LoadCellNoise', () => {
  it('is reproducible from its seed', () => {
    const a = new LoadCellNoise(7);
    const b = new LoadCellNoise(7);
    for (let i = 0; i < 100; i++) expect(a.next(100, 10)).toBe(b.next(100, 10));
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('has short-term noise in the range of real load cells, about twice as much at 80 SPS', () => {
    const n = new LoadCellNoise(42, { wildChance: 0 });
    const at10 = Array.from({ length: 300 }, () => n.next(100, 10));
    const at80 = Array.from({ length: 300 }, () => n.next(12.5, 80));
    // Differences of neighbours cancel the slow drift: sd(diff) = sqrt(2) × white rms.
    const diff = (xs: number[]) => xs.slice(1).map((x, i) => x - xs[i]!);
    const s10 = stats(diff(at10)).sd / Math.SQRT2;
    const s80 = stats(diff(at80)).sd / Math.SQRT2;
    expect(s10).toBeGreaterThan(0.05);
    expect(s10).toBeLessThan(0.5);
    expect(s80 / s10).toBeGreaterThan(1.5);
    expect(s80 / s10).toBeLessThan(2.6);
  });

  it('produces occasional wild samples', () => {
    const n = new LoadCellNoise(3, { wildChance: 0.01 });
    const xs = Array.from({ length: 5000 }, () => n.next(100, 10));
    const wild = xs.filter((x) => Math.abs(x) > 15).length;
    expect(wild).toBeGreaterThan(10);
    expect(wild).toBeLessThan(120);
  });

  it('rings after a load change and settles within about half a second', () => {
    const n = new LoadCellNoise(5, { wildChance: 0, rms10: 0 });
    n.kick(100);
    const first = Math.abs(n.next(12.5, 80));
    let later = 0;
    for (let i = 0; i < 60; i++) later = n.next(12.5, 80); // 0.75 s later
    expect(first).toBeGreaterThan(10);
    expect(Math.abs(later)).toBeLessThan(1);
  });
});

describe('LoadCellNoise drift, creep and warm-up (a warmed-up rig, docs/hardware-facts.md)', () => {
  const quiet = { rms10: 0, wildChance: 0 };

  it('drifts smoothly: never faster than its rate bound, and the zero stays near 0 for hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0.001, 0.002, 0.004), (seed, rate) => {
        const n = new LoadCellNoise(seed, { ...quiet, driftGramsPerSecond: rate });
        let prev = n.next(100, 10);
        for (let s = 0; s < 3600; s++) {
          let x = prev;
          for (let k = 0; k < 10; k++) x = n.next(100, 10);
          expect(Math.abs(x - prev)).toBeLessThanOrEqual(rate * 1.0001);
          expect(Math.abs(x)).toBeLessThan((rate / 0.002) * 0.4);
          prev = x;
        }
      }),
      { numRuns: 8 },
    );
  });

  it('moves over minutes, not seconds: some cells drift by more than 0.05 g in 10 minutes', () => {
    const moved = Array.from({ length: 20 }, (_, seed) => {
      const n = new LoadCellNoise(seed, quiet);
      const first = n.next(100, 10);
      let x = first;
      for (let i = 0; i < 6000; i++) x = n.next(100, 10);
      return Math.abs(x - first);
    });
    expect(moved.filter((m) => m > 0.05).length).toBeGreaterThan(3);
  });

  it('creeps after a load change by at most 0.03 % of it, in the direction of the change', () => {
    const creeps = Array.from({ length: 30 }, (_, seed) => {
      const n = new LoadCellNoise(seed, { ...quiet, driftGramsPerSecond: 0 });
      n.kick(1000);
      let x = 0;
      for (let i = 0; i < 1200; i++) x = n.next(100, 10); // 2 minutes: the ringing is long gone
      return x;
    });
    for (const c of creeps) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(0.3);
    }
    expect(Math.max(...creeps)).toBeGreaterThan(0.05);
  });

  it('warms up only when asked: about 1.8 g over the first 2 minutes, then settles', () => {
    const run = (warmUp: boolean, seconds: number) => {
      const n = new LoadCellNoise(11, { ...quiet, warmUp });
      let x = 0;
      for (let i = 0; i < seconds * 10; i++) x = n.next(100, 10);
      return x;
    };
    expect(Math.abs(run(false, 120))).toBeLessThan(0.3);
    expect(Math.abs(run(true, 120))).toBeGreaterThan(1.5);
    expect(Math.abs(run(true, 120))).toBeLessThan(2.1);
    expect(Math.abs(run(true, 900) - run(true, 840))).toBeLessThan(0.05);
  });
});
