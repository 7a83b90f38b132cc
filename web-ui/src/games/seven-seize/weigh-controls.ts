// The weigh-off screen's controls at a stage of the contest, by the labels its lesson explains them
// under (games/seven-seize/teach/weigh-off.ts): WeighOff.tsx draws these and no others, and its
// "How to play" lists only these.
export interface WeighAt {
  /** The server's stage of the contest (`session.weigh.stage`). */
  stage: string;
  /** The host's tablet: the only one with controls. */
  isHost: boolean;
  /** A single-pan balance: no "Weigh again" while it weighs one collection after the other. */
  onePan: boolean;
  /** Both collections lifted out after an undecided weighing. */
  liftedOut: boolean;
  /** Another contest may still be picked (before its first weighing, more than two left). */
  canPickAnother: boolean;
  /** A contest is on (the by-hand verdict is offered). */
  contest: boolean;
}

export function weighControls(at: WeighAt): string[] {
  if (!at.isHost) return [];
  const out: string[] = [];
  if (at.stage === 'tare') out.push('Tare');
  if (at.stage === 'loading') out.push('All in, weigh!');
  if (at.stage === 'tiebreak') out.push('Removed');
  if (at.stage === 'undecided') out.push('Call it a tie', ...(at.liftedOut ? [] : ['Lift both out', 'Weigh longer']));
  if (at.stage === 'weighing' && !at.onePan) out.push('Weigh again');
  if (at.canPickAnother && (at.stage === 'tare' || at.stage === 'loading')) out.push('Pick another contest');
  if (at.contest) out.push('No scale? Judge by hand');
  return out;
}
