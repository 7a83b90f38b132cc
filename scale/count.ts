// A counting scale (Plunder!: how many treasures are in the cup), as a pure state machine fed with
// the cup's readings, like pan-contest.ts. No timers: time arrives with the samples.
//
//   const c = createCounter();          // phase 'tare'
//   c.sample(t, grams, stable?)         // the cup's calibrated grams; `stable` as the balance flags it
//   c.tare(t)                           // cup empty → phase 'learn' (taken once the cup is still)
//   …ten pieces in, then c.learn(t)     // "the ten are in": once still → 'learned', phase 'ready'
//   c.newCup(t)                         // the cup (emptied, or another one) as it stands is zero
//   c.count(t, expected?)               // "the pieces are in": once still → 'counted' or 'refused'
//   c.confirm()                         // the cup's count was right: its batches refine the unit
//
// The ten may go in all at once (a shop's counting scale learns from a sample so) or one at a
// time: ten single steps teach the unit with no press, and show the pieces' spread besides. A
// count is given only when it is certain to the piece (count-stats.ts), the count the game's record
// expects being likelier than others; otherwise the table is asked to take some pieces out of that
// pour and count again: a smaller batch. Counted batches add up, so a cup of any size is counted a
// few pieces at a time, each batch sure; confirmed, they teach the unit more closely (ACAI).
import {
  dataOf,
  estimateCount,
  SPREAD_PRIOR,
  type CountEstimate,
  type Expected,
  type Unit,
  type UnitData,
  unitOf,
  withBatch,
  withPour,
} from './count-stats.ts';
import { Learning } from './count-learn.ts';
import type { Counter, CounterOptions, CountEvent, CountPhase, CountResult } from './count-types.ts';
import { CupLevels, type Level } from './cup-levels.ts';

/** A pour further than this many standard deviations from its likeliest count fits no count. */
const MISFIT_SD = 4;

/** How long (in still windows) a count waits for a pour that has not come before saying so. */
const NOTHING_WINDOWS = 2;

