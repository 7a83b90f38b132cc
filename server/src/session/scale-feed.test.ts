import { describe, expect, it } from 'vitest';
import { LoadCellNoise } from '../../../firmware-bridge/src/sim/noise.ts';
import { ScaleFeed } from './scale-feed.ts';

/** `ms` of samples at 80/s on both cups, with real load-cell noise, `left`/`right` grams loaded. */
function feed(f: ScaleFeed, t0: number, ms: number, left: number, right: number, noise: [LoadCellNoise, LoadCellNoise]): number {
  let t = t0;
  for (; t < t0 + ms; t += 12.5) {
    f.add({ cup: 0, t, raw: 0, grams: left + noise[0].next(12.5, 80), saturated: false });
    f.add({ cup: 1, t, raw: 0, grams: right + noise[1].next(12.5, 80), saturated: false });
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
});
