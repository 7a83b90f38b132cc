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
// Close calls: at the time limit the table may lift both collections out (phase
// 'lifting'): once both cups are empty and still, their readings are the zero after the contest, and
// the levels the resolver held are corrected by the zero drifted to at their time, interpolated
// between the tare's zero and this one (what drift can do besides, bounded by the drift allowance;
// creep by the relative error). Decided so, it is a verdict; if not, the table is asked again (a
// tie, or by hand), and a tie's next weighing starts from the cups already empty and zeroed.
import { CupWatch } from './cup-watch.ts';
import { CupZero } from './cup-zero.ts';
import {
  createResolver,
  DEFAULT_RESOLVER_OPTIONS,
  type CupEvidence,
  type Resolver,
  type ResolverOptions,
  type ResolverStatus,
  type ScaleSample,
} from './resolver.ts';
import { normalQuantile } from './sequential.ts';
import type { Heavier, Side } from './trace.ts';

export type ContestPhase = 'tare' | 'loading' | 'weighing' | 'undecided' | 'lifting' | 'verdict' | 'tiebreak-removal';

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
   * at 10 samples/s, and a difference just inside the band read through it is named a winner far
   * more often than R24's 1 in 1000. Off only to measure what it costs.
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
  /** After a lift-out, the empty cups must be still this long to give the zero after the contest (ms). */
  liftWindowMs?: number;
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
  /** The collections were lifted out at the time limit and the zero after the contest could not decide either. */
  liftedOut: boolean;
}

export type ContestResult = { ok: true } | { ok: false; reason: string };

