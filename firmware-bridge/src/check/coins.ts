// Known masses a person may have at hand instead of a kitchen weight: the check's weight step names
// them (the terminal's words in run-check.ts, the tablet's in its language).

/** The coins and their grams, as minted. */
export const COINS: readonly { name: string; grams: number }[] = [
  { name: '1 euro', grams: 7.5 },
  { name: '2 euro', grams: 8.5 },
  { name: '50 euro cent', grams: 7.8 },
  { name: 'US quarter', grams: 5.67 },
  { name: 'US nickel', grams: 5.0 },
  { name: 'UK £1 (12-sided)', grams: 8.75 },
  { name: 'UK 2p', grams: 7.12 },
];
