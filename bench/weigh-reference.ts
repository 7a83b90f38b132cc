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

/** The reference test's delay after the mark, ms (Infinity for a difference exactly at the band). */
export function referenceDelayMs(trace: Scored, bandGrams = 0.5): number {
  const [sl, sr] = trace.scenario.noise;
  const margin = Math.abs(Math.abs(trace.truth.differenceGrams) - bandGrams);
  if (margin === 0) return Infinity;
  const n = Math.max(1, Math.ceil(((Z * Math.sqrt(sl * sl + sr * sr)) / margin) ** 2));
  const mark = trace.loadedAt ?? 0;
  return Math.max(trace.scenario.settledAtMs, mark) + n * Math.max(...trace.scenario.periodMs) - mark;
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
}

/** The resolver beside the reference, per zone; undecided traces count as decided at `limitMs`. */
export function zoneFigures(results: Array<{ trace: Scored; outcome: Outcome }>, limitMs: number, bandGrams = 0.5): ZoneFigures {
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
    `wrong winners: clear ${z.clear.wrongWinnerPct} %, near ${z.near.wrongWinnerPct} %, ties ${z.tie.wrongWinnerPct} %; false ties on clear ${z.clear.falseTiePct} %`,
  ].join('\n');
}
