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