export function createCounter(options: CounterOptions = {}): Counter {
  const o = {
    learnPieces: 10,
    wrongRate: 1e-4,
    stillWindowMs: 1500,
    settleMs: 1000,
    stillGrams: 0.1,
    emptyGrams: 1.5,
    resolutionGrams: 0.01,
    driftGramsPerSecond: 0.002,
    minPieceGrams: 0.2,
    spreadPrior: SPREAD_PRIOR,
    ledgerOdds: 10,
    ...options,
  };
  const decideAfterMs = Math.min(options.decideAfterMs ?? o.stillWindowMs, o.stillWindowMs);
  if (!(o.wrongRate > 0 && o.wrongRate < 0.5)) throw new RangeError('counter: the wrong-count rate must be in (0, 0.5)');
  if (!(Number.isInteger(o.learnPieces) && o.learnPieces >= 2)) throw new RangeError('counter: learn from at least 2 pieces');
  if (!(o.ledgerOdds >= 1)) throw new RangeError('counter: the ledger is at least as likely as any other count');
  const cup = new CupLevels(o);
  let phase: CountPhase = 'tare';
  let zero = 0;
  let data: UnitData | null = o.unit ? dataOf(o.unit) : null;
  let unit: Unit | null = o.unit ?? null;
  let learning: Learning | null = null;
  let base: Level | null = null;
  let counting = false;
  let expected: number | undefined;
  /** This cup's counted batches, until confirmed. */
  let batches: { pieces: number; grams: number; readVar: number }[] = [];
  let total = 0;
  let last: CountEvent | null = null;
  let refused: string | null = null;
  let pendingTare: { relearn: boolean } | null = null;
  /** When the sample was said to be in, and when a count was asked for. */
  let sampleAskedAt: number | null = null;
  let countAskedAt = -Infinity;

  /** The noise of the difference of two settled readings, drift between them included. */
  const diffSe = (a: Level, b: Level): number => Math.sqrt(a.se ** 2 + b.se ** 2 + (o.driftGramsPerSecond * (Math.abs(b.t - a.t) / 1000)) ** 2);

  const emit = (e: CountEvent): CountEvent[] => {
    last = e;
    refused = e.type === 'refused' ? e.reason : null;
    return [e];
  };
  const refuse = (reason: string, estimate: CountEstimate | null = null): CountEvent[] => emit({ type: 'refused', reason, estimate });

  const learned = (d: UnitData, level: Level): CountEvent[] => {
    data = d;
    unit = unitOf(d);
    phase = 'ready';
    learning = null;
    base = level;
    total = 0;
    batches = [];
    sampleAskedAt = null;
    return emit({ type: 'learned', unit });
  };

  /** Tares at `level` (the cup still): the empty cup is the zero, and the unit is learned next unless known. */
  function tareAt(level: Level, relearn: boolean): CountResult {
    pendingTare = null;
    // A level is read above the zero in force: the cup's own reading is that plus the zero.
    const grams = level.grams + zero;
    if (Math.abs(grams) > o.emptyGrams) return { ok: false, reason: (refused = `cannot tare: the cup is not empty: it reads ${grams.toFixed(1)} g`) };
    zero = grams;
    const z: Level = { ...level, grams: 0 };
    refused = null;
    counting = false;
    batches = [];
    sampleAskedAt = null;
    if (relearn) {
      unit = null;
      data = null;
    }
    total = 0;
    base = z;
    phase = unit ? 'ready' : 'learn';
    learning = unit ? null : new Learning(z, o);
    return { ok: true };
  }

  function learnStep(level: Level): CountEvent[] {
    if (!learning) return [];
    if (sampleAskedAt !== null) {
      const d = learning.sample(level);
      sampleAskedAt = null;
      return typeof d === 'string' ? refuse(d) : learned(d, level);
    }
    const { piece, data: d } = learning.step(level);
    const events = piece ? emit({ type: 'piece', ...piece }) : [];
    return d ? [...events, ...learned(d, level)] : events;
  }

  /** Whether a pour of `delta` g, likeliest `pieces`, would be unsure even read perfectly and
   * `levelSe` twice nearer that count. */
  const hopeless = (delta: number, pieces: number, d: UnitData, levelSe: number, baseSe: number, exp: Expected | undefined): boolean => {
    const gap = (pieces * d.grams) / d.pieces - delta;
    const best = delta + Math.sign(gap) * Math.min(Math.abs(gap), 2 * levelSe);
    return estimateCount(best, d, baseSe, exp).pWrong > o.wrongRate;
  };

  function countStep(level: Level): CountEvent[] {
    if (!counting || !base || !unit || !data) return [];
    // What this cup has counted so far teaches the unit at once (ACAI); kept if the cup is confirmed.
    const belief = batches.reduce<UnitData>((d, b) => withBatch(d, b.pieces, b.grams, b.readVar), data);
    const delta = level.grams - base.grams;
    const se = diffSe(base, level);
    const exp = expected === undefined || expected < 0 ? undefined : { pieces: expected, odds: o.ledgerOdds };
    const estimate = estimateCount(delta, belief, se, exp);
    // A cup that has not moved since Count and holds nothing new: the pour is still on its way (a
    // piece landing, or its readings late on a busy rig). Judged now, the old cup was counted: wait
    // for it to move and settle, and say so if nothing comes.
    if (estimate.pieces === 0 && Math.abs(delta) < o.minPieceGrams && cup.lastMove < countAskedAt) {
      if (level.t - countAskedAt < NOTHING_WINDOWS * o.stillWindowMs) return [];
      counting = false;
      return refuse('nothing new came into the cup since the last count: pour the pieces in, then Count', estimate);
    }
    // The likeliest count must also fit: a pour that lies far from every whole number of pieces
    // holds something else (half a token, a piece of another kind), and no count is sure of it.
    // Nearer none than one piece too: 0.3 g in a cup of 2.5 g tokens was "counted 0", and half a
    // token "not certain even of one piece".
    const off = delta / unit.grams - estimate.pieces;
    const fits = Math.abs(off) <= MISFIT_SD * estimate.sdPieces || (estimate.pieces === 0 && off < 0);
    if (!level.full) {
      // Read since the press for less than the window: a sure pour is counted now, and one that a
      // closer reading could not make sure is refused now (were it read perfectly, and two of its
      // reading's deviations nearer a whole count); any other is read for the whole window.
      const sure = estimate.pWrong <= o.wrongRate && fits && delta >= -o.minPieceGrams;
      if (!sure && (estimate.pieces < 2 || !hopeless(delta, estimate.pieces, belief, level.se, base.se, exp))) return [];
    }
    counting = false;
    if (delta < -o.minPieceGrams)
      return refuse(`the cup is ${(-delta).toFixed(2)} g lighter than before this pour: put the pieces back, or start a new cup`, estimate);
    // Whatever its count, the pour shows how widely the pieces spread.
    data = { ...data, spread: withPour(belief, delta, se ** 2).spread };
    if (!fits)
      return refuse(
        `the pour weighs ${(estimate.pieces + off).toFixed(2)} pieces, no whole number: is something else in the cup? Take it out and count again`,
        estimate,
      );
    if (estimate.pWrong > o.wrongRate)
      return refuse(
        // A pour of one piece has no smaller batch: a fresh reading is what can decide it.
        estimate.pieces <= 1
          ? `not certain even of one piece (about ${estimate.pieces} ± ${estimate.sdPieces.toFixed(2)}): leave the cup still and count again`
          : `not certain to the piece (about ${estimate.pieces} ± ${estimate.sdPieces.toFixed(2)}): take some pieces out of this pour and count again, a smaller batch`,
        estimate,
      );
    batches.push({ pieces: estimate.pieces, grams: delta, readVar: se ** 2 });
    total += estimate.pieces;
    base = level;
    if (expected !== undefined) expected -= estimate.pieces;
    return emit({ type: 'counted', batch: estimate.pieces, total, estimate });
  }

  const notReady = (): CountResult => ({
    ok: false,
    reason: (refused = phase === 'tare' ? 'tare the empty cup first' : `learn the unit weight first: ${o.learnPieces} pieces in the cup`),
  });

  return {
    sample(t, grams, stable) {
      cup.add(t, grams, stable);
      if (pendingTare) {
        const level = cup.still(zero, o.settleMs);
        if (!level) return [];
        const r = tareAt(level, pendingTare.relearn);
        return r.ok ? emit({ type: 'tared' }) : refuse(r.reason);
      }
      if (phase === 'learn' && learning) {
        // Only readings taken after "the sample is in" weigh it, over the whole window: its
        // reading's noise is in every count made with the unit.
        const level = sampleAskedAt !== null ? cup.still(zero, o.stillWindowMs, sampleAskedAt) : cup.still(zero, learning.needMs(o.settleMs, o.stillWindowMs));
        return level && (sampleAskedAt === null || level.full) ? learnStep(level) : [];
      }
      // Only readings taken after "the pieces are in" weigh the pour.
      const level = phase === 'ready' && counting ? cup.still(zero, decideAfterMs, countAskedAt) : null;
      return level ? countStep(level) : [];
    },
    tare(t, relearn = false) {
      cup.advance(t);
      if (!cup.hasReadings(t)) return { ok: false, reason: (refused = 'cannot tare: no readings from the scale') };
      counting = false;
      // Only the readings since the cup last moved say what it holds: a window reaching back past
      // an emptying still weighs the full cup (it said "not empty: 108.4 g" of a cup at −0.7 g).
      // A cup not yet still is tared once it is: a press just after emptying it is not refused.
      const level = cup.still(zero, o.settleMs);
      if (level) return tareAt(level, relearn);
      pendingTare = { relearn };
      refused = null;
      return { ok: true };
    },
    learn(t) {
      cup.advance(t);
      pendingTare = null;
      if (phase !== 'learn')
        return { ok: false, reason: (refused = phase === 'tare' ? 'tare the empty cup first' : 'the unit weight is known: tare to learn it again') };
      // Said again while it is weighed: the readings since the first word still count.
      sampleAskedAt ??= t;
      refused = null;
      return { ok: true };
    },
    newCup(t) {
      cup.advance(t);
      pendingTare = null;
      if (phase !== 'ready') return notReady();
      const level = cup.still(zero);
      if (!level) return { ok: false, reason: (refused = 'the cup is not still') };
      base = level;
      total = 0;
      counting = false;
      batches = [];
      refused = null;
      return { ok: true };
    },
    count(t, expect) {
      cup.advance(t);
      pendingTare = null;
      if (phase !== 'ready') return notReady();
      counting = true;
      countAskedAt = t;
      expected = expect;
      refused = null;
      return { ok: true };
    },
    confirm() {
      if (!data || phase !== 'ready') return null;
      for (const b of batches) data = withBatch(data, b.pieces, b.grams, b.readVar);
      if (batches.length) unit = unitOf(data);
      batches = [];
      return unit;
    },
    status() {
      const now = cup.now;
      const waiting = counting || sampleAskedAt !== null;
      const since = waiting
        ? Math.max(cup.lastMove, counting ? countAskedAt : (sampleAskedAt ?? -Infinity))
        : pendingTare || (learning && cup.lastMove > learning.levelAt)
          ? cup.lastMove
          : null;
      const needMs = waiting ? o.stillWindowMs : pendingTare || !learning ? o.settleMs : learning.needMs(o.settleMs, o.stillWindowMs);
      const r = cup.reading();
      return {
        phase,
        learned: learning?.singles ?? 0,
        unit,
        taring: pendingTare !== null,
        sampling: sampleAskedAt !== null,
        counting,
        total,
        reading: r === null ? null : r - zero,
        last,
        refused,
        settle: since === null ? null : { msLeft: Math.max(0, since + needMs - now), ofMs: needMs },
      };
    },
  };
}

export type { CountEstimate, Unit } from './count-stats.ts';
export type { Counter, CounterOptions, CounterStatus, CountEvent, CountPhase, CountResult } from './count-types.ts';
