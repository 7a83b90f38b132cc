import { describe, expect, it } from 'vitest';
import { createContest, type Contest, type ContestEvent } from './contest.ts';
import { createRng } from './rng.ts';

/** Feeds both cups at 80 samples/s from `from` to `to` ms with 0.2 g noise; returns the events. */
function feed(c: Contest, from: number, to: number, load: (t: number) => [number, number], seed = 1): ContestEvent[] {
  const rng = createRng(seed + from);
  const events: ContestEvent[] = [];
  for (let t = from; t < to; t += 12.5) {
    const [l, r] = load(t);
    events.push(...c.sample({ t, left: l + 0.2 * rng.normal(), right: r + 0.2 * rng.normal() }));
  }
  return events;
}

/** A contest tared on cups that read `offset` g when empty (the tare removes it). */
function taredContest(offset = 0.4, options = {}): Contest {
  const c = createContest({ left: 'Ann', right: 'Bob', ...options });
  feed(c, 0, 1500, () => [offset, -offset]);
  expect(c.tare(1500)).toEqual({ ok: true });
  return c;
}

describe('weigh-off contest controller', () => {
  it('announces who is in which cup and refuses to tare cups that are not empty (R20)', () => {
    const c = createContest({ left: 'Ann', right: 'Bob' });
    expect(c.status()).toMatchObject({ phase: 'tare', cups: { left: 'Ann', right: 'Bob' } });
    expect(c.tare(0)).toEqual({ ok: false, reason: 'cannot tare: no readings from the left cup; no readings from the right cup' });
    feed(c, 0, 1500, () => [12, 0]);
    const r = c.tare(1500);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('cannot tare: the left cup (Ann) is not empty: it reads 12.0 g');
    expect(c.status().phase).toBe('tare');
    expect(c.status().refused).toMatch(/not empty/);
  });

  it('tares as soon as the cups have been still for tareMinStillMs, and the longer they were, the surer the zero', () => {
    const quick = createContest({ left: 'Ann', right: 'Bob', stillWindowMs: 4000, stillGrams: 1, tareMinStillMs: 1000, zeroErrorInInterval: true });
    feed(quick, 0, 600, () => [30, 30]); // the last contest's pieces coming out
    feed(quick, 600, 1200, () => [0.3, -0.2]);
    expect(quick.tare(1200)).toMatchObject({ ok: false }); // still for 0.6 s only
    feed(quick, 1200, 1700, () => [0.3, -0.2]);
    expect(quick.tare(1700)).toEqual({ ok: true });
    expect(quick.status().phase).toBe('loading');
    const calm = createContest({ left: 'Ann', right: 'Bob', stillWindowMs: 4000, stillGrams: 1, tareMinStillMs: 1000, zeroErrorInInterval: true });
    feed(calm, 0, 4100, () => [0.3, -0.2]);
    expect(calm.tare(4100)).toEqual({ ok: true });
    // The zero's uncertainty reaches the resolver: the same loads (near the band, so still weighing) give a wider interval after the quick tare.
    const width = (c: Contest, t0: number) => {
      feed(c, t0, t0 + 1000, () => [50.9, 49.8]);
      c.confirmLoaded(t0 + 1000);
      feed(c, t0 + 1000, t0 + 1400, () => [50.9, 49.8]);
      const r = c.status().resolver;
      return (r?.highGrams ?? 0) - (r?.lowGrams ?? 0);
    };
    expect(width(quick, 1700)).toBeGreaterThan(width(calm, 4100));
  });

  it('allows for drift since the tare, not since the last seconds it hands the resolver', () => {
    // The same still loads (near the band, so still weighing) weighed 9 s or 40 s after the tare (either way the resolver is handed its
    // last 8 s): the later one allows 0.004 g/s × 31 s more on each side of the difference.
    const width = (loadingMs: number) => {
      const c = taredContest(0);
      feed(c, 1500, 1500 + loadingMs, () => [10.55, 10]);
      c.confirmLoaded(1500 + loadingMs);
      feed(c, 1500 + loadingMs, 1500 + loadingMs + 400, () => [10.55, 10]);
      const r = c.status().resolver;
      return (r?.highGrams ?? 0) - (r?.lowGrams ?? 0);
    };
    expect(width(40_000) - width(9000)).toBeGreaterThan(2 * 0.004 * 25);
  });

  it('after a quick tare each zero goes on learning from the empty cup, and stops at its first piece (issue 16)', () => {
    const quickTare = () => {
      const c = createContest({ left: 'Ann', right: 'Bob', stillWindowMs: 4000, stillGrams: 1, tareMinStillMs: 1000, zeroErrorInInterval: true });
      feed(c, 0, 1200, () => [0.3, -0.2]);
      expect(c.tare(1200)).toEqual({ ok: true });
      return c;
    };
    // Loaded at once, or after 3 s more of empty cups: the same loads, a narrower interval after the wait.
    const width = (emptyMs: number) => {
      const c = quickTare();
      const t0 = 1200 + emptyMs;
      feed(c, 1200, t0, () => [0.3, -0.2]);
      feed(c, t0, t0 + 1000, () => [10.9, 9.8]);
      c.confirmLoaded(t0 + 1000);
      feed(c, t0 + 1000, t0 + 1400, () => [10.9, 9.8]);
      const r = c.status().resolver;
      return (r?.highGrams ?? 0) - (r?.lowGrams ?? 0);
    };
    expect(width(3000)).toBeLessThan(width(0) - 0.02);
    // The pieces never enter the zero: what each cup weighed is its load.
    const c = quickTare();
    feed(c, 1200, 4200, () => [0.3, -0.2]);
    feed(c, 4200, 7000, (t) => (t < 5000 ? [0.3, 9.8] : [20.3, 9.8]));
    c.confirmLoaded(7000);
    const events = feed(c, 7000, 12_000, () => [20.3, 9.8]);
    expect(events).toContainEqual({ type: 'verdict', heavier: 'left' });
    expect(c.status().weighed?.left).toBeCloseTo(20, 1);
    expect(c.status().weighed?.right).toBeCloseTo(10, 1);
  });

  it("names no winner through a zero the tare's few empty readings put off (R24: the zero's error is in the interval)", () => {
    // 10 samples/s, 0.4 g noise. The left cup's empty readings happened to run 0.6 g low, so its zero is
    // 0.6 g low and a true 0.45 g (inside the band) reads as 1.05 g for the whole contest (0.35 g, read as 0.8 g,
    // no longer named even with an exact zero since issue 32's slope allowance, so the control below could not fail).
    const weigh = (options: { zeroErrorInInterval?: boolean }) => {
      const rng = createRng(7);
      const c = createContest({ left: 'Ann', right: 'Bob', stillWindowMs: 4000, stillGrams: 1, tareMinStillMs: 1000, ...options });
      const events: ContestEvent[] = [];
      const read = (from: number, to: number, left: number, right: number) => {
        for (let t = from; t < to; t += 100) events.push(...c.sample({ t, left: left + 0.4 * rng.normal(), right: right + 0.4 * rng.normal() }));
      };
      read(0, 1200, -0.6, 0);
      expect(c.tare(1200)).toEqual({ ok: true });
      read(1200, 1500, -0.6, 0);
      read(1500, 3000, 10.45, 10);
      expect(c.confirmLoaded(3000)).toMatchObject({ ok: true });
      read(3000, 23_100, 10.45, 10);
      return events;
    };
    const named = (events: ContestEvent[]) => events.some((e) => e.type === 'verdict' && e.heavier !== 'none');
    expect(named(weigh({}))).toBe(false);
    expect(weigh({})).toContainEqual({ type: 'time-limit' });
    // Taking the zero as exact, as before, names Ann.
    expect(weigh({ zeroErrorInInterval: false })).toContainEqual({ type: 'verdict', heavier: 'left' });
  });

  it('refuses to tare a cup that is not still', () => {
    const c = createContest({ left: 'Ann', right: 'Bob' });
    feed(c, 0, 1500, (t) => [0, t > 1000 ? 1.2 : 0]);
    const r = c.tare(1500);
    expect(!r.ok && r.reason).toBe('cannot tare: the right cup (Bob) is not still');
  });

  it('refuses "All in, weigh!" before the tare', () => {
    const c = createContest({ left: 'Ann', right: 'Bob' });
    expect(c.confirmLoaded(0)).toEqual({ ok: false, reason: 'tare the empty cups first' });
  });

  it('R21: a clear win gives a verdict for the heavier cup, after "All in, weigh!" only', () => {
    const c = taredContest();
    expect(c.status().phase).toBe('loading');
    // loading: the pieces go in, readings are tared
    expect(feed(c, 1500, 5000, (t) => [t > 2000 ? 60.4 : 0.4, t > 2500 ? 52 - 0.4 : -0.4])).toEqual([]);
    expect(c.status().readings.left).toBeCloseTo(60, 0);
    expect(c.confirmLoaded(5000)).toEqual({ ok: true });
    const events = feed(c, 5000, 9000, () => [60.4, 51.6]);
    expect(events).toEqual([{ type: 'verdict', heavier: 'left' }]);
    const s = c.status();
    expect(s).toMatchObject({ phase: 'verdict', verdict: 'left', round: 1, timedOut: false });
  });

  it('R22: a tie asks each side to remove a piece, confirms each by its drop, then weighs again', () => {
    const c = taredContest(0);
    feed(c, 1500, 4000, (t) => [t > 2000 ? 50 : 0, t > 2200 ? 50 : 0]);
    c.confirmLoaded(4000);
    expect(feed(c, 4000, 9000, () => [50, 50])).toEqual([{ type: 'verdict', heavier: 'none' }]);
    expect(c.status()).toMatchObject({ phase: 'tiebreak-removal', verdict: 'none', removal: { left: 'waiting', right: 'waiting' } });
    // Ann takes out a 6 g piece; Bob has not yet
    const e1 = feed(c, 9000, 12000, (t) => [t > 9500 ? 44 : 50, 50]);
    expect(e1).toEqual([{ type: 'removed', side: 'left' }]);
    expect(c.status().removal).toEqual({ left: 'removed', right: 'waiting' });
    // Bob takes out 4 g: both confirmed, the contest weighs again and finds Bob heavier
    const e2 = feed(c, 12000, 20000, (t) => [44, t > 12500 ? 46 : 50]);
    expect(e2.slice(0, 2)).toEqual([{ type: 'removed', side: 'right' }, { type: 'reweigh' }]);
    expect(e2.slice(2)).toEqual([{ type: 'verdict', heavier: 'right' }]);
    expect(c.status()).toMatchObject({ phase: 'verdict', round: 2, verdict: 'right' });
  });

  it('R22: a removal is seen once the cup is still over the removal window, shorter than the tare window', () => {
    // Tare over 4 s, removals over 1 s: a piece out is confirmed about a second after it settles.
    const seenAfter = (removalWindowMs?: number): number => {
      const c = createContest({ left: 'Ann', right: 'Bob', stillWindowMs: 4000, stillGrams: 1, ...(removalWindowMs ? { removalWindowMs } : {}) });
      feed(c, 0, 4500, () => [0, 0]);
      expect(c.tare(4500)).toEqual({ ok: true });
      feed(c, 4500, 7000, (t) => [t > 5000 ? 50 : 0, t > 5200 ? 50 : 0]);
      c.confirmLoaded(7000);
      expect(feed(c, 7000, 14000, () => [50, 50])).toContainEqual({ type: 'verdict', heavier: 'none' });
      for (let t = 14000; t < 24000; t += 12.5) {
        const e = c.sample({ t, left: t > 14500 ? 44 : 50, right: t > 14500 ? 45 : 50 });
        if (e.some((x) => x.type === 'reweigh')) return t - 14500;
      }
      return Infinity;
    };
    const short = seenAfter(1000);
    const long = seenAfter();
    expect(short).toBeGreaterThanOrEqual(750); // the watch wants three quarters of its window still
    expect(short).toBeLessThan(1500);
    expect(long).toBeGreaterThanOrEqual(3000); // without the option: the tare's 4 s window
  });

  it('R22: a drop far bigger than one piece is not taken as a removal', () => {
    const c = taredContest(0);
    feed(c, 1500, 4000, (t) => [t > 2000 ? 150 : 0, t > 2200 ? 150 : 0]);
    c.confirmLoaded(4000);
    feed(c, 4000, 9000, () => [150, 150]);
    expect(feed(c, 9000, 11000, (t) => [t > 9200 ? 20 : 150, 150])).toEqual([]);
    expect(c.status().removal).toEqual({ left: 'too-much', right: 'waiting' });
  });

  it('at the time limit the table chooses: what the scale knows, then weigh longer or a tie (R22, R24)', () => {
    const c = taredContest(0, { timeLimitMs: 5000 });
    feed(c, 1500, 4000, (t) => [t > 2000 ? 50.5 : 0, t > 2200 ? 50 : 0]);
    c.confirmLoaded(4000);
    // exactly on the band edge: never confident either way
    expect(feed(c, 4000, 8900, () => [50.5, 50])).toEqual([]);
    expect(c.status().timeLeftMs).toBeGreaterThan(0);
    expect(c.status().resolver?.settled).toBe(true);
    expect(c.tick(9000)).toEqual([{ type: 'time-limit' }]);
    const known = c.status().known;
    expect(c.status()).toMatchObject({ phase: 'undecided', verdict: null, timedOut: true, timeLeftMs: null });
    expect(known?.lowGrams).toBeLessThan(0.5);
    expect(known?.highGrams).toBeGreaterThan(0.5);
    expect(known?.highGrams).toBeLessThan(1.5); // it did learn something
    expect(c.tick(12_000)).toEqual([]); // waits for the table, without a verdict of its own
    expect(c.weighLonger(12_000)).toEqual({ ok: true });
    expect(c.status()).toMatchObject({ phase: 'weighing', timeLeftMs: 5000 });
    expect(feed(c, 12_000, 16_900, () => [50.5, 50])).toEqual([]);
    expect(c.tick(17_000)).toEqual([{ type: 'time-limit' }]);
    expect(c.callTie(17_000)).toEqual({ ok: true, events: [{ type: 'verdict', heavier: 'none' }] });
    expect(c.status()).toMatchObject({ phase: 'tiebreak-removal', verdict: 'none', timedOut: true });
    expect(c.callTie(17_000)).toMatchObject({ ok: false, reason: expect.stringMatching(/tiebreak-removal/) });
    expect(c.weighLonger(17_000)).toMatchObject({ ok: false });
  });

  it('the countdown starts at exactly the time limit, whatever the clock reads (no float rounding above it)', () => {
    // 1034429.894365616 + 20000 - 1034429.894365616 is 20000.000000000116 in doubles.
    const t0 = 1034429.894365616;
    const c = createContest({ left: 'Ann', right: 'Bob' });
    for (let t = t0 - 3000; t <= t0 - 1000; t += 12.5) c.sample({ t, left: 0, right: 0 });
    expect(c.tare(t0 - 1000)).toEqual({ ok: true });
    c.confirmLoaded(t0);
    expect(c.status().timeLeftMs).toBe(20_000);
  });

  it('refuses time going back and non-numeric weights', () => {
    const c = taredContest(0);
    expect(() => c.tick(100)).toThrow(/goes back/);
    expect(() => c.sample({ t: 99_999, left: Number.NaN })).toThrow(/non-numeric/);
    expect(() => c.tick(2000)).not.toThrow(); // the refused sample did not move the clock
  });
});

