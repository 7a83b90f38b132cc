// The contest controller: one pairwise contest of the weigh-off on the balance, as a pure state
// machine the server drives (R20–R24). It has no timers: time arrives with the samples and with
// tick(t). It decides nothing about the game: it emits the table-script input
// `{"type":"verdict","heavier":"left"|"right"|"none"}` and the rules engine eliminates (or, with
// Cursed Treasure R26, eliminates the heavier), applies R23 to empty sides, and asks for the next
// contest.
//
//   const c = createContest({ left: 'Ann', right: 'Bob' });   // phase 'tare'
//   c.sample({ t, left, right })   // calibrated grams of both cups (gross, before this tare)
//   c.tare(t)                      // both cups empty and still → zeroed, phase 'loading'
//                                  //   (else { ok: false, reason } and the phase stays 'tare')
//   c.confirmLoaded(t)             // "All in, weigh!" → phase 'weighing'
//   c.tick(t)                      // time passes; the time limit turns an undecided weighing into 'none'
//   → sample()/tick() return the events of that moment: { type: 'verdict', heavier } when decided,
//     { type: 'removed', side } when a cup lost a piece in a tiebreak, { type: 'reweigh' } when both did.
//   c.status()                     // phase, who is in which cup, live readings, the resolver's
//                                  //   confidence and interval, time left, tiebreak removals
//
// Phases: tare → loading → weighing → verdict (left/right: done) or, on 'none' (R22),
// tiebreak-removal: each side takes out one piece, confirmed by a drop of one piece's weight on that
// cup (1–60 g by default) once it is still again; when both are confirmed the contest weighs again
// (phase 'weighing', the removals count as the new "All in").
import { CupWatch } from './cup-watch.ts';
import { createResolver, type Resolver, type ResolverOptions, type ResolverStatus, type ScaleSample } from './resolver.ts';
import type { Heavier, Side } from './trace.ts';

export type ContestPhase = 'tare' | 'loading' | 'weighing' | 'verdict' | 'tiebreak-removal';

export interface ContestOptions extends ResolverOptions {
  /** Names of whose collection goes in the left and the right cup (R20). */
  left: string;
  right: string;
  /** After "All in, weigh!", an undecided weighing becomes a tie after this long (ms). */
  timeLimitMs?: number;
  /** A cup reading within this of zero counts as empty for the tare (g). */
  emptyGrams?: number;
  /** Readings over this window must agree within `stillGrams` to count as still. */
  stillWindowMs?: number;
  stillGrams?: number;
  /** A tiebreak removal is a drop between these (one piece of booty). */
  pieceMinGrams?: number;
  pieceMaxGrams?: number;
  /**
   * A removal is seen once the cup is still over this window (default `stillWindowMs`). It only
   * has to tell a 1 g drop, not a zero: shorter than the tare's window.
   */
  removalWindowMs?: number;
}

export type ContestEvent = { type: 'verdict'; heavier: Heavier } | { type: 'removed'; side: Side } | { type: 'reweigh' };

export type Removal = 'waiting' | 'removed' | 'too-much';

export interface ContestStatus {
  phase: ContestPhase;
  cups: { left: string; right: string };
  /** Tared live readings, g. */
  readings: { left: number | null; right: number | null };
  /** Weighing number within this contest: 1, then one more per tiebreak (R22). */
  round: number;
  verdict: Heavier | null;
  /** What each cup weighed when the last verdict was reached (the resolver's estimate), g. */
  weighed: { left: number; right: number } | null;
  timedOut: boolean;
  /** ms left before the time limit while weighing. */
  timeLeftMs: number | null;
  resolver: Pick<ResolverStatus, 'confidence' | 'settled' | 'differenceGrams' | 'lowGrams' | 'highGrams'> | null;
  removal: { left: Removal; right: Removal } | null;
  /** Why the last request was refused, in words for the table. */
  refused: string | null;
}

export type ContestResult = { ok: true } | { ok: false; reason: string };

export interface Contest {
  sample(s: ScaleSample): ContestEvent[];
  tick(t: number): ContestEvent[];
  tare(t: number): ContestResult;
  confirmLoaded(t: number): ContestResult;
  status(): ContestStatus;
}

const HISTORY_MS = 8000;

