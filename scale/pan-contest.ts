// A contest on a single-pan balance, where the weigh-off weighs one collection after the other,
// as a pure state machine beside contest.ts, with the same verdict input for the engine. No
// timers: time arrives with the samples.
//
//   const c = createPanContest({ left: 'Ann', right: 'Bob' });   // phase 'tare'
//   c.sample(t, grams, stable?)   // the pan's calibrated grams; `stable` as the balance flags it
//   c.tare(t)                     // pan empty and still → zeroed, phase 'weigh-left'
//   c.confirmOnPan(t)             // "Ann's collection is on the pan" → settling; once still, weighed
//   …                             // then 'weigh-right' (the pan must be emptied in between)
//   c.confirmRemoved(t)           // after a tie (R22): both took a piece out → weigh both again
//
// A balance reads to 0.01 g and both collections lie on the same pan, so there is no gain error
// between the sides: the difference is known to a few hundredths. Still, R24: a side is named only
// when the difference is beyond the band with the error allowed for; inside it, a tie; in the thin
// zone between, too close to call, which is also a tie (as the rig's time limit makes it).
import { CupWatch } from './cup-watch.ts';
import type { Heavier, Side } from './trace.ts';

export type PanPhase = 'tare' | 'weigh-left' | 'weigh-right' | 'verdict' | 'tiebreak-removal';

export interface PanContestOptions {
  left: string;
  right: string;
  /** R24: differences within this are a tie (g). */
  bandGrams?: number;
  /** R24: the largest acceptable chance of naming the wrong side. */
  wrongWinnerRate?: number;
  /** The pan within this of zero counts as empty (g). */
  emptyGrams?: number;
  /** Readings over this window must agree within `stillGrams` to count as still (and the balance must say stable). */
  stillWindowMs?: number;
  stillGrams?: number;
  /** Zero drift of the balance allowed for between the tare and a weighing, g/s. */
  driftGramsPerSecond?: number;
  /** Non-linearity allowed for, as a fraction of the load. */
  linearity?: number;
  /** A tiebreak removal is a drop between these (one piece of booty). */
  pieceMinGrams?: number;
  pieceMaxGrams?: number;
  /** Pieces in each collection, when known: a side with pieces is not weighed off an empty pan. */
  pieces?: { left: number; right: number };
}

export interface PanWeight {
  grams: number;
  /** Standard error of `grams`, g. */
  se: number;
  t: number;
}

export type PanEvent = { type: 'weighed'; side: Side; grams: number } | { type: 'verdict'; heavier: Heavier };

export interface PanStatus {
  phase: PanPhase;
  cups: { left: string; right: string };
  /** The side being weighed while its collection settles on the pan (after confirmOnPan). */
  settling: Side | null;
  /** Tared live reading of the pan, g. */
  reading: number | null;
  round: number;
  weights: { left: PanWeight | null; right: PanWeight | null };
  verdict: Heavier | null;
  /** The tie was called because the difference was too close to the band to name a side. */
  tooClose: boolean;
  /** Why the last request or reading was refused, in words for the table. */
  refused: string | null;
}

export type PanResult = { ok: true } | { ok: false; reason: string };

export interface PanContest {
  sample(t: number, grams: number, stable?: boolean): PanEvent[];
  tare(t: number): PanResult;
  confirmOnPan(t: number): PanResult;
  confirmRemoved(t: number): PanResult;
  status(): PanStatus;
}

/** The stable readings of a balance still vary by a count or two of its 0.01 g resolution. */
const RESOLUTION = 0.01;