describe('close calls at the time limit: both collections lifted out, the zero after the contest (issue 32)', () => {
  // The right cup's zero drifts down 0.02 g/s from the tare (five times the resolver's allowance):
  // the left reads heavier than it is, more so the longer the contest goes on.
  const drifting =
    (gramsPerSecond: number) =>
    (t: number): number =>
      (gramsPerSecond * Math.max(0, t - 1500)) / 1000;
  const drift = drifting(-0.02);
  const loads =
    (left: number, d = drift) =>
    (t: number): [number, number] => [t > 2000 ? left : 0, (t > 2200 ? 50 : 0) + d(t)];
  const empty = (t: number): [number, number] => [0, drift(t)];

  it('on the band edge the zero after the contest finds the drift: still no winner, and a tie starts from the empty, zeroed cups (R22, R24)', () => {
    // A short lift window: the default (8 s) only narrows the zero after the contest further.
    const c = taredContest(0, { timeLimitMs: 5000, liftWindowMs: 2000 });
    feed(c, 1500, 4000, loads(50.5));
    c.confirmLoaded(4000);
    expect(feed(c, 4000, 9010, loads(50.5))).toEqual([{ type: 'time-limit' }]);
    expect(c.status().phase).toBe('undecided');
    expect(c.liftOut(9000)).toEqual({ ok: true });
    expect(c.status().phase).toBe('lifting');
    expect(c.liftOut(9000)).toMatchObject({ ok: false });
    // The collections come out; the empty cups settle.
    expect(feed(c, 9000, 9400, () => [25, 25 + drift(9200)])).toEqual([]);
    const events = feed(c, 9400, 13_000, empty);
    expect(events).toEqual([{ type: 'time-limit' }]);
    const s = c.status();
    expect(s).toMatchObject({ phase: 'undecided', liftedOut: true });
    // What is known, corrected by the zeros: the difference is on the band, the drift taken out.
    expect(s.known?.lowGrams).toBeLessThan(0.5);
    expect(s.known?.highGrams).toBeGreaterThan(0.5);
    expect(((s.known?.lowGrams ?? 0) + (s.known?.highGrams ?? 0)) / 2).toBeCloseTo(0.5, 1);
    expect(c.weighLonger(13_000)).toMatchObject({ ok: false, reason: expect.stringMatching(/out of the cups/) });
    expect(c.callTie(13_000)).toEqual({ ok: true, events: [{ type: 'verdict', heavier: 'none' }] });
    expect(c.status().phase).toBe('loading');
    // The next weighing (one piece fewer each) starts from there: no tare needed.
    feed(c, 13_000, 15_000, (t) => [t > 13_500 ? 45.5 : 0, (t > 13_700 ? 40 : 0) + drift(t)]);
    expect(c.confirmLoaded(15_000)).toEqual({ ok: true });
    expect(feed(c, 15_000, 18_000, (t) => [45.5, 40 + drift(t)])).toEqual([{ type: 'verdict', heavier: 'left' }]);
  });

  const TRUTH = 0.75;
  const RISE = 0.02;
  it('names the winner that the drift hid, from the zero after the contest (R24)', () => {
    // Here the right cup's zero drifts up: the left, truly heavier by more than the band, reads lighter and lighter.
    const up = drifting(RISE);
    const c = taredContest(0, { timeLimitMs: 16_000, liftWindowMs: 2000 });
    feed(c, 1500, 4000, loads(50 + TRUTH, up));
    c.confirmLoaded(4000);
    expect(feed(c, 4000, 20_010, loads(50 + TRUTH, up))).toEqual([{ type: 'time-limit' }]);
    expect(c.liftOut(20_000)).toEqual({ ok: true });
    feed(c, 20_000, 20_400, () => [25, 25]);
    expect(feed(c, 20_400, 24_000, (t) => [0, up(t)])).toEqual([{ type: 'verdict', heavier: 'left' }]);
    expect(c.status()).toMatchObject({ phase: 'verdict', verdict: 'left' });
  });

  it('refuses a lift-out before the time limit', () => {
    const c = taredContest(0);
    expect(c.liftOut(2000)).toMatchObject({ ok: false, reason: expect.stringMatching(/only at the time limit/) });
  });
});
