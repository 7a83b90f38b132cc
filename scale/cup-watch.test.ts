import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CupWatch } from './cup-watch.ts';

describe('CupWatch', () => {
  it('says what a cup reads without its noise estimate just as its full reading does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 200 }), fc.double({ min: -50, max: 50, noNaN: true })), { maxLength: 300 }),
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 0, max: 500 }),
        (steps, windowMs, later) => {
          const watch = new CupWatch(windowMs, 0.5);
          let t = 0;
          for (const [dt, g] of steps) watch.add((t += dt), g);
          for (const now of [t, t + later]) for (const w of [windowMs, windowMs / 2]) expect(watch.grams(now, w)).toBe(watch.reading(now, w).grams);
        },
      ),
      { numRuns: 200 },
    );
  });
});
