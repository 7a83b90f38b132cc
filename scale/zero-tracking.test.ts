import { describe, expect, it } from 'vitest';
import { createRng } from './rng.ts';
import { ZeroTracker } from './zero-tracking.ts';

/** Feeds `ms` of readings at 10 samples/s with noise of `sigma`; `grams(t)` the cup's true reading. */
function feed(z: ZeroTracker, from: number, ms: number, grams: (t: number) => number, sigma = 0.3, seed = 1, saturated = false): number {
  const rng = createRng(seed);
  let t = from;
  for (; t < from + ms; t += 100) z.add(t, grams(t) + sigma * rng.normal(), saturated);
  return t;
}

describe('zero tracking and the cup states (OIML R76-style: still, empty, bounded rate and range)', () => {
  it('an empty, still cup is at zero, and fresh once still at zero for 1.5 s: its readings tare it at once', () => {
    const z = new ZeroTracker();
    let t = feed(z, 0, 1000, () => 0.2);
    expect(z.fresh(t)).toBe(false);
    t = feed(z, t, 2000, () => 0.2, 0.3, 2);
    expect(z.state).toBe('zero');
    expect(z.fresh(t)).toBe(true);
    expect(z.emptyReadings(t)?.length).toBeGreaterThan(9);
  });

  it('follows slow drift while empty, so the cup stays at zero', () => {
    const z = new ZeroTracker();
    // 0.01 g/s for 2 minutes: 1.2 g, more than the centre of zero.
    feed(z, 0, 120_000, (t) => 0.01 * (t / 1000), 0.1);
    expect(z.state).toBe('zero');
    expect(Math.abs(z.zero - 1.2)).toBeLessThan(0.2);
  });

  it('never learns a piece or a slow hand as zero: a rate of 0.05 g/s at most, only within half a gram', () => {
    const z = new ZeroTracker();
    let t = feed(z, 0, 3000, () => 0, 0.1);
    const before = z.zero;
    t = feed(z, t, 300, () => 5, 0.1, 3);
    expect(z.state).toBe('motion');
    expect(z.fresh(t)).toBe(false);
    t = feed(z, t, 3000, () => 5, 0.1, 4);
    expect(z.state).toBe('stable');
    // A hand pressing ever harder, 0.3 g/s: the zero follows only while it reads within half a gram.
    const z2 = new ZeroTracker();
    const t2 = feed(z2, 0, 3000, () => 0, 0.05);
    feed(z2, t2, 10_000, (t) => 0.3 * ((t - t2) / 1000), 0.05, 5);
    expect(Math.abs(z2.zero)).toBeLessThan(0.2);
    expect(z2.state).not.toBe('zero');
    expect(Math.abs(z.zero - before)).toBeLessThan(0.01);
  });

  it('stays within its range of the first zero: past it the cup is stable, not at zero', () => {
    const z = new ZeroTracker({ rangeGrams: 1 });
    feed(z, 0, 200_000, (t) => 0.02 * (t / 1000), 0.05);
    expect(z.zero).toBeLessThanOrEqual(1.1);
    expect(z.state).toBe('stable');
  });

  it('an overloaded cell is overload, and a cup that moves is in motion (nothing learnt)', () => {
    const z = new ZeroTracker();
    let t = feed(z, 0, 3000, () => 0);
    t = feed(z, t, 500, () => 20_000, 0, 1, true);
    expect(z.state).toBe('overload');
    expect(z.fresh(t)).toBe(false);
    feed(z, t, 400, (t) => 30 * Math.sin(t / 50), 0.1);
    expect(z.state).toBe('motion');
  });
});
