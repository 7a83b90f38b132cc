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
//   c.tick(t)                      // time passes; at the time limit an undecided weighing waits for
//                                  //   the table: c.callTie(t) (R22) or c.weighLonger(t)
//   → sample()/tick() return the events of that moment: { type: 'verdict', heavier } when decided,
//     { type: 'time-limit' } when the time is up without a verdict,
//     { type: 'removed', side } when a cup lost a piece in a tiebreak, { type: 'reweigh' } when both did.
//   c.status()                     // phase, who is in which cup, live readings, the resolver's
//                                  //   confidence and interval, time left, tiebreak removals
//
// Phases: tare → loading → weighing (→ undecided at the time limit, while the table chooses; the
// resolver keeps listening and may still decide) → verdict (left/right: done) or, on 'none' (R22),
// tiebreak-removal: each side takes out one piece, confirmed by a drop of one piece's weight on that
// cup (1–60 g by default) once it is still again; when both are confirmed the contest weighs again
// (phase 'weighing', the removals count as the new "All in").
import { CupWatch } from './cup-watch.ts';
import { CupZero } from './cup-zero.ts';
import { createResolver, type Resolver, type ResolverOptions, type ResolverStatus, type ScaleSample } from './resolver.ts';
import type { Heavier, Side } from './trace.ts';

export type ContestPhase = 'tare' | 'loading' | 'weighing' | 'undecided' | 'verdict' | 'tiebreak-removal';

export interface ContestOptions extends ResolverOptions {
  /** Names of whose collection goes in the left and the right cup (R20). */
  left: string;
  right: string;
  /** After "All in, weigh!", an undecided weighing asks the table to choose after this long (ms). */
  timeLimitMs?: number;
  /** A cup reading within this of zero counts as empty for the tare (g). */
  emptyGrams?: number;
  /** Readings over this window must agree within `stillGrams` to count as still. */
  stillWindowMs?: number;
  /**
   * The tare takes the longest still window from `stillWindowMs` down to this (ms): cups still for
   * a while tare at once and precisely, cups just settled as soon as they have been still this
   * long. Either way each cup's zero goes on learning from the empty cup until its first piece
   * lands (cup-zero.ts).
   */
  tareMinStillMs?: number;
  /**
   * Whether the zeros' own uncertainty widens the interval for naming a side (`zeroVariance`). On by
   * default: a quick tare's zero rests on a second or two of empty cups, off by about 0.1 g a cup
   * at 10 samples/s, and a difference just inside the band read through it was named a winner in
   * 14 of 800 live contests (0.35–0.5 g at 10 samples/s; R24 allows 1 in 1000); with it, none of
   * 200. Off only to measure what it costs.
   */
  zeroErrorInInterval?: boolean;
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

export type ContestEvent = { type: 'verdict'; heavier: Heavier } | { type: 'time-limit' } | { type: 'removed'; side: Side } | { type: 'reweigh' };

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
  /** The time limit of this weighing was reached without a verdict (the table chose, or is choosing). */
  timedOut: boolean;
  /**
   * At the time limit: what the evidence says of left − right, g (an interval at the wrong-winner
   * rate, so "within max(|low|, |high|) g of each other"), or null when the cups never settled.
   */
  known: { lowGrams: number; highGrams: number } | null;
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
  /** At the time limit: no clear winner, a tie (R22; R23 when a side has no piece left). */
  callTie(t: number): { ok: true; events: ContestEvent[] } | { ok: false; reason: string };
  /** At the time limit: keep weighing for another time limit. */
  weighLonger(t: number): ContestResult;
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
    tareMinStillMs = stillWindowMs,
    zeroErrorInInterval = true,
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
  /** Each cup's zero while it still learns (from the tare to the cup's first piece or the mark). */
  let zeros: { left: CupZero; right: CupZero } | null = null;
  let taredAt: number | null = null;
  let now = -Infinity;
  let resolver: Resolver | null = null;
  /** Start of the countdown to the time limit: "All in, weigh!", or the table's "weigh longer". */
  let countdownFrom: number | null = null;
  let known: ContestStatus['known'] = null;
  let round = 0;
  let verdict: Heavier | null = null;
  let weighed: { left: number; right: number } | null = null;
  let timedOut = false;
  let refused: string | null = null;
  let removal: { left: Removal; right: Removal } | null = null;
  let before = { left: 0, right: 0 }; // tared levels at a tie, to see each removal
  const recent: ScaleSample[] = []; // samples as read (not tared: the zero may still change) kept to give a weighing its evidence

