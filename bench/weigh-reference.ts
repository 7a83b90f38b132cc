// The physical limit the resolver is measured against (issue 16): a test that knows each cup's
// white noise σ and the moment the cups settled (the generator knows both) needs
//   n = (3.09 · √(σ_left² + σ_right²) / ||Δ| − band|)²
// samples per cup after settling to be sure at 0.1 %. Its delay after "All in, weigh!" is the
// wait for settling (if any) plus n samples of the slower cup. Compared per zone of the true
// difference: clear (≥ 2 × band), near the band (band … 2 × band), true ties (≤ band).
import type { GeneratedTrace } from '../scale/trace-model.ts';
import type { Heavier } from '../scale/trace.ts';

type Scored = Pick<GeneratedTrace, 'truth' | 'scenario' | 'loadedAt'>;
interface Outcome {
  verdict: Heavier | null;
  decidedAtMs: number | null;
}

const Z = 3.09;
/** Near and tie cases count as decided when decided within this long after the mark. */
export const DECIDED_WITHIN_MS = 12_000;

/**
 * What statistics cannot see and the resolver allows for whole (its options of the same names):
 * drift of one cup against the other since the tare, g/s, and creep and calibration error as a
 * fraction of the heavier cup.
 */
export interface Allowance {
  driftGramsPerSecond: number;
  relativeError: number;
}

/**
 * The reference test's delay after the mark, ms (Infinity for a difference exactly at the band, or,
 * with an allowance, one that the allowance never lets it decide within `limitMs`). With an
 * allowance the margin shrinks by it, drift taken at the evidence's mean time since the tare (the
 * trace's start): the physical limit for a test that must be safe against the worst drift and creep.
 */
export function referenceDelayMs(trace: Scored, bandGrams = 0.5, allowance?: Allowance, limitMs = 20_000, hand?: LightHand, settle?: Settle): number {
  const margin = Math.abs(Math.abs(trace.truth.differenceGrams) - bandGrams);
  if (!hand) return delayMs(trace, margin, Math.max(trace.scenario.settledAtMs, trace.loadedAt ?? 0), allowance, limitMs);
  // A side named sooner must clear the hand too; a tie is no wrong winner, so only the side's margin shrinks.
  const mark = trace.loadedAt ?? 0;
  const plain = delayMs(trace, margin, Math.max(trace.scenario.settledAtMs, mark), allowance, limitMs);
  if (!(Math.abs(trace.truth.differenceGrams) > bandGrams)) return plain;
  const early = delayMs(trace, margin - hand.grams, Math.max(trace.scenario.settledAtMs, mark), allowance, limitMs, settle);
  const late = delayMs(trace, margin, Math.max(trace.scenario.settledAtMs, mark + hand.goneMs), allowance, limitMs, settle);
  return Math.max(plain, Math.min(early, late));
}

/**
 * What the resolver guards against besides (issue 32's unassumed noise): a light hand resting on a
 * cup, up to `grams`, gone by `goneMs` after the mark. A test that knows each cup's noise but not
 * whether a hand rests names a side sooner only by a margin beyond the hand, or else from samples
 * read after the hand must be gone.
 */
export interface LightHand {
  grams: number;
  goneMs: number;
}

/**
 * Issue 32: what the resolver guards against together with a light hand (scale/resolver.ts `SETTLE`):
 * one cup still settling, reading up to `grams` off its load at the mark, decaying as
 * exp(−(t − mark) / τ) with τ up to `tauMs`.
 *
 * The fourth reference (`referenceDelayMs` with a hand and a settle): a test that knows each cup's
 * noise σ and when its rings died (settledAtMs), allows for drift and creep as the resolver does,
 * and knows neither whether a hand rests nor whether a cup settles. Its n samples are the slower
 * cup's, one a period apart from a start s; it names a side at the first n where
 *   margin − creep − drift − grams · mean over its samples of exp(−(t − mark) / tauMs) ≥ 3.09 √(σ_l² + σ_r²) / √n
 * (the slowest τ biases every sample most), with s = max(settledAtMs, mark) and the hand's grams off
 * the margin too, or s = max(settledAtMs, mark + goneMs) without them, whichever names it sooner;
 * never before the reference with the allowance alone, and ties as that one. It fits no settle: it
 * allows for the whole worst case where the resolver allows for the settle it fitted, and so
 * decides no near-band contest within 12 s (from 4 to 12 s after the mark that settle still biases
 * the mean by 1.5 × (e^−0.5 − e^−1.5) = 0.58 g, above any margin ≤ the band).
 */
