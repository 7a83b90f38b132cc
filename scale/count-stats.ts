// The arithmetic of a counting scale: a unit weight learned from a sample of pieces and refined by
// every count confirmed since (A&D's "ACAI"), the pieces' spread as far as the pours have shown
// it, and how many pieces a weight is, with how sure that is. Pure numbers, no time; scale/count.ts
// feeds it from the cup.
//
// A poured batch of k pieces weighs k·u plus each piece's own deviation (spread σ, a fraction f of
// the unit), read with the noise of two settled readings (before and after the pour), and the
// learned unit û is itself off by a little, which grows with k. So the weight of k pieces, as read,
// is close to Normal with
//   mean k·û,  variance k·(f·û)² + σ_read² + k²·var(û),  var(û) = (f·û)²/n + (reading)/n².
// f is not known: a sample placed at once says nothing of it. It is held as a belief over a grid of
// values, from a prior (pieces of one kind, moulded or cut to one weight, spread a few per cent)
// moved by every pour weighed, counted or not: a pour that lands between two whole counts is
// likely only if the pieces spread widely, one that lands on a whole count only if they do not.
// A count weighs every f by that belief. Its prior over k is flat, but for the count the game's
// record expects, which is `odds` times likelier than any other (the ledger is right far more
// often than not; the count exists to catch when it is not). A count is given only when the best k
// has posterior ≥ 1 − wrongRate (scale/count.ts).

export interface Unit {
  /** The learned weight of one piece, g. */
  grams: number;
  /** The spread of single pieces, g: the root mean square of what the belief allows. */
  spreadGrams: number;
  /** Standard error of `grams`, g. */
  se: number;
  /** How many pieces it was learned from (the sample and the counts confirmed since). */
  pieces: number;
  /** How firmly the spread is known, as degrees of freedom (1 / (2 · variance of ln f)); absent in a
   * unit kept by an older table, whose spread was an upper bound from ten pieces one at a time. */
  df?: number;
}

/** The fractions of the unit the spread may be: 1.5 % to 25 %, evenly on a log scale. */
const SPREADS: readonly number[] = Array.from({ length: 25 }, (_, i) => 0.015 * (0.25 / 0.015) ** (i / 24));

/** What a unit is learned from: the pieces weighed, their weight, the noise of reading it (g²),
 * and the log-belief over SPREADS. */
export interface UnitData {
  pieces: number;
  grams: number;
  readVar: number;
  spread: readonly number[];
}

/** The spread before any pour is seen: log-normal about `centre` (a fraction of the unit, `sdLog`
 * its standard deviation in log), but for a `wide` share spread evenly over all SPREADS, so that a
 * few pours that land between whole counts can show pieces far less alike than most. */
export interface SpreadPrior {
  centre: number;
  sdLog: number;
  wide: number;
}

export const SPREAD_PRIOR: SpreadPrior = { centre: 0.03, sdLog: 0.2, wide: 1e-5 };

/** Chance that a pour holds something else than whole pieces (half a token, another kind): what
 * no spread need explain, so that one such pour does not make the pieces look wildly uneven. */
const FOREIGN = 0.01;

const normalise = (log: readonly number[]): number[] => {
  const top = Math.max(...log);
  const w = log.map((l) => Math.exp(l - top));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
};

const priorLog = (p: SpreadPrior): number[] => {
  const core = normalise(SPREADS.map((f) => -((Math.log(f / p.centre) / p.sdLog) ** 2) / 2));
  return core.map((w) => Math.log((1 - p.wide) * w + p.wide / SPREADS.length));
};

export function unitOf(data: UnitData): Unit {
  const grams = data.grams / data.pieces;
  const w = normalise(data.spread);
  const f2 = w.reduce((a, x, j) => a + x * (SPREADS[j] as number) ** 2, 0);
  const meanLog = w.reduce((a, x, j) => a + x * Math.log(SPREADS[j] as number), 0);
  const varLog = w.reduce((a, x, j) => a + x * (Math.log(SPREADS[j] as number) - meanLog) ** 2, 0);
  const spreadGrams = Math.sqrt(f2) * grams;
  const se = Math.sqrt(spreadGrams ** 2 / data.pieces + data.readVar / data.pieces ** 2);
  return { grams, spreadGrams, se, pieces: data.pieces, df: Math.min(1e4, 1 / (2 * Math.max(varLog, 1e-8))) };
}

/** A unit kept from before, as the belief it stands for (unitOf gives back about the same). */
export function dataOf(unit: Unit): UnitData {
  const df = unit.df ?? unit.pieces - 1;
  return {
    pieces: unit.pieces,
    grams: unit.grams * unit.pieces,
    readVar: Math.max(0, unit.se ** 2 - unit.spreadGrams ** 2 / unit.pieces) * unit.pieces ** 2,
    spread: priorLog({ centre: unit.spreadGrams / unit.grams, sdLog: 1 / Math.sqrt(2 * Math.max(df, 1)), wide: SPREAD_PRIOR.wide }),
  };
}

