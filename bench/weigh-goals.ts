// Issue 32's goals for the weigh-off, each beside its reference, from bench:weigh's figures:
// - wrong winners (a side named on a tie, or the wrong side) at most 1 in 1000, as a rate with its
//   95 % upper bound: on the generated mix, on noise the resolver does not assume, on the live path;
// - live contests at the time limit at most 1.25 × the floor of a test told the true zero and noise;
// - near-band contests decided (within 12 s) at least 0.9 × a reference with the same drift and creep allowance;
// - clear contests' median delay after "All in" at most 2 × the plain reference;
// - false ties on clear contests at most 2 %.
import { rateUpperBound } from './weigh-common.ts';
import type { FamilyFigures } from './weigh-common.ts';
import type { ZoneFigures } from './weigh-reference.ts';

export interface Goal {
  goal: string;
  value: number;
  reference: number | null;
  /** value / reference, or the value itself where there is no reference. */
  measure: number;
  target: string;
  met: boolean;
  /** The same against a reference that also guards against a light hand resting on a cup, as the resolver does (issue 32). */
  besideHandSafe?: { reference: number; measure: number };
  /** The same against one that guards against a light hand and a settle together, as the resolver does (issue 32). */
  besideHandAndSettleSafe?: { reference: number; measure: number };
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The goals from runWeighBench's figures, the unassumed-noise family's and the live bench's (either may be absent). */
export function weighGoals(figures: Record<string, unknown>, unassumed: FamilyFigures | null, live: Record<string, unknown> | null): Goal[] {
  const zones = figures.againstReference as ZoneFigures;
  const resolver = figures.resolver as { wrongWinners: number; traces: number; falseTieRateClear: number };
  const goals: Goal[] = [];
  const wrong = (goal: string, k: number, n: number): Goal => {
    const upper = rateUpperBound(k, n);
    return {
      goal: `${goal}: wrong winners ${k} of ${n}, 95 % upper bound`,
      value: r3(k / n),
      reference: null,
      measure: upper,
      target: '≤ 0.001',
      met: upper <= 0.001,
    };
  };
  goals.push(wrong('generated mix', resolver.wrongWinners, resolver.traces));
  if (unassumed) goals.push(wrong('noise the resolver does not assume', unassumed.wrongWinners, unassumed.cases));
  if (live) {
    goals.push(wrong('live path', live.wrongWinners as number, live.contests as number));
    // The lift-out's own share (sides the zero after the contest named), and the R22 re-weighs, those after a lift-out among them.
    const lifted = live.liftedOut as { wrongWinners: number };
    goals.push(wrong('live path, named after a lift-out (share of the contests)', lifted.wrongWinners, live.contests as number));
    const re = live.reweighs as { n: number; wrongWinners: number; afterLift: { n: number; wrongWinners: number } };
    if (re.n > 0)
      goals.push(wrong(`live re-weighs after a tie (${re.afterLift.n} after a lift-out, ${re.afterLift.wrongWinners} wrong)`, re.wrongWinners, re.n));
  }
  if (live) {
    const floor = live.referenceTimeLimitRate as number;
    const reached = live.timeLimitRate as number;
    // Reaching the limit, and still undecided there once the collections were lifted out (a tie or by hand).
    const left = (live.undecidedAfterLiftRate as number | undefined) ?? reached;
    goals.push({
      goal: `live contests undecided at the time limit after a lift-out (${r3(reached)} reached it; reference: told the true zero and noise)`,
      value: r3(left),
      reference: r3(floor),
      measure: r3(left / floor),
      target: '≤ 1.25 ×',
      met: left <= 1.25 * floor,
    });
  }
  const allowed = zones.allowingDriftAndCreep;
  const hand = zones.allowingALightHand;
  const settle = zones.allowingAHandAndASettle;
  if (allowed) {
    const value = zones.near.resolverDecidedPct;
    goals.push({
      goal: 'near-band contests decided within 12 s, % (reference: same drift and creep allowance)',
      value,
      reference: allowed.nearDecidedPct,
      measure: allowed.nearRatio,
      target: '≥ 0.9 ×',
      met: allowed.nearRatio >= 0.9,
      ...(hand && { besideHandSafe: { reference: hand.nearDecidedPct, measure: hand.nearRatio } }),
      ...(settle && { besideHandAndSettleSafe: { reference: settle.nearDecidedPct, measure: settle.nearRatio } }),
    });
  }
  goals.push({
    goal: 'clear contests: median ms after "All in" (reference: told noise and settling)',
    value: zones.clear.resolverMedianMs,
    reference: zones.clear.referenceMedianMs,
    measure: zones.clear.medianRatio,
    target: '≤ 2 ×',
    met: zones.clear.medianRatio <= 2,
    ...(hand && { besideHandSafe: { reference: hand.clearMedianMs, measure: hand.clearMedianRatio } }),
    ...(settle && { besideHandAndSettleSafe: { reference: settle.clearMedianMs, measure: settle.clearMedianRatio } }),
  });
  goals.push({
    goal: 'false ties on clear contests',
    value: r3(resolver.falseTieRateClear),
    reference: null,
    measure: r3(resolver.falseTieRateClear),
    target: '≤ 0.02',
    met: resolver.falseTieRateClear <= 0.02,
  });
  return goals;
}

/** The goals as a small table for a reader (stderr). */
export function goalTable(goals: Goal[]): string {
  return [
    'issue 32 goals: value, reference, measure (ratio or bound), target',
    ...goals.map(
      (g) =>
        `${g.met ? 'met ' : 'NOT '} ${g.goal}: ${g.value}${g.reference === null ? '' : ` vs ${g.reference}`} → ${g.measure} (${g.target})${
          g.besideHandSafe ? `; beside a reference that also guards against a light hand: ${g.besideHandSafe.reference} → ${g.besideHandSafe.measure}` : ''
        }${
          g.besideHandAndSettleSafe
            ? `; beside one that guards against a light hand and a settle: ${g.besideHandAndSettleSafe.reference} → ${g.besideHandAndSettleSafe.measure}`
            : ''
        }`,
    ),
  ].join('\n');
}
