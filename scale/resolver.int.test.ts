import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createResolver } from './resolver.ts';
import { judgeTrace } from './judge.ts';
import { generateTrace } from './trace-model.ts';
import type { Side, Trace, TraceRow } from './trace.ts';
import { createRng } from './rng.ts';
import { handTrace, type HandCase } from './hand-model.ts';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const short = { afterMarkMs: 8000 };

const swap = (trace: Trace): Trace => ({
  loadedAt: trace.loadedAt,
  rows: trace.rows.map((r) => {
    const out: TraceRow = { t: r.t };
    if (r.right !== undefined) out.left = r.right;
    if (r.left !== undefined) out.right = r.left;
    return out;
  }),
});

/** A last piece of `grams` dropped into a cup at `atMs`: a step with an impact ring at 4 Hz. */
function withPiece(trace: Trace, cup: Side, atMs: number, grams: number): Trace {
  return {
    loadedAt: trace.loadedAt,
    rows: trace.rows.map((r) => {
      const g = r[cup];
      if (g === undefined || r.t < atMs) return r;
      const age = r.t - atMs;
      return { ...r, [cup]: g + grams * (1 + Math.exp(-age / 300) * Math.sin((2 * Math.PI * 4 * age) / 1000)) };
    }),
  };
}

/** Two cups of white noise (11 samples/s) around their loads; the left's last piece (20 g) lands at `lastDropMs` and rings at 3.3 Hz. */
function ringingTrace(seed: number, markMs: number, lastDropMs: number, leftGrams: number, rightGrams: number): Trace {
  const rng = createRng(seed);
  const rows: TraceRow[] = [];
  for (let t = 0; t <= markMs + 8000; t += 90) {
    const age = t - lastDropMs;
    const ring = age >= 0 ? 4 * Math.exp(-age / 900) * Math.sin((2 * Math.PI * 3.3 * age) / 1000) : 0;
    const left = (age >= 0 ? leftGrams : leftGrams - 20) + ring + 0.2 * rng.normal();
    rows.push({ t, left: Math.round(left * 100) / 100 }, { t: t + 37, right: Math.round((rightGrams + 0.2 * rng.normal()) * 100) / 100 });
  }
  return { rows, loadedAt: markMs };
}