export interface Settle {
  grams: number;
  tauMs: number;
}

/** The reference's delay for a given margin, counting samples from `start`, allowing for a settle from the mark when given. */
function delayMs(trace: Scored, margin: number, start: number, allowance: Allowance | undefined, limitMs: number, settle?: Settle): number {
  const [sl, sr] = trace.scenario.noise;
  if (margin <= 0) return Infinity;
  const spread = Z * Math.sqrt(sl * sl + sr * sr);
  const mark = trace.loadedAt ?? 0;
  const period = Math.max(...trace.scenario.periodMs);
  if (!allowance && !settle) return start + Math.max(1, Math.ceil((spread / margin) ** 2)) * period - mark;
  const creep = allowance ? allowance.relativeError * Math.max(Math.abs(trace.truth.leftGrams), Math.abs(trace.truth.rightGrams)) : 0;
  let shape = 0;
  for (let n = 1; start + n * period - mark <= limitMs; n++) {
    const end = start + n * period;
    if (settle) shape += Math.exp(-(end - mark) / settle.tauMs);
    const faked = settle ? (settle.grams * shape) / n : 0;
    const left = margin - creep - ((allowance?.driftGramsPerSecond ?? 0) * (start + end)) / 2 / 1000 - faked;
    if (left > 0 && spread / Math.sqrt(n) <= left) return end - mark;
  }
  return Infinity;
}

export type Zone = 'clear' | 'near' | 'tie';
export const zoneOf = (differenceGrams: number, bandGrams = 0.5): Zone =>
  Math.abs(differenceGrams) >= 2 * bandGrams ? 'clear' : Math.abs(differenceGrams) > bandGrams ? 'near' : 'tie';

const q = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.floor(p * s.length))] as number);
};
const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;
const pct = (k: number, n: number): number => Math.round((1000 * k) / Math.max(1, n)) / 10;

export interface ZoneFigures {
  clear: {
    traces: number;
    referenceMedianMs: number;
    referenceP90Ms: number;
    resolverMedianMs: number;
    resolverP90Ms: number;
    /** resolver / reference: the goal is a median ratio of 2 or less. */
    medianRatio: number;
    p90Ratio: number;
    wrongWinnerPct: number;
    falseTiePct: number;
  };
  near: { traces: number; referenceDecidedPct: number; resolverDecidedPct: number; ratio: number; wrongWinnerPct: number };
  tie: { traces: number; referenceTiePct: number; resolverTiePct: number; ratio: number; wrongWinnerPct: number };
  /**
   * The same resolver against a reference that allows for drift and creep as the resolver does
   * (whole, in every zone): how far the statistics are from their limit, the allowance set aside.
   */
  allowingDriftAndCreep?: { clearMedianMs: number; clearMedianRatio: number; nearDecidedPct: number; nearRatio: number; tiePct: number; tieRatio: number };
  /**
   * Issue 32: against a reference with the same allowance that also guards against a light hand
   * resting on a cup (LightHand), as the resolver does: what is left to gain once that safety is kept.
   */
  allowingALightHand?: Guarded;
  /** Issue 32: against one that also guards against a light hand and a settle together (Settle), as the resolver does. */
  allowingAHandAndASettle?: Guarded;
}

/** The resolver beside a reference that guards as it does: clear contests' median, near-band contests decided within 12 s. */
export interface Guarded {
  clearMedianMs: number;
  clearMedianRatio: number;
  nearDecidedPct: number;
  nearRatio: number;
}

