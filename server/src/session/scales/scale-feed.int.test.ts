import { describe, expect, it } from 'vitest';
import { LoadCellNoise } from '../../../../firmware-bridge/src/index.ts';
import { ScaleFeed } from './scale-feed.ts';

/** `ms` of samples at `rate`/s on both cups, with real load-cell noise, `left`/`right` grams loaded. */
function feed(
  f: ScaleFeed,
  t0: number,
  ms: number,
  left: number,
  right: number,
  noise: [LoadCellNoise, LoadCellNoise],
  rate: 10 | 80 = 80,
  each?: () => void,
): number {
  let t = t0;
  const dt = 1000 / rate;
  for (; t < t0 + ms; t += dt) {
    f.add({ cup: 0, t, raw: 0, grams: left + noise[0].next(dt, rate), saturated: false });
    f.add({ cup: 1, t, raw: 0, grams: right + noise[1].next(dt, rate), saturated: false });
    each?.();
  }
  return t;
}

describe('the live cups', () => {
  it('call noisy but steady cups settled at 80 samples/s, and moving cups not', () => {
    let settled = 0;
    let moving = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const noise: [LoadCellNoise, LoadCellNoise] = [new LoadCellNoise(seed * 7, { wildChance: 0 }), new LoadCellNoise(seed * 7 + 1, { wildChance: 0 })];
      const f = new ScaleFeed();
      let t = feed(f, 0, 3000, 40, 35, noise);
      if (f.reading().settled) settled++;
      t = feed(f, t, 500, 49, 35, noise); // a 9 g piece goes in, half a second ago
      if (!f.reading().settled) moving++;
      const r = f.take();
      expect(Math.abs((r?.left ?? 0) - 49)).toBeLessThan(4); // the latest sample, noise and all
      expect(Math.abs((r?.right ?? 0) - 35)).toBeLessThan(4);
      expect(f.take()).toBeNull(); // nothing new since
    }
    expect(settled).toBeGreaterThanOrEqual(18);
    expect(moving).toBe(20);
  });

  it.each([10, 80] as const)('keep a steady light on still cups at %i samples/s, wild samples and all (no flicker)', (rate) => {
    for (let seed = 1; seed <= 4; seed++) {
      const noise: [LoadCellNoise, LoadCellNoise] = [new LoadCellNoise(seed * 11), new LoadCellNoise(seed * 11 + 1)];
      const f = new ScaleFeed();
      const t = feed(f, 0, 3000, 40, 35, noise, rate);
      let flips = 0;
      let last = f.reading().settled;
      feed(f, t, 180_000, 40, 35, noise, rate, () => {
        const now = f.reading().settled;
        if (now !== last) flips++;
        last = now;
      });
      expect(flips).toBe(0);
      expect(last).toBe(true);
    }
  });
});
