// The arithmetic of a counting scale: a unit weight learned from ten pieces, and how many pieces a
// weight is, with how sure that is. Pure numbers, no time; scale/count.ts feeds it from the cup.
//
// A poured batch of k pieces weighs k·u plus each piece's own deviation (spread σ), read with the
// noise of two settled readings (before and after the pour), and the learned unit û is itself off
// by a little, which grows with k. So the weight of k pieces, as read, is close to Normal with
//   mean k·û,  variance k·σ² + σ_read² + k²·var(û).
// Every k near weight/û gets its likelihood; with a flat prior over k the posterior says how sure
// the best k is. A count is given only when the best k has posterior ≥ 1 − wrongRate: otherwise
// the batch is too big to be certain to the piece, and the table is asked for a smaller one.

export interface Unit {
  /** The learned weight of one piece, g. */
  grams: number;
  /** The spread of single pieces allowed for, g (an upper bound, see learnUnit). */
  spreadGrams: number;
  /** Standard error of `grams`, g. */
  se: number;
  /** How many pieces it was learned from. */
  pieces: number;
}

/** 90 % lower quantiles of χ² with 1…19 degrees of freedom (ten pieces give 9). */
const CHI2_LOW_10 = [0.0158, 0.211, 0.584, 1.064, 1.61, 2.204, 2.833, 3.49, 4.168, 4.865, 5.578, 6.304, 7.042, 7.79, 8.547, 9.312, 10.085, 10.865, 11.651];

/** Below this (as a fraction of the unit) no batch of real pieces is assumed to spread. 2 %: on
 * the rig's noise ten increments can look uniform when the tokens spread 3 %, and at 1 % the bench
 * read a pour of 20 as 19 once in 1,000 cups (0 wrong at 2 %, a few more, smaller batches). */
const MIN_SPREAD = 0.02;

/**
 * Learns the unit from the weight each piece added when put on one at a time (`increments`), the
 * total they reached (`totalGrams`, the last level minus the empty cup: only its two readings add
 * noise) and the noise of one settled reading (`readSe`, g). Ten pieces say little about their
 * spread, so the spread used is the upper 90 % bound of the measured one (never below 2 % of the
 * unit): a set that happened to look uniform must not make later counts over-confident.
 * `incrementSe`: the noise of one increment, when its levels were read less closely than the
 * total's (each taken after a short stillness); by default that of two settled readings.
 */
export function learnUnit(increments: readonly number[], totalGrams: number, readSe: number, incrementSe = Math.SQRT2 * readSe): Unit {
  const n = increments.length;
  if (n < 2) throw new RangeError('learnUnit needs at least two pieces');
  const grams = totalGrams / n;
  const mean = increments.reduce((a, b) => a + b, 0) / n;
  const s2 = increments.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  // Each increment is the difference of two readings: their noise is not the pieces' spread.
  const pieceVar = Math.max(s2 - incrementSe ** 2, 0);
  const df = n - 1;
  const bound = (pieceVar * df) / (CHI2_LOW_10[Math.min(df, CHI2_LOW_10.length) - 1] as number);
  const spreadGrams = Math.max(Math.sqrt(bound), MIN_SPREAD * grams);
  const se = Math.sqrt(spreadGrams ** 2 / n + (2 * readSe ** 2) / n ** 2);
  return { grams, spreadGrams, se, pieces: n };
}

export interface CountEstimate {
  /** The most likely number of pieces. */
  pieces: number;
  /** Posterior probability that `pieces` is wrong (flat prior over counts). */
  pWrong: number;
  /** Standard deviation of the count, in pieces, and where it comes from. */
  sdPieces: number;
  parts: { spread: number; unit: number; reading: number };
}

function variance(k: number, unit: Unit, readVar: number): number {
  return k * unit.spreadGrams ** 2 + readVar + k * k * unit.se ** 2;
}

/** How many pieces `grams` is, read with `readSe` (g, the noise of the difference of readings). */
export function estimateCount(grams: number, unit: Unit, readSe: number): CountEstimate {
  const readVar = readSe ** 2;
  const centre = Math.max(0, Math.round(grams / unit.grams));
  // Wide enough that what lies outside cannot matter: the spread in pieces grows about as √k.
  const reach = 8 + Math.ceil((4 * Math.sqrt(variance(centre, unit, readVar))) / unit.grams);
  const logs: { k: number; log: number }[] = [];
  for (let k = Math.max(0, centre - reach); k <= centre + reach; k++) {
    const v = variance(k, unit, readVar);
    logs.push({ k, log: -0.5 * Math.log(v) - (grams - k * unit.grams) ** 2 / (2 * v) });
  }
  const top = logs.reduce((a, b) => (b.log > a.log ? b : a));
  const sum = logs.reduce((a, x) => a + Math.exp(x.log - top.log), 0);
  const k = top.k;
  const parts = {
    spread: Math.sqrt(k * unit.spreadGrams ** 2) / unit.grams,
    unit: (k * unit.se) / unit.grams,
    reading: readSe / unit.grams,
  };
  return { pieces: k, pWrong: Math.max(0, 1 - 1 / sum), sdPieces: Math.sqrt(variance(k, unit, readVar)) / unit.grams, parts };
}
