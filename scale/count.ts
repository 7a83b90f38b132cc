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
  sampleData,
  SPREAD_PRIOR,
  type CountEstimate,
  type Expected,
  type SpreadPrior,
  type Unit,
  type UnitData,
  unitOf,
  withBatch,
  withPour,
  withSingles,
} from './count-stats.ts';
import { CupWatch } from './cup-watch.ts';
import { madScale, median } from './robust.ts';

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

/** A pour further than this many standard deviations from its likeliest count fits no count. */
const MISFIT_SD = 4;

/** How long (in still windows) a count waits for a pour that has not come before saying so. */
const NOTHING_WINDOWS = 2;

/** The readings that must agree with a level before it is taken (ms). */
const NEWEST_MS = 250;

interface Level {
  grams: number;
  se: number;
  t: number;
  /** Read over the whole still window (else a shorter one, since the cup last moved or a press). */
  full?: boolean;
}

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
  const watch = new CupWatch(o.stillWindowMs, o.stillGrams);
  const recent: { t: number; g: number }[] = [];
  let now = -Infinity;
  let lastStable = true;
  let phase: CountPhase = 'tare';
  let zero = 0;
  let data: UnitData | null = o.unit ? dataOf(o.unit) : null;
  let unit: Unit | null = o.unit ?? null;
  let increments: number[] = [];
  /** Each increment's noise squared (its two levels'), g². */
  let incrementVars: number[] = [];
  /** Several pieces went in at once, or one came off: the steps are no longer single pieces. */
  let handful = false;
  /** The empty cup at the tare: the sample is weighed from it. */
  let tareLevel: Level | null = null;
  let learnFrom: Level | null = null;
  let lastLevel: Level | null = null;
  let base: Level | null = null;
  let counting = false;
  let expected: number | undefined;
  /** This cup's counted batches, until confirmed. */
  let batches: { pieces: number; grams: number; readVar: number }[] = [];
  let total = 0;
  let last: CountEvent | null = null;
  let refused: string | null = null;
  let pendingTare: { relearn: boolean } | null = null;
  let sampleAskedAt: number | null = null;
  /** When the cup's short-term level last jumped (a piece landing), and when a count was asked for. */
  let lastMove = -Infinity;
  let prevShort: number | null = null;
  let countAskedAt = -Infinity;
  const shortMs = Math.max(400, o.stillWindowMs / 4);

  function advance(t: number): void {
    if (!Number.isFinite(t)) throw new RangeError(`time ${t} is not a number`);
    if (t < now) throw new RangeError(`time ${t} ms goes back (after ${now} ms)`);
    now = t;
  }

  /** Readings since the cup last moved (and since `since`), over the still window at most (ms). */
  const stillFor = (since = -Infinity): number => now - Math.max(now - o.stillWindowMs, lastMove, since);

  /** The scatter of single readings over the last whole still windows: a shorter window's own is rough. */
  const noiseSds: { t: number; sd: number }[] = [];
  const usualNoise = (): number => (noiseSds.length ? median(noiseSds.map((x) => x.sd)) : 0);

  /**
   * The cup's level over the readings since it last moved (and since `since`; the still window at
   * most), once it has been still for `needMs`; null while it moves. Medians overlook a load that
   * landed late in a window, and a window that reaches back past the last move weighs what the cup
   * held before it.
   */
  function stillLevel(needMs = o.stillWindowMs, since = -Infinity): Level | null {
    const windowMs = stillFor(since);
    if (windowMs < Math.min(needMs, o.stillWindowMs)) return null;
    const r = watch.reading(now, windowMs);
    const middle = r.grams;
    if (middle === null || !r.still || !lastStable) return null;
    const all = recent.filter((s) => s.t >= now - windowMs).map((s) => s.g);
    // A load cell's rare wild sample is dropped; more than a few readings away from the middle
    // means the cup is still moving (a load only just landed).
    const far = Math.max(o.stillGrams, 5 * madScale(all, middle));
    const xs = all.filter((x) => Math.abs(x - middle) <= far);
    if (xs.length < 0.9 * all.length) return null;
    // Nor is a load that landed (or left) in the last moments a level yet: every one of the newest
    // readings must agree. Their median did not do: with one reading of an emptied cup among three,
    // "new cup" took the level from before the emptying, and the next pour was "lighter than before"
    // (the Plunder! e2e beside a CPU hog). A rare wild sample only holds a level back for NEWEST_MS.
    const newest = recent.filter((x) => x.t > now - NEWEST_MS).map((x) => x.g);
    if (newest.some((g) => Math.abs(g - middle) > far)) return null;
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    let sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
    const full = windowMs >= o.stillWindowMs - 1e-9;
    if (full && (noiseSds.length === 0 || now - (noiseSds.at(-1) as { t: number }).t >= o.stillWindowMs)) {
      noiseSds.push({ t: now, sd });
      if (noiseSds.length > 9) noiseSds.shift();
    }
    if (!full) sd = Math.max(sd, usualNoise());
    // Neighbouring readings are correlated: count half of them as independent.
    return { grams: mean - zero, se: Math.max(sd / Math.sqrt(Math.max(1, xs.length / 2)), o.resolutionGrams), t: now, full };
  }

  /** The noise of the difference of two settled readings, drift between them included. */
  const diffSe = (a: Level, b: Level): number => Math.sqrt(a.se ** 2 + b.se ** 2 + (o.driftGramsPerSecond * (Math.abs(b.t - a.t) / 1000)) ** 2);

  const emit = (e: CountEvent): CountEvent[] => {
    last = e;
    refused = e.type === 'refused' ? e.reason : null;
    return [e];
  };

  const learned = (d: UnitData, level: Level): CountEvent[] => {
    data = d;
    unit = unitOf(d);
    phase = 'ready';
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
    const z = { grams: 0, se: level.se, t: level.t };
    refused = null;
    counting = false;
    batches = [];
    sampleAskedAt = null;
    if (relearn) {
      unit = null;
      data = null;
    }
    if (unit) {
      phase = 'ready';
      base = z;
      total = 0;
    } else {
      phase = 'learn';
      increments = [];
      incrementVars = [];
      handful = false;
      tareLevel = z;
      learnFrom = z;
      lastLevel = z;
    }
    return { ok: true };
  }

  /** The stillness a learning level needs: a second, but the last piece fixes the unit's weight
   * (with the empty cup's level) and waits for the whole still window. */
  const learnNeedMs = (): number => (increments.length === o.learnPieces - 1 && !handful ? o.stillWindowMs : o.settleMs);

  /** Pieces put in one at a time: each settled step is one; the tenth teaches the unit. */
  function learnStep(level: Level): CountEvent[] {
    if (!lastLevel || !learnFrom || handful) return [];
    const step = level.grams - lastLevel.grams;
    // The same load, still for longer: a closer level to weigh the next piece from.
    if (Math.abs(step) < o.minPieceGrams && level.se < lastLevel.se) {
      if (increments.length === 0) learnFrom = level;
      lastLevel = level;
      return [];
    }
    if (Math.abs(step) < o.minPieceGrams) return [];
    const typical = increments.length ? [...increments].sort((a, b) => a - b)[increments.length >> 1] : undefined;
    // A piece taken out, or a step unlike the others: not one piece at a time (the sample is
    // weighed whole once it is said to be in).
    if (step < 0 || (typical !== undefined && (step > 1.6 * typical || step < typical / 1.6))) {
      handful = true;
      return [];
    }
    increments.push(step);
    incrementVars.push(level.se ** 2 + lastLevel.se ** 2);
    lastLevel = level;
    const events: CountEvent[] = emit({ type: 'piece', n: increments.length, grams: step });
    if (increments.length === o.learnPieces && learnFrom === tareLevel) {
      const incrementVar = incrementVars.reduce((a, b) => a + b, 0) / incrementVars.length;
      const d = sampleData(o.learnPieces, level.grams - learnFrom.grams, level.se ** 2 + learnFrom.se ** 2, o.spreadPrior);
      events.push(...learned(withSingles(d, increments, incrementVar), level));
    }
    return events;
  }

  /** The sample is said to be in: its weight over the pieces is the unit (with the spread of any put in singly). */
  function sampleStep(level: Level): CountEvent[] {
    if (sampleAskedAt === null || !tareLevel) return [];
    sampleAskedAt = null;
    const grams = level.grams - tareLevel.grams;
    const readVar = level.se ** 2 + tareLevel.se ** 2;
    if (grams < o.learnPieces * o.minPieceGrams)
      return emit({
        type: 'refused',
        reason: `the cup holds ${Math.max(0, grams).toFixed(1)} g, too little for ${o.learnPieces} pieces: put them in, then say so again`,
        estimate: null,
      });
    let d = sampleData(o.learnPieces, grams, readVar, o.spreadPrior);
    if (!handful && learnFrom === tareLevel) d = withSingles(d, increments, incrementVars.reduce((a, b) => a + b, 0) / Math.max(1, incrementVars.length));
    return learned(d, level);
  }

  function countStep(level: Level): CountEvent[] {
    if (!counting || !base || !unit || !data) return [];
    const belief = data;
    const delta = level.grams - base.grams;
    const se = diffSe(base, level);
    const exp = expected === undefined || expected < 0 ? undefined : { pieces: expected, odds: o.ledgerOdds };
    const estimate = estimateCount(delta, belief, se, exp);
    // A cup that has not moved since Count and holds nothing new: the pour is still on its way (a
    // piece landing, or its readings late on a busy rig). Judged now, the old cup was counted: wait
    // for it to move and settle, and say so if nothing comes.
    if (estimate.pieces === 0 && Math.abs(delta) < o.minPieceGrams && lastMove < countAskedAt) {
      if (level.t - countAskedAt < NOTHING_WINDOWS * o.stillWindowMs) return [];
      counting = false;
      return emit({ type: 'refused', reason: 'nothing new came into the cup since the last count: pour the pieces in, then Count', estimate });
    }
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
    // Whatever its count, the pour shows how widely the pieces spread.
    if (delta >= -o.minPieceGrams) data = withPour(belief, delta, se ** 2);
    if (delta < -o.minPieceGrams)
      return emit({
        type: 'refused',
        reason: `the cup is ${(-delta).toFixed(2)} g lighter than before this pour: put the pieces back, or start a new cup`,
        estimate,
      });
    // The likeliest count must also fit: a pour that lies far from every whole number of pieces
    // holds something else (half a token, a piece of another kind), and no count is sure of it.
    // Nearer none than one piece too: 0.3 g in a cup of 2.5 g tokens was "counted 0", and half a
    // token "not certain even of one piece".
    if (!fits)
      return emit({
        type: 'refused',
        reason: `the pour weighs ${(estimate.pieces + off).toFixed(2)} pieces, no whole number: is something else in the cup? Take it out and count again`,
        estimate,
      });
    if (estimate.pWrong > o.wrongRate)
      return emit({
        type: 'refused',
        // A pour of one piece has no smaller batch: a fresh reading is what can decide it.
        reason:
          estimate.pieces <= 1
            ? `not certain even of one piece (about ${estimate.pieces} ± ${estimate.sdPieces.toFixed(2)}): leave the cup still and count again`
            : `not certain to the piece (about ${estimate.pieces} ± ${estimate.sdPieces.toFixed(2)}): take some pieces out of this pour and count again, a smaller batch`,
        estimate,
      });
    batches.push({ pieces: estimate.pieces, grams: delta, readVar: se ** 2 });
    total += estimate.pieces;
    base = level;
    if (expected !== undefined) expected -= estimate.pieces;
    return emit({ type: 'counted', batch: estimate.pieces, total, estimate });
  }

  /** Whether a pour of `delta` g, likeliest `pieces`, would be unsure even read perfectly and
   * `levelSe` twice nearer that count. */
  const hopeless = (delta: number, pieces: number, d: UnitData, levelSe: number, baseSe: number, exp: Expected | undefined): boolean => {
    const gap = (pieces * d.grams) / d.pieces - delta;
    const best = delta + Math.sign(gap) * Math.min(Math.abs(gap), 2 * levelSe);
    return estimateCount(best, d, baseSe, exp).pWrong > o.wrongRate;
  };

  const notReady = (): CountResult => ({
    ok: false,
    reason: (refused = phase === 'tare' ? 'tare the empty cup first' : `learn the unit weight first: ${o.learnPieces} pieces in the cup`),
  });

  return {
    sample(t, grams, stable) {
      if (!Number.isFinite(grams)) throw new RangeError(`sample at ${t} ms has a non-numeric weight`);
      advance(t);
      watch.add(t, grams);
      recent.push({ t, g: grams });
      while (recent.length > 0 && (recent[0] as { t: number }).t < t - 2 * o.stillWindowMs) recent.shift();
      lastStable = stable !== false;
      const short = median(recent.filter((x) => x.t > t - shortMs).map((x) => x.g));
      if (prevShort !== null && Math.abs(short - prevShort) > o.minPieceGrams / 2) lastMove = t;
      prevShort = short;
      if (pendingTare) {
        const level = stillLevel(o.settleMs);
        if (!level) return [];
        const r = tareAt(level, pendingTare.relearn);
        return r.ok ? emit({ type: 'tared' }) : emit({ type: 'refused', reason: r.reason, estimate: null });
      }
      if (phase === 'tare') return [];
      if (phase === 'learn') {
        if (sampleAskedAt !== null) {
          // Only readings taken after "the sample is in" weigh it, over the whole window: its
          // reading's noise is in every count made with the unit.
          const level = stillLevel(o.stillWindowMs, sampleAskedAt);
          return level?.full ? sampleStep(level) : [];
        }
        const level = stillLevel(learnNeedMs());
        return level ? learnStep(level) : [];
      }
      // Only readings taken after "the pieces are in" weigh the pour.
      const level = counting ? stillLevel(decideAfterMs, countAskedAt) : null;
      return level ? countStep(level) : [];
    },
    tare(t, relearn = false) {
      advance(t);
      if (watch.grams(t) === null) return { ok: false, reason: (refused = 'cannot tare: no readings from the scale') };
      counting = false;
      // Only the readings since the cup last moved say what it holds: a window reaching back past
      // an emptying still weighs the full cup (it said "not empty: 108.4 g" of a cup at −0.7 g).
      // A cup not yet still is tared once it is: a press just after emptying it is not refused.
      const level = stillLevel(o.settleMs);
      if (!level) {
        pendingTare = { relearn };
        refused = null;
        return { ok: true };
      }
      return tareAt(level, relearn);
    },
    learn(t) {
      advance(t);
      pendingTare = null;
      if (phase !== 'learn') return { ok: false, reason: (refused = phase === 'tare' ? 'tare the empty cup first' : 'the unit weight is known: tare to learn it again') };
      sampleAskedAt = t;
      refused = null;
      return { ok: true };
    },
    newCup(t) {
      advance(t);
      pendingTare = null;
      if (phase !== 'ready') return notReady();
      const level = stillLevel();
      if (!level) return { ok: false, reason: (refused = 'the cup is not still') };
      base = level;
      total = 0;
      counting = false;
      batches = [];
      refused = null;
      return { ok: true };
    },
    count(t, expect) {
      advance(t);
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
      if (batches.length === 0) return unit;
      for (const b of batches) data = withBatch(data, b.pieces, b.grams, b.readVar);
      batches = [];
      unit = unitOf(data);
      return unit;
    },
    status() {
      const r = watch.reading(now);
      const since =
        counting || sampleAskedAt !== null
          ? Math.max(lastMove, counting ? countAskedAt : sampleAskedAt ?? -Infinity)
          : pendingTare || (phase === 'learn' && lastLevel && lastMove > lastLevel.t)
            ? lastMove
            : null;
      const needMs = counting || sampleAskedAt !== null ? o.stillWindowMs : pendingTare ? o.settleMs : learnNeedMs();
      return {
        phase,
        learned: handful ? 0 : increments.length,
        unit,
        taring: pendingTare !== null,
        sampling: sampleAskedAt !== null,
        counting,
        total,
        reading: r.grams === null ? null : r.grams - zero,
        last,
        refused,
        settle: since === null ? null : { msLeft: Math.max(0, since + needMs - now), ofMs: needMs },
      };
    },
  };
}

export type { CountEstimate, Unit } from './count-stats.ts';