export interface Contest {
  sample(s: ScaleSample): ContestEvent[];
  tick(t: number): ContestEvent[];
  /**
   * `fresh`: each cup's recent readings while it was still at zero (scale/zero-tracking.ts): the
   * tare is taken on them at once, without waiting for a still window.
   */
  tare(t: number, fresh?: { left: number[]; right: number[] } | null): ContestResult;
  confirmLoaded(t: number): ContestResult;
  /** At the time limit: no clear winner, a tie (R22; R23 when a side has no piece left). */
  callTie(t: number): { ok: true; events: ContestEvent[] } | { ok: false; reason: string };
  /** At the time limit: keep weighing for another time limit. */
  weighLonger(t: number): ContestResult;
  /** At the time limit: both collections come out, and the empty cups give the zero after the contest. */
  liftOut(t: number): ContestResult;
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
    liftWindowMs = 8000,
    ...resolverOptions
  } = options;
  const o = { ...DEFAULT_RESOLVER_OPTIONS, ...resolverOptions };
  if (!(timeLimitMs > 0)) throw new RangeError('contest timeLimitMs must be positive');
  const watch = { left: new CupWatch(stillWindowMs, stillGrams), right: new CupWatch(stillWindowMs, stillGrams) };
  const removalWatch = { left: new CupWatch(removalWindowMs, stillGrams), right: new CupWatch(removalWindowMs, stillGrams) };
  const liftWatch = { left: new CupWatch(liftWindowMs, stillGrams), right: new CupWatch(liftWindowMs, stillGrams) };
  /** While lifting: the levels the resolver held at the time limit, and the tare's zero variance. */
  let held: { left: CupEvidence; right: CupEvidence; zeroVariance: number; taredAt: number } | null = null;
  let liftedOut = false;
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
    if (heavier === 'none' && liftedOut) {
      // The cups are empty and zeroed after the lift-out: the tie's next weighing starts from there (R22).
      phase = 'loading';
      liftedOut = false;
      held = null;
    } else if (heavier === 'none') {
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

  /** The cups' zeros from now on, learning until each cup's first piece. */
  function setZeros(z: { left: CupZero; right: CupZero }, t: number): void {
    zeros = z;
    zero = { left: z.left.grams, right: z.right.grams };
    zeroVariance = zeroErrorInInterval ? z.left.variance + z.right.variance : 0;
    taredAt = t;
  }

  /** Tared on these zeros: loading. */
  function zeroOn(z: { left: CupZero; right: CupZero }, t: number): ContestResult {
    setZeros(z, t);
    refused = null;
    phase = 'loading';
    return { ok: true };
  }

  /** While lifting: once both cups are empty and still, the zero after the contest decides, or the table is asked again. */
  function watchLift(): ContestEvent[] {
    if (!held) return [];
    const l = liftWatch.left.reading(now);
    const r = liftWatch.right.reading(now);
    for (const rd of [l, r]) if (rd.grams === null || !rd.still) return [];
    const after = {
      left: new CupZero(liftWatch.left.values(l.fromMs, now), stillGrams),
      right: new CupZero(liftWatch.right.values(r.fromMs, now), stillGrams),
    };
    // Tared readings of the empty cups: how far each zero moved since the tare.
    const moved = { left: after.left.grams - zero.left, right: after.right.grams - zero.right };
    if (Math.abs(moved.left) > emptyGrams || Math.abs(moved.right) > emptyGrams) return []; // not empty yet
    const atMs = (l.fromMs + now) / 2;
    const h = held;
    const span = Math.max(1, atMs - h.taredAt);
    // Each level's zero is the tare's and the one after the contest weighed w and 1 − w: whatever
    // the weight, drift (at most the allowance between the cups, in any shape) can bias it by
    // r · ((1 − w) · t + w · (T − t)) at a level's time t since the tare, T the span; the weight
    // that makes the interval narrowest (the tare's zero rests on a second or so of empty cups, the
    // zero after on the lift window: the one after counts more) chosen before the levels are read.
    const ages = [h.left.meanMs - h.taredAt, h.right.meanMs - h.taredAt].map((a) => Math.max(0, Math.min(span, a)));
    const creep = o.relativeError * Math.max(Math.abs(h.left.grams), Math.abs(h.right.grams));
    const afterVariance = after.left.variance + after.right.variance;
    const z = normalQuantile(1 - o.wrongWinnerRate / 2);
    const interval = (w: number) => {
      const drift = Math.max(...ages.map((a) => (o.driftGramsPerSecond * ((1 - w) * a + w * (span - a))) / 1000));
      const v = h.left.variance + h.right.variance + (1 - w) ** 2 * h.zeroVariance + w ** 2 * afterVariance;
      return { w, v, systematic: drift + creep, width: z * Math.sqrt(v) + drift };
    };
    let best = interval(0);
    for (let k = 1; k <= 20; k++) {
      const c = interval(k / 20);
      if (c.width < best.width) best = c;
    }
    const { w, v, systematic } = best;
    const d = h.left.grams - w * moved.left - (h.right.grams - w * moved.right);
    // One look, at the wrong-winner rate split over the two sides: only the few contests that reach
    // the time limit take it, so it adds that small share of the rate to the resolver's (R24).
    const hWin = z * Math.sqrt(v) + systematic;
    const hTie = normalQuantile(1 - o.tieErrorRate) * Math.sqrt(v) + systematic;
    setZeros(after, now); // the empty cups' zero: the next weighing's, if there is one (R22)
    known = { lowGrams: d - hWin, highGrams: d + hWin };
    held = null;
    liftedOut = true;
    if (d - hWin > o.bandGrams) return decideLifted('left');
    if (d + hWin < -o.bandGrams) return decideLifted('right');
    if (Math.abs(d) + hTie < o.bandGrams) return decideLifted('none');
    phase = 'undecided';
    return [{ type: 'time-limit' }];
  }

  function decideLifted(heavier: Heavier): ContestEvent[] {
    const events = decide(heavier);
    if (heavier !== 'none') liftedOut = false;
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
        liftWatch[side].add(s.t, g);
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
      else if (phase === 'lifting') events.push(...watchLift());
      return events;
    },
    tick(t) {
      advance(t);
      return phase === 'tiebreak-removal' ? watchRemovals() : checkTime(t);
    },
    tare(t, fresh) {
      advance(t);
      if (phase !== 'tare') return { ok: false, reason: (refused = `cannot tare now: the contest is at ${phase}`) };
      if (fresh && fresh.left.length >= 3 && fresh.right.length >= 3) {
        // The cups were still at zero up to now: their empty readings are the zero.
        const left = new CupZero(fresh.left, stillGrams);
        const right = new CupZero(fresh.right, stillGrams);
        if (Math.abs(left.grams) <= emptyGrams && Math.abs(right.grams) <= emptyGrams) return zeroOn({ left, right }, t);
      }
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
      return zeroOn({ left: new CupZero(watch.left.values(l.fromMs, t), stillGrams), right: new CupZero(watch.right.values(r.fromMs, t), stillGrams) }, t);
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
      if (liftedOut) return { ok: false, reason: (refused = 'the collections are out of the cups: call it a tie, or choose by hand') };
      refused = null;
      phase = 'weighing';
      countdownFrom = t;
      return { ok: true };
    },
    liftOut(t) {
      advance(t);
      if (phase !== 'undecided' || liftedOut)
        return { ok: false, reason: (refused = `lifting the collections out fits only at the time limit: the contest is at ${phase}`) };
      const s = resolver?.status();
      if (!s?.settled || !s.levels) return { ok: false, reason: (refused = 'the cups never kept still long enough to weigh: lifting them out cannot decide') };
      refused = null;
      // The whole still segment since the mark, not just the resolver's last seconds: weighed once, more evidence is all gain.
      const levels = resolver?.heldEvidence() ?? s.levels;
      held = { left: levels.left, right: levels.right, zeroVariance, taredAt: taredAt ?? t };
      phase = 'lifting';
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
        liftedOut,
      };
    },
  };
}
