// R25, the no-scale option: each domino's pips are its weight. Totals are exact, so any
// difference decides and equal totals are a tie (which then follows R22 with dominoes).
export function dominoVerdict(leftPips: number, rightPips: number): 'left' | 'right' | 'none' {
  for (const n of [leftPips, rightPips]) if (!Number.isInteger(n) || n < 0) throw new RangeError(`pips must be whole numbers of 0 or more, not ${n}`);
  return leftPips > rightPips ? 'left' : rightPips > leftPips ? 'right' : 'none';
}
