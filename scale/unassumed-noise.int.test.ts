// R24 on noise the resolver does not assume (issue 32): a light hand resting on a cup through the
// loading, cups that go on settling or ringing after "All in, weigh!", heavy-tailed spikes in
// bursts, slow pours and drift faster than the allowance. The promise (at most 1 wrong winner in
// 1000) is tested as a rate with its 95 % upper bound; `npm run bench:weigh` plays the same family
// at full size (its `unassumedNoise` figures).
import { describe, expect, it } from 'vitest';
import { benchTrace, rateUpperBound, runUnassumedFamily, unassumedTrace } from '../bench/weigh-common.ts';
import { judgeTrace } from './judge.ts';
import { generateTrace, type Disturbance } from './trace-model.ts';

/** Traces played here: none wrong in this many bounds the rate below 3 / CASES at 95 %. */
const CASES = 400;
const SEED = 32;

const cupMeans = (rows: { t: number; left?: number; right?: number }[], cup: 'left' | 'right', from: number, to: number): number => {
  const xs = rows.filter((r) => r.t >= from && r.t < to && r[cup] !== undefined).map((r) => r[cup] as number);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};

type Rows = { t: number; left?: number; right?: number }[];

/**
 * Issue 32's constructed tie, both within the model's ranges: a 1.45 g hand on the left cup until
 * 3 s after the mark, the right cup settling from 1.3 g low over 8 s from just before the mark.
 */
const handThenSettle = (rows: Rows, mark: number): Rows =>
  rows.map((r) => ({
    ...r,
    ...(r.left !== undefined && { left: r.left + (r.t < mark + 3000 ? 1.45 : 0) }),
    ...(r.right !== undefined && r.t > mark - 200 && { right: r.right - 1.3 * Math.exp(-(r.t - mark + 200) / 8000) }),
  }));

describe('noise the resolver does not assume (issue 32)', () => {
  const plain = { differenceGrams: 3, nominalRate: 10, handChance: 0, wildRate: 0, afterMarkMs: 12_000 } as const;
  const withOnly = (k: Disturbance, seed: number) => generateTrace(seed, { ...plain, disturbances: [k] });

  it('the generator plays each kind where it says, and leaves traces without any as they were', () => {
    expect(generateTrace(7, plain)).toEqual(generateTrace(7, { ...plain, disturbances: [] }));
    for (const k of ['resting-hand', 'settling', 'spikes', 'slow-pour', 'fast-drift'] as const) {
      const t = withOnly(k, 11);
      expect(t.scenario.disturbances).toEqual([k]);
      expect(t.rows).not.toEqual(generateTrace(11, plain).rows);
    }
    // Spikes: about one sample in 100 starts a burst far from its neighbours.
    const spiky = withOnly('spikes', 3);
    const far = spiky.rows.filter((r, i) => i > 0 && r.left !== undefined && Math.abs(r.left - cupMeans(spiky.rows, 'left', r.t - 2000, r.t + 2000)) > 5);
    expect(far.length).toBeGreaterThan(0);
    // A slow pour lasts seconds: the cup is still rising 2 s after the pour began.
    const pour = withOnly('slow-pour', 5);
    expect(pour.scenario.settledAtMs).toBeGreaterThan(3000);
  });

  it('a cup that goes on settling after the mark reads off its load for seconds after it', () => {
    let off = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const t = withOnly('settling', seed);
      const mark = t.loadedAt as number;
      const l = cupMeans(t.rows, 'left', mark + 500, mark + 1500) - t.truth.leftGrams;
      const r = cupMeans(t.rows, 'right', mark + 500, mark + 1500) - t.truth.rightGrams;
      if (Math.max(Math.abs(l), Math.abs(r)) > 0.15) off++;
    }
    expect(off).toBeGreaterThan(5);
  });

  it('R24: a tie that a resting hand and a settling cup together make read 2.7 g apart names no side (bench:weigh, seed 2026, trace 847)', () => {
    // 0.16 g apart: a hand on the right cup, the left still settling after a slow pour; named right 0.5 s after the mark before.
    const t = unassumedTrace(2026, 847);
    expect(Math.abs(t.truth.differenceGrams)).toBeLessThan(0.5);
    expect(judgeTrace(t).heavier).not.toMatch(/left|right/);
  });

  it.each([
    // 0.44 g apart, the right cup settling 1.27 g over 6.9 s after a resting hand: split halves saw no move; named right 6.3 s after the mark before.
    [973, 'right'],
    // 0.35 g apart, the left cup settling −1.31 g over 8 s, a resting hand let go 2 s in cancelling the halves' move; named right 6.3 s in before.
    [2918, 'left'],
  ] as const)('R24: a tie with a cup settling slowly in the noise names no side (bench:weigh, seed 2026, trace %i, the %s cup)', (i, _cup) => {
    const t = unassumedTrace(2026, i);
    expect(Math.abs(t.truth.differenceGrams)).toBeLessThan(0.5);
    expect([null, 'none']).toContain(judgeTrace(t).heavier); // a tie, or undecided at the time limit
  });

  it('R24: a tie that a light hand resting on one cup and the other settling make read 3 g apart names no side (bench:weigh, seed 2026, trace 77)', () => {
    // Both within the model's ranges: the left cup 0.4 g heavier with a 1.45 g hand on it until 3 s
    // after the mark, the right cup settling from 1.3 g low over 8 s from just before the mark. The
    // margin beyond the light hand (1.5 g) let the settle through: named left 1.24 s after the mark.
    const t = benchTrace(2026, 77);
    const mark = t.loadedAt as number;
    const shift = t.truth.differenceGrams - 0.4;
    const rows = handThenSettle(
      t.rows.map((r) => (r.left === undefined ? r : { ...r, left: r.left - shift })),
      mark,
    );
    expect(shift).toBeGreaterThan(6); // left the heavier, by 7 g
    expect([null, 'none']).toContain(judgeTrace({ rows, loadedAt: mark }).heavier);
  });

  it('R24: the same tie at 10 samples/s names no side in any of 30 noise seeds', () => {
    // The 3 s after the hand show the right cup's settle as noise, and the 0.5–0.8 g left of it
    // beside the 0.4 g truth cleared the band: named left in 4 of 30 seeds 6.5–7.2 s after the mark.
    const named: number[] = [];
    for (let seed = 1000; seed < 1030; seed++) {
      const t = generateTrace(seed, { differenceGrams: 0.4, nominalRate: 10, handChance: 0 });
      const verdict = judgeTrace({ rows: handThenSettle(t.rows, t.loadedAt as number), loadedAt: t.loadedAt }).heavier;
      if (verdict === 'left' || verdict === 'right') named.push(seed);
    }
    expect(named).toEqual([]);
  });

  it(`R24: names a wrong winner in none of ${CASES} contests with that noise (the rate below ${(100 * rateUpperBound(0, CASES)).toFixed(2)} % at 95 %)`, () => {
    // Two thirds of the family are near-band contests and ties, where every wrong winner happens.
    const f = runUnassumedFamily(CASES, SEED);
    expect(f.cases).toBe(CASES);
    expect(f.wrongCases).toEqual([]);
    expect(f.wrongWinnerRateUpper95).toBeLessThanOrEqual(rateUpperBound(0, CASES) + 1e-12);
    // It still decides: most clear contests are named despite the noise.
    expect(f.falseTiesOnClear / f.clearTraces).toBeLessThan(0.2);
    expect(unassumedTrace(SEED, 3)).toEqual(unassumedTrace(SEED, 3));
  });
});
