import { describe, expect, it } from 'vitest';
import { LoadCell, mulberry32 } from './load-cell.ts';

const cal = { offset: 8000, countsPerGram: 400 };
const grams = (cell: LoadCell) => (cell.convert() - cal.offset) / cal.countsPerGram;

describe('LoadCell (emulated HX711 input)', () => {
  it('is exact with noise off', () => {
    const cell = new LoadCell(cal, mulberry32(1));
    cell.setGrams(12.5);
    expect(cell.convert()).toBe(8000 + 12.5 * 400);
  });

  it('scatters by about 0.47 g rms around the load with noise on', () => {
    const cell = new LoadCell(cal, mulberry32(2));
    cell.noise = true;
    cell.setGrams(100);
    const xs = Array.from({ length: 4000 }, () => grams(cell));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const typical = xs.filter((x) => Math.abs(x - mean) < 10);
    const sd = Math.sqrt(typical.reduce((a, b) => a + (b - mean) ** 2, 0) / typical.length);
    expect(Math.abs(mean - 100)).toBeLessThan(0.2);
    expect(sd).toBeGreaterThan(0.4);
    expect(sd).toBeLessThan(0.55);
  });

  it('drifts no faster than 0.002 g/s of rig time, and stays within a few tenths of a gram for an hour', () => {
    for (let seed = 1; seed <= 10; seed++) {
      let ms = 0;
      const cell = new LoadCell(cal, mulberry32(seed), () => ms);
      cell.noise = true;
      // Mean of 400 conversions in a 1 s slice: noise ~0.02 g; wild samples trimmed.
      const slice = (): number => {
        const xs: number[] = [];
        for (let i = 0; i < 400; i++) {
          ms += 2.5;
          xs.push(grams(cell));
        }
        const kept = xs.filter((x) => Math.abs(x) < 5);
        return kept.reduce((a, b) => a + b, 0) / kept.length;
      };
      const first = slice();
      ms += 600_000;
      const tenMinutes = slice();
      expect(Math.abs(tenMinutes - first)).toBeLessThan(0.002 * 600 + 0.1);
      for (let k = 0; k < 5; k++) {
        ms += 600_000;
        expect(Math.abs(slice())).toBeLessThan(0.5);
      }
    }
  });

  it('without a clock counts each conversion as 12.5 ms: 10 s of 80 SPS drifts less than 0.05 g', () => {
    const cell = new LoadCell(cal, mulberry32(5));
    cell.noise = true;
    const mean = (n: number) => {
      const xs = Array.from({ length: n }, () => grams(cell)).filter((x) => Math.abs(x) < 5);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    const a = mean(800);
    const b = mean(800);
    expect(Math.abs(b - a)).toBeLessThan(0.05 + 0.1);
  });
});
