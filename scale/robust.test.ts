// The resolver's medians are found by selection, not sorting (issue 30: they were a quarter of the
// weigh-off's CPU); they must be the very numbers a sort gives, or verdicts would change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DespikeMemo, despike, madScale, median, sigmaFromDifferences } from './robust.ts';

const sortedMedian = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = Float64Array.from(xs).sort();
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

// Few distinct values (ties), wide ones, and the odd NaN or −0, in lists up to 700 long.
const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -1e6, max: 1e6 }), fc.constantFrom(-0, 0, NaN, Infinity));
const values = fc.array(value, { maxLength: 700 });

describe('robust statistics by selection', () => {
  it('median is bit for bit the sorted list’s middle', () => {
    fc.assert(fc.property(values, (xs) => Object.is(median(xs), sortedMedian(xs))));
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it('madScale and sigmaFromDifferences are what sorting gives', () => {
    fc.assert(
      fc.property(values, fc.double({ min: -10, max: 10 }), (xs, c) => {
        const d = xs.slice(1).map((x, i) => Math.abs(x - (xs[i] as number)));
        const quartile = d.length === 0 ? NaN : (Float64Array.from(d).sort()[Math.floor((d.length - 1) / 4)] as number) / 0.4506;
        return Object.is(madScale(xs, c), 1.4826 * sortedMedian(xs.map((x) => Math.abs(x - c)))) && Object.is(sigmaFromDifferences(xs, 0, xs.length), quartile);
      }),
    );
  });

  it('despike replaces the very samples a sorted neighbourhood would, by the same medians', () => {
    const sample = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -50, max: 50, noNaN: true }));
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 60 }), fc.nat(5), fc.double({ min: 0, max: 20, noNaN: true }), (xs, cut, limit) => {
        const lo = Math.min(cut, xs.length);
        const out = despike(xs, lo, xs.length, limit);
        return xs.slice(lo).every((x, k) => {
          const i = lo + k;
          const m = sortedMedian(xs.slice(Math.max(lo, i - 2), Math.min(xs.length, i + 3)));
          return out[k] === (Math.abs(x - m) > limit ? m : x); // ±0 alike: sums start from +0
        });
      }),
    );
  });

  it('DespikeMemo gives despike’s very numbers for a log read through windows that move, grow and shrink (issue 30)', () => {
    const sample = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -50, max: 50, noNaN: true }));
    // Each read: samples to append, how many the window holds, and its limit (mostly as before).
    const read = fc.record({ add: fc.array(sample, { maxLength: 6 }), width: fc.nat(14), limit: fc.constantFrom(2, 2, 2, 9) });
    fc.assert(
      fc.property(fc.array(read, { minLength: 1, maxLength: 40 }), fc.nat(39), (reads, forgetAt) => {
        const memo = new DespikeMemo(8); // small: its buffer moves and grows
        const xs: number[] = [];
        return reads.every(({ add, width, limit }, k) => {
          xs.push(...add);
          if (k === forgetAt) memo.forget();
          const lo = Math.max(0, xs.length - width);
          const hi = Math.max(lo, xs.length - (k % 3 === 2 ? 1 : 0)); // now and then a window ending before the newest
          return JSON.stringify([...memo.despike(xs, lo, hi, limit)]) === JSON.stringify([...despike(xs, lo, hi, limit)]);
        });
      }),
    );
  });
});
