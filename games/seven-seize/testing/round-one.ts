// The first round of 7 Seize for three players that the tests play: the squabble for Captain (Ann's
// 9 is the highest; Cy's King counts 1, R4) and the divvy of 7 pieces, 3 red and 4 black (R7); then a
// seize of low cards, after which round 2's squabble is awaited.
export const START_3 = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };

/** The squabble and the divvy. */
export const SQUABBLE = [
  { type: 'reveal', player: 'Ann', card: '9H' },
  { type: 'reveal', player: 'Bob', card: '4S' },
  { type: 'reveal', player: 'Cy', card: 'KD' },
  { type: 'divvy', red: 3, black: 4 },
];

/** The whole round: the squabble and divvy, and the seize. */
export const ROUND_1 = [
  ...SQUABBLE,
  { type: 'reveal', player: 'Ann', card: '2H' },
  { type: 'reveal', player: 'Bob', card: '7C' },
  { type: 'reveal', player: 'Cy', card: '5D' },
];