  const tared = (s: ScaleSample): ScaleSample => {
    const out: ScaleSample = { t: s.t };
    if (s.left !== undefined) out.left = s.left - zero.left;
    if (s.right !== undefined) out.right = s.right - zero.right;
    return out;
  };

  /** Variance of the tared difference left − right from the zeros themselves, g². */
  let zeroVariance = 0;

  /** The zeros stop learning: the weighing needs them fixed. */
  function fixZeros(): void {
    if (!zeros) return;
    zeros.left.close();
    zeros.right.close();
    zero = { left: zeros.left.grams, right: zeros.right.grams };
    zeroVariance = zeroErrorInInterval ? zeros.left.variance + zeros.right.variance : 0;
    zeros = null;
  }

  function startWeighing(t: number): void {
    fixZeros();
    // The resolver sees only the last HISTORY_MS; the zeros, and the drift since them, are older.
    resolver = createResolver({
      ...resolverOptions,
      zeroVariance: (resolverOptions.zeroVariance ?? 0) + zeroVariance,
      expectMark: true,
      ...(taredAt !== null && { taredAtMs: taredAt }),
    });
    for (const s of recent) resolver.push(tared(s));
    resolver.markLoaded(t);
    countdownFrom = t;
    known = null;
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
    const g = watch[side].grams(now);
    return g === null ? null : g - zero[side];
  };

  function checkTime(t: number): ContestEvent[] {
    if (phase === 'weighing' && countdownFrom !== null && t - countdownFrom >= timeLimitMs) {
      timedOut = true;
      phase = 'undecided';
      const s = resolver?.status();
      known =
        s && s.lowGrams !== null && s.highGrams !== null && Number.isFinite(s.lowGrams) && Number.isFinite(s.highGrams)
          ? { lowGrams: s.lowGrams, highGrams: s.highGrams }
          : null;
      return [{ type: 'time-limit' }];
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
      if (zeros) {
        for (const side of ['left', 'right'] as const) {
          const g = s[side];
          if (g !== undefined) zeros[side].add(s.t, g);
          zero[side] = zeros[side].grams;
        }
      }
      recent.push(s);
      const t = tared(s);
      while (recent.length > 0 && (recent[0] as ScaleSample).t < s.t - HISTORY_MS) recent.shift();
      const events: ContestEvent[] = [];
      if ((phase === 'weighing' || phase === 'undecided') && resolver) {
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
      const l = watch.left.stillest(t, tareMinStillMs);
      const r = watch.right.stillest(t, tareMinStillMs);
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
      zeros = {
        left: new CupZero(watch.left.values(l.fromMs, t), stillGrams),
        right: new CupZero(watch.right.values(r.fromMs, t), stillGrams),
      };
      zero = { left: zeros.left.grams, right: zeros.right.grams };
      zeroVariance = zeroErrorInInterval ? zeros.left.variance + zeros.right.variance : 0;
      taredAt = t;
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
    callTie(t) {
      advance(t);
      if (phase !== 'undecided') return { ok: false, reason: (refused = `a tie is called by the scale, or at the time limit: the contest is at ${phase}`) };
      refused = null;
      return { ok: true, events: decide('none') };
    },
    weighLonger(t) {
      advance(t);
      if (phase !== 'undecided') return { ok: false, reason: (refused = `weighing longer fits only at the time limit: the contest is at ${phase}`) };
      refused = null;
      phase = 'weighing';
      countdownFrom = t;
      return { ok: true };
    },
    status() {
      const rs = resolver && (phase === 'weighing' || phase === 'undecided') ? resolver.status() : null;
      return {
        phase,
        cups: { left: leftName, right: rightName },
        readings: {
          left: phase === 'tare' ? watch.left.grams(now) : reading('left'),
          right: phase === 'tare' ? watch.right.grams(now) : reading('right'),
        },
        round,
        verdict,
        weighed,
        timedOut,
        known: known && { ...known },
        // Elapsed first: (start + limit) - now rounds above the limit for some fractional times.
        timeLeftMs: phase === 'weighing' && countdownFrom !== null ? Math.max(0, timeLimitMs - (now - countdownFrom)) : null,
        resolver: rs && { confidence: rs.confidence, settled: rs.settled, differenceGrams: rs.differenceGrams, lowGrams: rs.lowGrams, highGrams: rs.highGrams },
        removal: removal && { ...removal },
        refused,
      };
    },
  };
}