export function createContest(options: ContestOptions): Contest {
  const {
    left: leftName,
    right: rightName,
    timeLimitMs = 20_000,
    emptyGrams = 1.5,
    stillWindowMs = 1000,
    stillGrams = 0.5,
    pieceMinGrams = 1,
    pieceMaxGrams = 60,
    removalWindowMs = stillWindowMs,
    ...resolverOptions
  } = options;
  if (!(timeLimitMs > 0)) throw new RangeError('contest timeLimitMs must be positive');
  const watch = { left: new CupWatch(stillWindowMs, stillGrams), right: new CupWatch(stillWindowMs, stillGrams) };
  const removalWatch = { left: new CupWatch(removalWindowMs, stillGrams), right: new CupWatch(removalWindowMs, stillGrams) };
  let phase: ContestPhase = 'tare';
  let zero = { left: 0, right: 0 };
  let now = -Infinity;
  let resolver: Resolver | null = null;
  let confirmedAt: number | null = null;
  let round = 0;
  let verdict: Heavier | null = null;
  let weighed: { left: number; right: number } | null = null;
  let timedOut = false;
  let refused: string | null = null;
  let removal: { left: Removal; right: Removal } | null = null;
  let before = { left: 0, right: 0 }; // tared levels at a tie, to see each removal
  const recent: ScaleSample[] = []; // tared samples kept to give a re-weigh its evidence

  const tared = (s: ScaleSample): ScaleSample => {
    const out: ScaleSample = { t: s.t };
    if (s.left !== undefined) out.left = s.left - zero.left;
    if (s.right !== undefined) out.right = s.right - zero.right;
    return out;
  };

  function startWeighing(t: number): void {
    resolver = createResolver({ ...resolverOptions, expectMark: true });
    for (const s of recent) resolver.push(s);
    resolver.markLoaded(t);
    confirmedAt = t;
    round++;
    phase = 'weighing';
  }

  function decide(heavier: Heavier): ContestEvent[] {
    verdict = heavier;
    const s = resolver?.status();
    const l = s?.leftGrams ?? reading('left');
    const r = s?.rightGrams ?? reading('right');
    weighed = l === null || r === null ? null : { left: l, right: r };
    if (heavier === 'none') {
      phase = 'tiebreak-removal';
      before = { left: l ?? 0, right: r ?? 0 };
      removal = { left: 'waiting', right: 'waiting' };
    } else phase = 'verdict';
    return [{ type: 'verdict', heavier }];
  }

  const reading = (side: Side): number | null => {
    const g = watch[side].reading(now).grams;
    return g === null ? null : g - zero[side];
  };

  function checkTime(t: number): ContestEvent[] {
    if (phase === 'weighing' && confirmedAt !== null && t - confirmedAt >= timeLimitMs) {
      timedOut = true;
      return decide('none');
    }
    return [];
  }

  function watchRemovals(): ContestEvent[] {
    if (phase !== 'tiebreak-removal' || !removal) return [];
    const events: ContestEvent[] = [];
    for (const side of ['left', 'right'] as const) {
      if (removal[side] === 'removed') continue;
      const r = removalWatch[side].reading(now);
      if (r.grams === null || !r.still) continue;
      const drop = before[side] - (r.grams - zero[side]);
      const state: Removal = drop > pieceMaxGrams ? 'too-much' : drop >= pieceMinGrams ? 'removed' : 'waiting';
      removal[side] = state;
      if (state === 'removed') events.push({ type: 'removed', side });
    }
    if (removal.left === 'removed' && removal.right === 'removed') {
      removal = null;
      verdict = null;
      timedOut = false;
      startWeighing(now);
      events.push({ type: 'reweigh' });
    }
    return events;
  }

  function advance(t: number): void {
    if (!Number.isFinite(t)) throw new RangeError(`time ${t} is not a number`);
    if (t < now) throw new RangeError(`time ${t} ms goes back (after ${now} ms)`);
    now = t;
  }

  return {
    sample(s) {
      for (const g of [s.left, s.right]) if (g !== undefined && !Number.isFinite(g)) throw new RangeError(`sample at ${s.t} ms has a non-numeric weight`);
      advance(s.t);
      for (const side of ['left', 'right'] as const) {
        const g = s[side];
        if (g === undefined) continue;
        watch[side].add(s.t, g);
        removalWatch[side].add(s.t, g);
      }
      if (phase === 'tare') return [];
      const t = tared(s);
      recent.push(t);
      while (recent.length > 0 && (recent[0] as ScaleSample).t < s.t - HISTORY_MS) recent.shift();
      const events: ContestEvent[] = [];
      if (phase === 'weighing' && resolver) {
        resolver.push(t);
        const v = resolver.verdict().verdict;
        if (v !== null) events.push(...decide(v));
        else events.push(...checkTime(s.t));
      } else if (phase === 'tiebreak-removal') events.push(...watchRemovals());
      return events;
    },
    tick(t) {
      advance(t);
      return phase === 'tiebreak-removal' ? watchRemovals() : checkTime(t);
    },
    tare(t) {
      advance(t);
      if (phase !== 'tare') return { ok: false, reason: (refused = `cannot tare now: the contest is at ${phase}`) };
      const l = watch.left.reading(t);
      const r = watch.right.reading(t);
      const problems: string[] = [];
      for (const [name, cup, rd] of [
        [leftName, 'left', l],
        [rightName, 'right', r],
      ] as const) {
        if (rd.grams === null) problems.push(`no readings from the ${cup} cup`);
        else if (Math.abs(rd.grams) > emptyGrams) problems.push(`the ${cup} cup (${name}) is not empty: it reads ${rd.grams.toFixed(1)} g`);
        else if (!rd.still) problems.push(`the ${cup} cup (${name}) is not still`);
      }
      if (problems.length > 0) return { ok: false, reason: (refused = `cannot tare: ${problems.join('; ')}`) };
      zero = { left: l.grams ?? 0, right: r.grams ?? 0 };
      refused = null;
      phase = 'loading';
      return { ok: true };
    },
    confirmLoaded(t) {
      advance(t);
      if (phase !== 'loading')
        return {
          ok: false,
          reason: (refused = phase === 'tare' ? 'tare the empty cups first' : `"All in, weigh!" does not fit now: the contest is at ${phase}`),
        };
      refused = null;
      startWeighing(t);
      return { ok: true };
    },
    status() {
      const rs = resolver && phase === 'weighing' ? resolver.status() : null;
      return {
        phase,
        cups: { left: leftName, right: rightName },
        readings: {
          left: phase === 'tare' ? watch.left.reading(now).grams : reading('left'),
          right: phase === 'tare' ? watch.right.reading(now).grams : reading('right'),
        },
        round,
        verdict,
        weighed,
        timedOut,
        // Elapsed first: (confirmedAt + limit) - now rounds above the limit for some fractional times.
        timeLeftMs: phase === 'weighing' && confirmedAt !== null ? Math.max(0, timeLimitMs - (now - confirmedAt)) : null,
        resolver: rs && { confidence: rs.confidence, settled: rs.settled, differenceGrams: rs.differenceGrams, lowGrams: rs.lowGrams, highGrams: rs.highGrams },
        removal: removal && { ...removal },
        refused,
      };
    },
  };
}
