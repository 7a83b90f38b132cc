// The single-pan contest: one collection after the other on the same pan (issue 4), R21–R24.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPanContest, type PanContest, type PanEvent } from './pan-contest.ts';
import { createRng } from './rng.ts';

const STEP = 100; // a balance streams ~10 readings/s

/** Readings of `grams` from `from` to `to` ms: settling (dynamic) for the first 600 ms, then stable with 0.01 g noise. */
function pan(c: PanContest, from: number, to: number, grams: number, seed = 1, noise = 0.01): PanEvent[] {
  const rng = createRng(seed + from);
  const events: PanEvent[] = [];
  for (let t = from; t < to; t += STEP) {
    const settling = t - from < 600;
    const g = grams + (settling ? 3 * Math.exp(-(t - from) / 200) : 0) + noise * rng.normal();
    events.push(...c.sample(t, Math.round(g * 100) / 100, !settling));
  }
  return events;
}

function tared(options: Partial<Parameters<typeof createPanContest>[0]> = {}): PanContest {
  const c = createPanContest({ left: 'Ann', right: 'Bob', ...options });
  pan(c, 0, 2500, 0.2);
  expect(c.tare(2500)).toEqual({ ok: true });
  return c;
}

/** Weighs both sides, left then right (emptying the pan in between); the events of the whole contest. */
function weighBoth(c: PanContest, left: number, right: number, at = 3000, seed = 1): PanEvent[] {
  const events: PanEvent[] = [];
  events.push(...pan(c, at, at + 500, 0.2, seed)); // still empty
  expect(c.confirmOnPan(at + 500)).toEqual({ ok: true });
  events.push(...pan(c, at + 500, at + 3500, left + 0.2, seed));
  events.push(...pan(c, at + 3500, at + 4500, 0.2, seed)); // Ann's off
  expect(c.confirmOnPan(at + 4500)).toEqual({ ok: true });
  events.push(...pan(c, at + 4500, at + 7500, right + 0.2, seed));
  return events;
}

describe('a contest on a single-pan balance', () => {
  it('tares the empty pan, weighs Ann then Bob, and names the heavier side (R21)', () => {
    const c = createPanContest({ left: 'Ann', right: 'Bob' });
    pan(c, 0, 2500, 40);
    expect(c.tare(2500)).toEqual({ ok: false, reason: 'cannot tare: the pan is not empty: it reads 40.0 g' });
    pan(c, 2500, 5000, 0.2);
    expect(c.tare(5000)).toEqual({ ok: true });
    const events = weighBoth(c, 61.3, 48.9, 6000);
    expect(events.map((e) => e.type)).toEqual(['weighed', 'weighed', 'verdict']);
    expect(events.at(-1)).toEqual({ type: 'verdict', heavier: 'left' });
    const s = c.status();
    expect(s.phase).toBe('verdict');
    expect(s.weights.left?.grams).toBeCloseTo(61.3, 1);
    expect(s.weights.right?.grams).toBeCloseTo(48.9, 1);
  });

  it('weighs nothing before the collection is on: "on the pan" pressed too early waits for the pieces', () => {
    const c = tared({ pieces: { left: 5, right: 4 } });
    expect(c.confirmOnPan(2600)).toEqual({ ok: true });
    expect(pan(c, 2600, 5000, 0.2)).toEqual([]); // still empty: no weight taken
    expect(c.status()).toMatchObject({ phase: 'weigh-left', settling: 'left' });
    expect(pan(c, 5000, 8000, 30.2)).toEqual([{ type: 'weighed', side: 'left', grams: expect.closeTo(30, 1) }]);
  });

  it('does not weigh a load that has only just landed, even when the balance calls its first reading stable', () => {
    const c = tared();
    pan(c, 3000, 4500, 0.2, 1, 0);
    c.confirmOnPan(4500);
    expect(c.sample(4500, 61.5, true)).toEqual([]);
    for (let t = 4600; t < 5900; t += 100) expect(c.sample(t, 61.5, true)).toEqual([]);
    expect(c.sample(6100, 61.5, true)).toEqual([{ type: 'weighed', side: 'left', grams: expect.closeTo(61.3, 6) }]);
  });

  it('refuses to weigh the right side while the left collection is still on the pan', () => {
    const c = tared();
    pan(c, 3000, 3500, 0.2);
    c.confirmOnPan(3500);
    pan(c, 3500, 6500, 52.2);
    expect(c.status().phase).toBe('weigh-right');
    expect(c.confirmOnPan(6500)).toEqual({ ok: false, reason: "take Ann's collection off the pan first, then put Bob's on" });
    pan(c, 6500, 7500, 0.2);
    expect(c.confirmOnPan(7500)).toEqual({ ok: true });
  });

  it('calls a tie inside the band (R24), then weighs again after both took a piece out (R22)', () => {
    const c = tared();
    expect(weighBoth(c, 55, 55.1).at(-1)).toEqual({ type: 'verdict', heavier: 'none' });
    expect(c.status()).toMatchObject({ phase: 'tiebreak-removal', verdict: 'none', tooClose: false });
    expect(c.confirmOnPan(11000)).toMatchObject({ ok: false });
    expect(c.confirmRemoved(11000)).toEqual({ ok: true });
    expect(c.status()).toMatchObject({ phase: 'weigh-left', round: 2, weights: { left: null, right: null } });
    // Ann forgot to take a piece out: her collection weighs what it did.
    pan(c, 11000, 11500, 0.2);
    c.confirmOnPan(11500);
    pan(c, 11500, 14500, 55.2);
    expect(c.status()).toMatchObject({
      phase: 'weigh-left',
      settling: null,
      refused: expect.stringMatching(/^Ann's collection weighs 55\.0\d g, as much as before the tie/),
    });
    expect(weighBoth(c, 47, 44.1, 15000).at(-1)).toEqual({ type: 'verdict', heavier: 'left' });
  });

  it('a difference right at the band edge is too close to call: a tie, never a winner (R24)', () => {
    const c = tared();
    expect(weighBoth(c, 50.5, 50).at(-1)).toEqual({ type: 'verdict', heavier: 'none' });
    expect(c.status().tooClose).toBe(true);
  });

  it('refuses out-of-turn requests and impossible time', () => {
    const c = createPanContest({ left: 'Ann', right: 'Bob' });
    expect(c.confirmOnPan(0)).toEqual({ ok: false, reason: 'tare the empty pan first' });
    expect(c.confirmRemoved(0)).toEqual({ ok: false, reason: 'no tiebreak is under way' });
    c.sample(100, 0);
    expect(() => c.sample(50, 0)).toThrow(/goes back/);
    expect(() => c.sample(200, Number.NaN)).toThrow(/non-numeric/);
  });

  it('never names the lighter side, and names a side whenever the difference is clearly beyond the band (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.integer({ min: 1, max: 1e6 }),
        (left, diff, seed) => {
          const right = Math.max(0, left - diff);
          const c = tared();
          const v = (weighBoth(c, left, right, 3000, seed).at(-1) as { heavier?: string }).heavier;
          const d = left - right;
          if (v === 'left') expect(d).toBeGreaterThan(0.5);
          if (v === 'right') expect(d).toBeLessThan(-0.5);
          // Beyond the band plus its error allowance (≤ 0.24 g at 300 g, mostly the 0.02 % non-linearity).
          if (Math.abs(d) > 0.75) expect(v).toBe(d > 0 ? 'left' : 'right');
          if (Math.abs(d) < 0.3) expect(v).toBe('none');
        },
      ),
      { numRuns: 150 },
    );
  });
});