describe('weigh-off resolver', () => {
  it('never gives a verdict before the #loaded mark, and never one without it when a mark is expected', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const trace = generateTrace(seed, short);
        const j = judgeTrace(trace);
        if (j.decidedAtMs !== null) expect(j.decidedAtMs).toBeGreaterThanOrEqual(trace.loadedAt as number);
        const r = createResolver(); // expects a mark that never comes
        for (const row of trace.rows) r.push(row);
        expect(r.status().verdict).toBeNull();
        expect(r.status().leftGrams).not.toBeNull(); // it still reads the cups for the tablet
      }),
      { numRuns: 25 },
    );
  });

  it('does not look ahead: samples after the verdict, altered or removed, change nothing', () => {
    fc.assert(
      fc.property(seeds, fc.double({ min: -500, max: 500, noNaN: true }), (seed, junk) => {
        const trace = generateTrace(seed, short);
        const j = judgeTrace(trace);
        fc.pre(j.decidedAtMs !== null);
        const at = j.decidedAtMs as number;
        const cut = { ...trace, rows: trace.rows.filter((r) => r.t <= at) };
        const altered = { ...trace, rows: trace.rows.map((r) => (r.t > at ? { t: r.t, left: junk, right: -junk } : r)) };
        expect(judgeTrace(cut)).toEqual(j);
        expect(judgeTrace(altered)).toEqual(j);
      }),
      { numRuns: 25 },
    );
  });

  it('swapping the cups swaps the verdict', () => {
    const other = { left: 'right', right: 'left', none: 'none' } as const;
    fc.assert(
      fc.property(seeds, (seed) => {
        const trace = generateTrace(seed, short);
        const j = judgeTrace(trace);
        const s = judgeTrace(swap(trace));
        expect(s.heavier).toBe(j.heavier === null ? null : other[j.heavier]);
        expect(s.decidedAtMs).toBe(j.decidedAtMs);
        expect(s.leftGrams).toBe(j.rightGrams);
      }),
      { numRuns: 25 },
    );
  });

  it('R21: a difference far beyond the band on clean data is decided, for the heavier cup', () => {
    fc.assert(
      fc.property(seeds, fc.double({ min: 3, max: 30, noNaN: true }), fc.boolean(), (seed, grams, leftHeavier) => {
        const trace = generateTrace(seed, { ...short, differenceGrams: leftHeavier ? grams : -grams, wildRate: 0, handChance: 0 });
        expect(judgeTrace(trace).heavier).toBe(leftHeavier ? 'left' : 'right');
      }),
      { numRuns: 30 },
    );
  });

  it('R24: identical loads (a true tie) never name a side, despite wild samples and hands', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const trace = generateTrace(seed, { ...short, mirror: true, wildRate: 0.01, handChance: 0.3 });
        expect(['none', null]).toContain(judgeTrace(trace).heavier);
      }),
      { numRuns: 40 },
    );
  });

  it('R24: a difference inside the band never names a side, whatever the band and rate', () => {
    fc.assert(
      fc.property(seeds, fc.double({ min: 0.3, max: 2, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), (seed, band, frac) => {
        const trace = generateTrace(seed, { ...short, differenceGrams: band * frac * (seed % 2 ? 1 : -1), bandGrams: band });
        expect(['none', null]).toContain(judgeTrace(trace, { bandGrams: band }).heavier);
      }),
      { numRuns: 30 },
    );
  });

  describe.each(['heavy', 'ar1'] as const)('R24 beyond the noise the resolver assumes: %s noise', (noiseShape) => {
    it('a difference inside the band, even at its edge, never names a side', () => {
      fc.assert(
        fc.property(seeds, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (seed, u, leftHeavier) => {
          const d = 0.5 * Math.sqrt(u); // most near the edge, where a side is likeliest to be named
          const trace = generateTrace(seed, { ...short, noiseShape, differenceGrams: leftHeavier ? d : -d });
          expect(['none', null]).toContain(judgeTrace(trace).heavier);
        }),
        { numRuns: 60 },
      );
    });

    it('at a looser stated rate (5 %), names a wrong side at most that often at the band edge', () => {
      // Differences of 0.4–0.5 g: any side named is a wrong winner.
      let wrong = 0;
      const n = 60;
      for (let i = 0; i < n; i++) {
        const trace = generateTrace(900_000 + i, { ...short, noiseShape, differenceGrams: (i % 2 ? 1 : -1) * (0.4 + (0.1 * ((i * 7) % 10)) / 10) });
        const v = judgeTrace(trace, { wrongWinnerRate: 0.05 }).heavier;
        if (v === 'left' || v === 'right') wrong++;
      }
      expect(wrong / n).toBeLessThanOrEqual(0.05);
    });

    it('over a whole 20 s contest at 10 samples/s, just inside the band, names a side at most once in 150', () => {
      // Long contests give correlated noise many looks at a short, still-looking segment that sits
      // away from the truth (issue 16: 2.7 % named a side before the correlation was read from the
      // differences since the mark).
      let sides = 0;
      for (let i = 0; i < 150; i++) {
        const d = (i % 2 ? 1 : -1) * (0.35 + (0.15 * ((i * 37) % 100)) / 100);
        const trace = generateTrace(1_000_000 + i, { nominalRate: 10, noiseShape, differenceGrams: d });
        const v = judgeTrace(trace).heavier;
        if (v === 'left' || v === 'right') sides++;
      }
      expect(sides).toBeLessThanOrEqual(1);
    });

    it('still names a clear winner, nearly always within 8 s, and never the lighter cup', () => {
      const verdicts = Array.from({ length: 30 }, (_, i) => {
        const grams = (i % 2 ? 1 : -1) * (3 + (i % 7) * 3);
        const trace = generateTrace(5000 + i, { ...short, noiseShape, differenceGrams: grams, wildRate: 0, handChance: 0 });
        return { want: grams > 0 ? 'left' : 'right', got: judgeTrace(trace).heavier };
      });
      expect(verdicts.filter((v) => v.got !== null && v.got !== v.want)).toEqual([]);
      // Correlated noise looks like movement to the stillness tests: an odd contest waits past 8 s.
      expect(verdicts.filter((v) => v.got === v.want).length).toBeGreaterThanOrEqual(27);
    });
  });

  it('R22: a clear tie on clean data is called "none" (remove a piece and re-weigh)', () => {
    const trace = generateTrace(42, { ...short, mirror: true, nominalRate: 80, wildRate: 0, handChance: 0 });
    expect(judgeTrace(trace).heavier).toBe('none');
  });

  it('without a mark it waits until both cups hold something and are still', () => {
    const trace = generateTrace(7, { withMark: false, differenceGrams: 10, wildRate: 0, handChance: 0 });
    const j = judgeTrace(trace);
    expect(j.heavier).toBe('left');
    const lastDrop = Math.max(...trace.rows.filter((r) => r.t < (j.decidedAtMs as number)).map((r) => r.t));
    expect(j.decidedAtMs).toBeGreaterThan(2500);
    expect(lastDrop).toBeLessThanOrEqual(j.decidedAtMs as number);
    // empty cups only: never a verdict
    const r = createResolver({ expectMark: false });
    for (let t = 0; t < 10_000; t += 50) r.push({ t, left: 0.01 * Math.sin(t), right: -0.01 * Math.cos(t) });
    expect(r.status().verdict).toBeNull();
  });

  it('reports readings and a confidence that reaches 1 at the verdict', () => {
    const trace = generateTrace(3, { ...short, differenceGrams: 5, wildRate: 0, handChance: 0 });
    const r = createResolver();
    let seen = 0;
    for (const row of trace.rows) {
      if (row.t > (trace.loadedAt as number)) r.markLoaded(trace.loadedAt as number);
      r.push(row);
      const s = r.status();
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
      seen = Math.max(seen, s.confidence);
      if (s.verdict) break;
    }
    const s = r.status();
    expect(s.verdict).toBe('left');
    expect(s.confidence).toBe(1);
    expect(s.settled).toBe(true);
    expect((s.leftGrams as number) - (s.rightGrams as number)).toBeCloseTo(5, 0);
    expect(s.lowGrams as number).toBeGreaterThan(0.5);
  });

  it('R24: a steady hand around "All in, weigh!" names a wrong winner at most at the stated rate, however it presses', () => {
    // R24 promises a rate (at most 1 in 1000), not never: what the resolver cannot see it cannot
    // rule out (a hand lifting a cup that still rang from its last piece named 2 of 8000 random
    // cases wrongly until the case below was found; bench:weigh's hands family measures the rate
    // over 4000). 150 cases cannot show 0.1 %; more than one wrong in them would mean several %.
    const wrong: unknown[] = [];
    fc.assert(
      fc.property(
        seeds,
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.constantFrom<Side>('left', 'right'),
        fc.integer({ min: -1000, max: 2500 }),
        fc.integer({ min: 200, max: 1500 }),
        fc.double({ min: 2, max: 40, noNaN: true }),
        fc.boolean(),
        (seed, difference, cup, startMs, durationMs, grams, press) => {
          const { trace } = handTrace({ seed, differenceGrams: difference, cup, startMs, durationMs, grams: press ? grams : -grams });
          const verdict = judgeTrace(trace).heavier;
          if ((difference <= 0.5 && verdict === 'left') || (difference >= -0.5 && verdict === 'right'))
            wrong.push([seed, difference, cup, startMs, durationMs, press ? grams : -grams, verdict]);
        },
      ),
      { numRuns: 150 },
    );
    expect(wrong.length, JSON.stringify(wrong)).toBeLessThanOrEqual(1);
  });

  it('R24: a hand lifting a cup that still rings from its last piece is not read as the cup settling', () => {
    // Found by bench:weigh's hands family and the touch property (issue 16): at 10 samples/s the
    // ring looked like wild samples, the spike filter tamed it, and the still segment ran from the
    // ring into the lift: the lifted cup was named the lighter.
    const found: HandCase[] = [
      { seed: 268903325, differenceGrams: -1.1907018413767219, cup: 'right', startMs: -573, durationMs: 1414, grams: -10.682688582222909 },
      { seed: 31528294, differenceGrams: 0.07874187547713518, cup: 'right', startMs: -368, durationMs: 570, grams: -7.3498505195602775 },
      { seed: 112087081, differenceGrams: 0, cup: 'left', startMs: -529, durationMs: 1340, grams: -2.709032941481912 },
      // Issue 32 (hands family, seed 4242, case 1316): a tie, the left cup lifted 29 g from 1 s
      // before the mark while pieces land and it rings; a rule that named a wide margin without
      // the lighter cup steady (its level from 8 samples on) named the right cup 34 ms after it.
      { seed: 141488984, differenceGrams: 0.1272352086380124, cup: 'left', startMs: -990, durationMs: 1250, grams: -28.851185927633196 },
      // Issue 32 (hands family, seed 7, case 1775): a tie, the right cup lifted 23 g from 0.94 s
      // before the mark as its last pieces landed; the rise and the lift's fall shared the calm
      // path's 500 ms means, and the left cup was named 0.3 s after the mark.
      { seed: 2124897406, differenceGrams: 0, cup: 'right', startMs: -940, durationMs: 1362, grams: -23.157179554458708 },
    ];
    for (const c of found) {
      const { trace, truth } = handTrace(c);
      const verdict = judgeTrace(trace).heavier;
      if (truth.differenceGrams <= 0.5) expect(verdict).not.toBe('left');
      if (truth.differenceGrams >= -0.5) expect(verdict).not.toBe('right');
    }
  });

  it('R24: a last piece landing just before "All in, weigh!", seen in a sample or two, is never missed', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.constantFrom<Side>('left', 'right'),
        fc.integer({ min: -400, max: -100 }),
        fc.double({ min: 2, max: 15, noNaN: true }), // confirmed at least 100 ms after it landed
        (seed, difference, cup, beforeMark, grams) => {
          const trace = generateTrace(seed, { ...short, differenceGrams: difference, handChance: 0 });
          const loaded = withPiece(trace, cup, (trace.loadedAt as number) + beforeMark, grams);
          const truth = difference + (cup === 'left' ? grams : -grams);
          const verdict = judgeTrace(loaded).heavier;
          if (truth <= 0.5) expect(verdict).not.toBe('left');
          if (truth >= -0.5) expect(verdict).not.toBe('right');
        },
      ),
      { numRuns: 150 },
    );
    // found by bench:weigh (seed 31337, trace 1729): a true tie whose left cup rang through its
    // loading took its last piece 100 ms before the mark; the piece hid behind the spike filter
    const bench = generateTrace(31337 * 1_000_003 + 1729, { kind: 'tie', nominalRate: 10 });
    expect(['none', null]).toContain(judgeTrace(bench).heavier);
  });

  it('R24: a last piece that lands just before "All in, weigh!" but is not yet read is waited for: each cup is read after the mark', () => {
    // Found by the live bench (seed 2026, contest 671): a true tie, the right cup's last piece in
    // 50 ms before the press; the left cup's first reading after the press came a moment before the
    // right's, and the right's level then was still the one without the piece: "left" in 50 ms.
    const cups = (markMs: number, landsMs: number): Trace => {
      const rng = createRng(671);
      const rows: TraceRow[] = [];
      for (let t = 0; t <= markMs + 8000; t += 100) {
        rows.push({ t, left: 55 + 0.3 * rng.normal() });
        rows.push({ t, right: (t >= landsMs ? 55 : 45) + 0.3 * rng.normal() });
      }
      return { rows, loadedAt: markMs };
    };
    const mark = 5095; // readings at 5000 and 5100: the piece lands between the first and the mark
    for (const before of [1, 20, 50, 90]) expect(['none', null]).toContain(judgeTrace(cups(mark, mark - before)).heavier);
    // The same with the piece read before the mark: left and right still weigh the same.
    expect(['none', null]).toContain(judgeTrace(cups(mark, 4900)).heavier);
  });

  it('is decided on the reading that completes both cups after the mark, not an interval later', () => {
    // Still cups 10 g apart at 10 readings/s, the right read 1 ms after the left: the look at the
    // left's first reading after the mark cannot decide (the right not yet read); the right's next.
    const rng = createRng(3);
    const rows: TraceRow[] = [];
    for (let t = 0; t <= 8000; t += 100) rows.push({ t, left: 60 + 0.2 * rng.normal() }, { t: t + 1, right: 50 + 0.2 * rng.normal() });
    const j = judgeTrace({ rows, loadedAt: 4050 });
    expect(j.heavier).toBe('left');
    expect(j.decidedAtMs).toBe(4101);
  });

  it('R21: a rig read only a few times a second (a starved host) still names a clearly heavier cup', () => {
    // 60 g against 40 g, white noise 0.47 g, each cup read every 250–330 ms, irregularly, as an
    // emulated rig beside a CPU hog was: with 250 ms blocks of one sample or none, no segment was
    // ever steady and the contest ran to its time limit.
    const rng = createRng(11);
    const rows: TraceRow[] = [];
    for (let t = 0; t <= 30_000; t += 250 + 80 * rng.next()) {
      rows.push({ t, left: 60 + 0.47 * rng.normal() }, { t: t + 20 + 30 * rng.next(), right: 40 + 0.47 * rng.normal() });
    }
    for (const loadedAt of [6000, 14_000]) {
      const j = judgeTrace({ rows, loadedAt });
      expect(j.heavier).toBe('left');
      expect(j.decidedAtMs as number).toBeLessThan(loadedAt + 10_000);
    }
  });

  it('a cup still ringing at the mark is not a late change: judged without waiting disturbedSettleMs', () => {
    const r = createResolver();
    const mark = 6000;
    const trace = ringingTrace(5, mark, mark - 100, 100, 92); // the piece lands just before the mark and rings on
    const j = judgeTrace(trace);
    expect(j.heavier).toBe('left');
    expect(j.decidedAtMs as number).toBeLessThan(mark + r.options.lateChangeMs + r.options.disturbedSettleMs);
  });

  it('the calm path: a clear difference is named once the ringing cup has been calm long enough, sooner than by its still segment', () => {
    const mark = 6000;
    const trace = ringingTrace(9, mark, mark - 1000, 100, 88);
    const j = judgeTrace(trace);
    expect(j.heavier).toBe('left');
    // a change bigger than the margin (the piece) is seen: calm counts from it, for longer than any touch
    expect(j.decidedAtMs as number).toBeGreaterThan(mark - 1000 + 1600);
    const strict = judgeTrace(trace, { calmMarginFraction: 0 });
    expect(strict.heavier).toBe('left');
    expect(j.decidedAtMs as number).toBeLessThan(strict.decidedAtMs as number);
  });

  it('refuses bad input and options with a clear error', () => {
    const r = createResolver();
    r.push({ t: 10, left: 1 });
    expect(() => r.push({ t: 5, left: 1 })).toThrow(/goes back/);
    expect(() => r.push({ t: 20, left: Number.NaN })).toThrow(/non-numeric/);
    expect(() => r.markLoaded(Number.POSITIVE_INFINITY)).toThrow(/not a number/);
    expect(() => createResolver({ bandGrams: 0 })).toThrow(/bandGrams/);
    expect(() => createResolver({ wrongWinnerRate: 1 })).toThrow(/wrongWinnerRate/);
    expect(() => createResolver({ calmMarginFraction: 2 })).toThrow(/calmMarginFraction/);
    expect(() => createResolver({ calmExtraMs: -1 })).toThrow(/calmExtraMs/);
  });
});