/** `pieces` placed in the cup together, weighing `grams` (read with variance `readVar`, g²). */
export function sampleData(pieces: number, grams: number, readVar: number, prior: SpreadPrior = SPREAD_PRIOR): UnitData {
  if (!(Number.isInteger(pieces) && pieces >= 1)) throw new RangeError('a sample is a whole number of pieces, at least one');
  return { pieces, grams, readVar, spread: priorLog(prior) };
}

/** Pieces put in one at a time: `increments`, the weight each added, read with variance
 * `incrementVar` (g²) each. Their scatter, less the reading's, shows the pieces' spread. */
export function withSingles(data: UnitData, increments: readonly number[], incrementVar: number): UnitData {
  const m = increments.length;
  if (m < 2) return data;
  const mean = increments.reduce((a, b) => a + b, 0) / m;
  const ss = increments.reduce((a, x) => a + (x - mean) ** 2, 0);
  const u = data.grams / data.pieces;
  const spread = data.spread.map((l, j) => {
    const v = ((SPREADS[j] as number) * u) ** 2 + incrementVar;
    return l - ((m - 1) / 2) * Math.log(v) - ss / (2 * v);
  });
  return { ...data, spread };
}

/** The variance of a pour of k pieces read with `readVar`, were the spread the fraction `f`. */
function pourVar(k: number, f: number, data: UnitData, readVar: number): number {
  const u = data.grams / data.pieces;
  const s2 = (f * u) ** 2;
  return k * s2 + readVar + k * k * (s2 / data.pieces + data.readVar / data.pieces ** 2);
}

const normal = (x: number, v: number): number => Math.exp(-(x * x) / (2 * v)) / Math.sqrt(2 * Math.PI * v);

/** The counts worth weighing for a pour of `grams`: far enough out for the widest spread believed. */
function counts(grams: number, data: UnitData, readVar: number, w: readonly number[]): [number, number] {
  const u = data.grams / data.pieces;
  const centre = Math.max(0, Math.round(grams / u));
  let widest = 0;
  w.forEach((x, j) => {
    if (x > 1e-12) widest = j;
  });
  const reach = 3 + Math.ceil((6 * Math.sqrt(pourVar(centre + 3, SPREADS[widest] as number, data, readVar))) / u);
  return [Math.max(0, centre - reach), centre + reach];
}

/** A pour of `grams` was weighed (read with `readVar`): how likely each spread made it, whatever its count. */
export function withPour(data: UnitData, grams: number, readVar: number): UnitData {
  const u = data.grams / data.pieces;
  const [lo, hi] = counts(grams, data, readVar, normalise(data.spread));
  const spread = data.spread.map((l, j) => {
    let like = 0;
    for (let k = Math.max(1, lo); k <= hi; k++) like += normal(grams - k * u, pourVar(k, SPREADS[j] as number, data, readVar));
    return l + Math.log((1 - FOREIGN) * like + FOREIGN / u);
  });
  return { ...data, spread };
}

/** A batch of `pieces` confirmed to weigh `grams` (read with `readVar`) joins the unit. */
export function withBatch(data: UnitData, pieces: number, grams: number, readVar: number): UnitData {
  return { ...data, pieces: data.pieces + pieces, grams: data.grams + grams, readVar: data.readVar + readVar };
}

export interface CountEstimate {
  /** The most likely number of pieces. */
  pieces: number;
  /** Posterior probability that `pieces` is wrong. */
  pWrong: number;
  /** Standard deviation of the count, in pieces, and where it comes from. */
  sdPieces: number;
  parts: { spread: number; unit: number; reading: number };
}

/** What the count is held against: the pieces expected, and how much likelier that is than any other count. */
export interface Expected {
  pieces: number;
  odds: number;
}

/** How many pieces `grams` is, read with `readSe` (g, the noise of the difference of readings). */
export function estimateCount(grams: number, data: UnitData, readSe: number, expected?: Expected): CountEstimate {
  const readVar = readSe ** 2;
  const u = data.grams / data.pieces;
  const w = normalise(data.spread);
  const [lo, hi] = counts(grams, data, readVar, w);
  let top = { k: lo, like: -1 };
  const likes: number[] = [];
  for (let k = lo; k <= hi; k++) {
    let like = 0;
    w.forEach((x, j) => {
      if (x > 1e-12) like += x * normal(grams - k * u, pourVar(k, SPREADS[j] as number, data, readVar));
    });
    if (expected && k === expected.pieces) like *= expected.odds;
    likes.push(like);
    if (like > top.like) top = { k, like };
  }
  const sum = likes.reduce((a, b) => a + b, 0);
  const k = top.k;
  const f2 = w.reduce((a, x, j) => a + x * (SPREADS[j] as number) ** 2, 0);
  const unitVar = (f2 * u * u) / data.pieces + data.readVar / data.pieces ** 2;
  const parts = { spread: Math.sqrt(k * f2), unit: (k * Math.sqrt(unitVar)) / u, reading: readSe / u };
  return {
    pieces: k,
    pWrong: sum > 0 ? Math.max(0, 1 - top.like / sum) : 1,
    sdPieces: Math.hypot(parts.spread, parts.unit, parts.reading),
    parts,
  };
}