export function createPanContest(options: PanContestOptions): PanContest {
  const o = {
    bandGrams: 0.5,
    wrongWinnerRate: 0.001,
    emptyGrams: 1.5,
    stillWindowMs: 1500,
    stillGrams: 0.1,
    driftGramsPerSecond: 0.002,
    linearity: 2e-4,
    pieceMinGrams: 1,
    pieceMaxGrams: 60,
    ...options,
  };
  if (!(o.bandGrams >= 0) || !(o.wrongWinnerRate > 0 && o.wrongWinnerRate < 1))
    throw new RangeError('pan contest: band must be ≥ 0 g and the wrong-winner rate in (0, 1)');
  const watch = new CupWatch(o.stillWindowMs, o.stillGrams);
  const recent: { t: number; g: number }[] = [];
  let phase: PanPhase = 'tare';
  let now = -Infinity;
  let zero = 0;
  let taredAt = 0;
  let lastStable = true;
  let settling: Side | null = null;
  let emptiedSinceLeft = false;
  let round = 1;
  let weights: { left: PanWeight | null; right: PanWeight | null } = { left: null, right: null };
  let previous: { left: PanWeight | null; right: PanWeight | null } = { left: null, right: null };
  let verdict: Heavier | null = null;
  let tooClose = false;
  let refused: string | null = null;
  let pieces = o.pieces ?? null;
  const name = (side: Side): string => (side === 'left' ? o.left : o.right);

  function advance(t: number): void {
    if (!Number.isFinite(t)) throw new RangeError(`time ${t} is not a number`);
    if (t < now) throw new RangeError(`time ${t} ms goes back (after ${now} ms)`);
    now = t;
  }

  /** The pan's level over the still window, or null when it is not still. */
  function stillLevel(): PanWeight | null {
    const r = watch.reading(now);
    const middle = r.grams;
    if (middle === null || !r.still || !lastStable) return null;
    const xs = recent.filter((s) => s.t >= now - o.stillWindowMs).map((s) => s.g);
    // The watch's medians shrug off a load that has only just landed; a balance's readings do not
    // jump when still, so every reading of the window must sit near its middle.
    if (xs.some((x) => Math.abs(x - middle) > o.stillGrams)) return null;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
    // Neighbouring readings are correlated: count half of them as independent.
    return { grams: mean - zero, se: Math.max(sd, RESOLUTION) / Math.sqrt(Math.max(1, xs.length / 2)), t: now };
  }

  function judge(l: PanWeight, r: PanWeight): Heavier {
    const drift = o.driftGramsPerSecond * ((Math.max(l.t, r.t) - taredAt) / 1000);
    const sigma = Math.sqrt(l.se ** 2 + r.se ** 2 + drift ** 2 + (o.linearity * Math.max(Math.abs(l.grams), Math.abs(r.grams))) ** 2);
    // A Gaussian tail bound, a little wider than the exact quantile: P(error > zσ) ≤ exp(-z²/2) per side.
    const z = Math.sqrt(2 * Math.log(2 / o.wrongWinnerRate));
    const d = l.grams - r.grams;
    tooClose = false;
    if (d - z * sigma > o.bandGrams) return 'left';
    if (d + z * sigma < -o.bandGrams) return 'right';
    if (Math.abs(d) + z * sigma > o.bandGrams) tooClose = true;
    return 'none';
  }

  /** A re-weigh after a tie must find one piece fewer than before (R22). */
  function checkRemoval(side: Side, w: PanWeight): string | null {
    const before = previous[side];
    if (!before) return null;
    const drop = before.grams - w.grams;
    if (drop < o.pieceMinGrams) return `${name(side)}'s collection weighs ${w.grams.toFixed(2)} g, as much as before the tie: take one piece out`;
    if (drop > o.pieceMaxGrams)
      return `${name(side)}'s collection is ${drop.toFixed(1)} g lighter than before the tie: more than one piece came out, put pieces back`;
    return null;
  }

  function weighSettling(): PanEvent[] {
    if (settling === null) return [];
    const side = settling;
    const w = stillLevel();
    // "On the pan" pressed before the pieces went on: wait for them rather than weigh an empty pan.
    if (!w || (pieces !== null && pieces[side] > 0 && w.grams < o.pieceMinGrams)) return [];
    const problem = checkRemoval(side, w);
    if (problem) {
      refused = problem;
      settling = null;
      return [];
    }
    refused = null;
    settling = null;
    weights = { ...weights, [side]: w };
    const events: PanEvent[] = [{ type: 'weighed', side, grams: w.grams }];
    if (side === 'left') {
      phase = 'weigh-right';
      emptiedSinceLeft = false;
      return events;
    }
    verdict = judge(weights.left as PanWeight, w);
    phase = verdict === 'none' ? 'tiebreak-removal' : 'verdict';
    events.push({ type: 'verdict', heavier: verdict });
    return events;
  }

  return {
    sample(t, grams, stable) {
      if (!Number.isFinite(grams)) throw new RangeError(`sample at ${t} ms has a non-numeric weight`);
      advance(t);
      watch.add(t, grams);
      recent.push({ t, g: grams });
      while (recent.length > 0 && (recent[0] as { t: number }).t < t - 2 * o.stillWindowMs) recent.shift();
      lastStable = stable !== false;
      if (phase === 'weigh-right' && Math.abs(grams - zero) <= o.emptyGrams) emptiedSinceLeft = true;
      return weighSettling();
    },
    tare(t) {
      advance(t);
      if (phase !== 'tare') return { ok: false, reason: (refused = `cannot tare now: the contest is at ${phase}`) };
      const r = watch.reading(t);
      if (r.grams === null) return { ok: false, reason: (refused = 'cannot tare: no readings from the balance') };
      if (Math.abs(r.grams) > o.emptyGrams) return { ok: false, reason: (refused = `cannot tare: the pan is not empty: it reads ${r.grams.toFixed(1)} g`) };
      if (!r.still || !lastStable) return { ok: false, reason: (refused = 'cannot tare: the pan is not still') };
      zero = r.grams;
      taredAt = t;
      refused = null;
      phase = 'weigh-left';
      return { ok: true };
    },
    confirmOnPan(t) {
      advance(t);
      if (phase !== 'weigh-left' && phase !== 'weigh-right')
        return {
          ok: false,
          reason: (refused = phase === 'tare' ? 'tare the empty pan first' : `no collection is to go on the pan now: the contest is at ${phase}`),
        };
      const side: Side = phase === 'weigh-left' ? 'left' : 'right';
      // Pressed with the left collection still on the pan, the right one would be weighed as its twin.
      if (side === 'right' && !emptiedSinceLeft)
        return { ok: false, reason: (refused = `take ${o.left}'s collection off the pan first, then put ${o.right}'s on`) };
      settling = side;
      refused = null;
      return { ok: true };
    },
    confirmRemoved(t) {
      advance(t);
      if (phase !== 'tiebreak-removal') return { ok: false, reason: (refused = 'no tiebreak is under way') };
      previous = weights;
      weights = { left: null, right: null };
      if (pieces) pieces = { left: Math.max(0, pieces.left - 1), right: Math.max(0, pieces.right - 1) };
      verdict = null;
      tooClose = false;
      refused = null;
      round++;
      phase = 'weigh-left';
      return { ok: true };
    },
    status() {
      const r = watch.reading(now);
      return {
        phase,
        cups: { left: o.left, right: o.right },
        settling,
        reading: r.grams === null ? null : r.grams - zero,
        round,
        weights: { ...weights },
        verdict,
        tooClose,
        refused,
      };
    },
  };
}