/** The resolver beside the reference, per zone; undecided traces count as decided at `limitMs`. */
export function zoneFigures(
  results: Array<{ trace: Scored; outcome: Outcome }>,
  limitMs: number,
  bandGrams = 0.5,
  allowance?: Allowance,
  hand?: LightHand,
  settle?: Settle,
): ZoneFigures {
  const by: Record<Zone, Array<{ trace: Scored; outcome: Outcome; ms: number; ref: number; wrong: boolean }>> = { clear: [], near: [], tie: [] };
  for (const { trace, outcome } of results) {
    const d = trace.truth.differenceGrams;
    const ms = outcome.decidedAtMs === null ? limitMs : Math.min(limitMs, outcome.decidedAtMs - (trace.loadedAt ?? 0));
    const wrong = (outcome.verdict === 'left' && d <= bandGrams) || (outcome.verdict === 'right' && d >= -bandGrams);
    by[zoneOf(d, bandGrams)].push({ trace, outcome, ms, ref: referenceDelayMs(trace, bandGrams), wrong });
  }
  const c = by.clear;
  const refClear = c.map((x) => Math.min(limitMs, x.ref));
  const resClear = c.map((x) => x.ms);
  const within = (x: { ms: number; outcome: Outcome }, v: (h: Heavier) => boolean) =>
    x.outcome.verdict !== null && v(x.outcome.verdict) && x.ms <= DECIDED_WITHIN_MS;
  const side = (d: number): Heavier => (d > 0 ? 'left' : 'right');
  const nearRef = by.near.filter((x) => x.ref <= DECIDED_WITHIN_MS).length;
  const nearRes = by.near.filter((x) => within(x, (h) => h === side(x.trace.truth.differenceGrams))).length;
  const tieRef = by.tie.filter((x) => x.ref <= DECIDED_WITHIN_MS).length;
  const tieRes = by.tie.filter((x) => within(x, (h) => h === 'none')).length;
  const withAllowance = (xs: typeof c): number[] => xs.map((x) => referenceDelayMs(x.trace, bandGrams, allowance, limitMs));
  const guarded = (s?: Settle): Guarded | undefined => {
    if (!hand || !allowance) return undefined;
    const safe = (xs: typeof c): number[] => xs.map((x) => referenceDelayMs(x.trace, bandGrams, allowance, limitMs, hand, s));
    const clear = safe(c).map((ms) => Math.min(limitMs, ms));
    const near = safe(by.near).filter((ms) => ms <= DECIDED_WITHIN_MS).length;
    return {
      clearMedianMs: Math.round(q(clear, 0.5)),
      clearMedianRatio: ratio(q(resClear, 0.5), q(clear, 0.5)),
      nearDecidedPct: pct(near, by.near.length),
      nearRatio: ratio(nearRes, near),
    };
  };
  const handSafe = guarded();
  const handAndSettleSafe = settle && guarded(settle);
  const allowed = allowance && {
    clear: withAllowance(c).map((ms) => Math.min(limitMs, ms)),
    near: withAllowance(by.near).filter((ms) => ms <= DECIDED_WITHIN_MS).length,
    tie: withAllowance(by.tie).filter((ms) => ms <= DECIDED_WITHIN_MS).length,
  };
  return {
    clear: {
      traces: c.length,
      referenceMedianMs: Math.round(q(refClear, 0.5)),
      referenceP90Ms: Math.round(q(refClear, 0.9)),
      resolverMedianMs: Math.round(q(resClear, 0.5)),
      resolverP90Ms: Math.round(q(resClear, 0.9)),
      medianRatio: ratio(q(resClear, 0.5), q(refClear, 0.5)),
      p90Ratio: ratio(q(resClear, 0.9), q(refClear, 0.9)),
      wrongWinnerPct: pct(c.filter((x) => x.wrong).length, c.length),
      falseTiePct: pct(c.filter((x) => x.outcome.verdict === 'none').length, c.length),
    },
    near: {
      traces: by.near.length,
      referenceDecidedPct: pct(nearRef, by.near.length),
      resolverDecidedPct: pct(nearRes, by.near.length),
      ratio: ratio(nearRes, nearRef),
      wrongWinnerPct: pct(by.near.filter((x) => x.wrong).length, by.near.length),
    },
    tie: {
      traces: by.tie.length,
      referenceTiePct: pct(tieRef, by.tie.length),
      resolverTiePct: pct(tieRes, by.tie.length),
      ratio: ratio(tieRes, tieRef),
      wrongWinnerPct: pct(by.tie.filter((x) => x.wrong).length, by.tie.length),
    },
    ...(allowed && {
      allowingDriftAndCreep: {
        clearMedianMs: Math.round(q(allowed.clear, 0.5)),
        clearMedianRatio: ratio(q(resClear, 0.5), q(allowed.clear, 0.5)),
        nearDecidedPct: pct(allowed.near, by.near.length),
        nearRatio: ratio(nearRes, allowed.near),
        tiePct: pct(allowed.tie, by.tie.length),
        tieRatio: ratio(tieRes, allowed.tie),
      },
    }),
    ...(handSafe && { allowingALightHand: handSafe }),
    ...(handAndSettleSafe && { allowingAHandAndASettle: handAndSettleSafe }),
  };
}

