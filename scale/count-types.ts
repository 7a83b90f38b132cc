// The counting scale's shape (scale/count.ts): its options, what it says, and what it is asked.
import type { CountEstimate, SpreadPrior, Unit } from './count-stats.ts';

export type CountPhase = 'tare' | 'learn' | 'ready';

export interface CounterOptions {
  /** Pieces in the sample the unit is learned from (default 10). */
  learnPieces?: number;
  /** The pieces' spread before any is seen (count-stats.ts). */
  spreadPrior?: SpreadPrior;
  /** How much likelier the count the game's record expects is than any other (default 10). */
  ledgerOdds?: number;
  /** A unit learned before (e.g. the same tokens last game): skips the learning. */
  unit?: Unit;
  /** The largest acceptable chance that a given count is wrong (default 1e-4 a batch). */
  wrongRate?: number;
  /** Readings over this window must agree within `stillGrams` to count as still (and the device must say stable). */
  stillWindowMs?: number;
  /** A count (or the sample) may be decided once this much of the still window is read after the
   * press, if it is sure by then; a doubtful one is read for the whole window (default: the window). */
  decideAfterMs?: number;
  /** While learning, and for the empty cup at the tare: a level is taken after this much stillness
   * since the cup last moved, ms (default 1000); a count waits for the whole still window. */
  settleMs?: number;
  stillGrams?: number;
  /** The cup within this of zero counts as empty at the tare (g). */
  emptyGrams?: number;
  /** The device's resolution: no settled reading is known better than this (g). */
  resolutionGrams?: number;
  /** Zero drift allowed for between two readings, g/s. */
  driftGramsPerSecond?: number;
  /** A step smaller than this is no piece (g). */
  minPieceGrams?: number;
}

export type CountEvent =
  | { type: 'tared' }
  | { type: 'piece'; n: number; grams: number }
  | { type: 'learned'; unit: Unit }
  | { type: 'counted'; batch: number; total: number; estimate: CountEstimate }
  | { type: 'refused'; reason: string; estimate: CountEstimate | null };

export interface CounterStatus {
  phase: CountPhase;
  /** Pieces put on one at a time so far while learning (0 once several went in at once). */
  learned: number;
  unit: Unit | null;
  /** A tare waits for the cup to be still. */
  taring: boolean;
  /** "The sample is in": the unit is learned once the cup is still. */
  sampling: boolean;
  /** A count was asked for and waits for the cup to be still. */
  counting: boolean;
  /** Pieces counted in the cup since newCup. */
  total: number;
  /** Live reading of the cup above its zero (g). */
  reading: number | null;
  last: CountEvent | null;
  refused: string | null;
  /** While a count waits for the cup (or, learning, since the last piece landed): the stillness
   * still needed before a level is taken, ms, of the whole still window (0 left: it waits for calm). */
  settle: { msLeft: number; ofMs: number } | null;
}

export type CountResult = { ok: true } | { ok: false; reason: string };

export interface Counter {
  sample(t: number, grams: number, stable?: boolean): CountEvent[];
  /** `relearn`: forget the unit and learn it again from the next sample. A cup not yet still is
   * tared once it is ('tared', or 'refused' if it is not empty then). */
  tare(t: number, relearn?: boolean): CountResult;
  /** The sample (`learnPieces` of them) is in the cup: learned once the cup is still. */
  learn(t: number): CountResult;
  newCup(t: number): CountResult;
  /** `expected`: the pieces the game's record says this pour holds, if it says. */
  count(t: number, expected?: number): CountResult;
  /** The cup's counted batches are right (its count agrees with the record, or stands): they refine the unit, which is returned. */
  confirm(): Unit | null;
  status(): CounterStatus;
}