/** The zone figures as a small table for a reader (stderr). */
export function zoneTable(z: ZoneFigures): string {
  const pad = (s: string, n: number) => s.padEnd(n);
  return [
    `${pad('', 52)}${pad('reference', 16)}${pad('resolver', 16)}ratio`,
    `${pad(`clear (≥1 g apart, ${z.clear.traces}): median / p90 after All in`, 52)}${pad(`${z.clear.referenceMedianMs} / ${z.clear.referenceP90Ms} ms`, 16)}${pad(`${z.clear.resolverMedianMs} / ${z.clear.resolverP90Ms} ms`, 16)}${z.clear.medianRatio} / ${z.clear.p90Ratio}`,
    `${pad(`near (0.5–1 g apart, ${z.near.traces}): decided within 12 s`, 52)}${pad(`${z.near.referenceDecidedPct} %`, 16)}${pad(`${z.near.resolverDecidedPct} %`, 16)}${z.near.ratio}`,
    `${pad(`ties (≤0.5 g apart, ${z.tie.traces}): called a tie within 12 s`, 52)}${pad(`${z.tie.referenceTiePct} %`, 16)}${pad(`${z.tie.resolverTiePct} %`, 16)}${z.tie.ratio}`,
    ...(z.allowingDriftAndCreep
      ? [
          `against a reference allowing for drift and creep as the resolver does: clear median ${z.allowingDriftAndCreep.clearMedianMs} ms (ratio ${z.allowingDriftAndCreep.clearMedianRatio}), near ${z.allowingDriftAndCreep.nearDecidedPct} % (${z.allowingDriftAndCreep.nearRatio}), ties ${z.allowingDriftAndCreep.tiePct} % (${z.allowingDriftAndCreep.tieRatio})`,
        ]
      : []),
    ...(z.allowingALightHand
      ? [
          `against one that also guards against a light hand resting on a cup as the resolver does: clear median ${z.allowingALightHand.clearMedianMs} ms (ratio ${z.allowingALightHand.clearMedianRatio}), near ${z.allowingALightHand.nearDecidedPct} % (${z.allowingALightHand.nearRatio})`,
        ]
      : []),
    ...(z.allowingAHandAndASettle
      ? [
          `against one that guards against a light hand and a settle together as the resolver does: clear median ${z.allowingAHandAndASettle.clearMedianMs} ms (ratio ${z.allowingAHandAndASettle.clearMedianRatio}), near ${z.allowingAHandAndASettle.nearDecidedPct} % (${z.allowingAHandAndASettle.nearRatio})`,
        ]
      : []),
    `wrong winners: clear ${z.clear.wrongWinnerPct} %, near ${z.near.wrongWinnerPct} %, ties ${z.tie.wrongWinnerPct} %; false ties on clear ${z.clear.falseTiePct} %`,
  ].join('\n');
}
