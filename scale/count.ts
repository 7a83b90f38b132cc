// A counting scale (Plunder!: how many treasures are in the cup), as a pure state machine fed with
// the cup's readings, like pan-contest.ts. No timers: time arrives with the samples.
//
//   const c = createCounter();          // phase 'tare'
//   c.sample(t, grams, stable?)         // the cup's calibrated grams; `stable` as the balance flags it
//   c.tare(t)                           // cup empty and still → phase 'learn'
//   …ten pieces put in one at a time    // each settled step is one piece → 'learned', phase 'ready'
//   c.newCup(t)                         // the cup (emptied, or another one) as it stands is zero
//   c.count(t)                          // "the pieces are in": once still → 'counted' or 'refused'
//
// A count is given only when it is certain to the piece (count-stats.ts); otherwise the table is
// asked to take some pieces out of that pour and count again: a smaller batch. Counted batches add
// up, so a cup of any size is counted a few pieces at a time, each batch sure.
import { estimateCount, learnUnit, type CountEstimate, type Unit } from './count-stats.ts';
import { CupWatch } from './cup-watch.ts';
import { madScale, median } from './robust.ts';

export type CountPhase = 'tare' | 'learn' | 'ready';

export interface CounterOptions {
  /** Pieces put on one at a time to learn the unit (default 10). */
  learnPieces?: number;
  /** A unit learned before (e.g. the same tokens last game): skips the learning. */
  unit?: Unit;
  /** The largest acceptable chance that a given count is wrong (default 1e-4 a batch). */
  wrongRate?: number;
  /** Readings over this window must agree within `stillGrams` to count as still (and the device must say stable). */
  stillWindowMs?: number;
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
  | { type: 'piece'; n: number; grams: number }
  | { type: 'learned'; unit: Unit }
  | { type: 'counted'; batch: number; total: number; estimate: CountEstimate }
  | { type: 'refused'; reason: string; estimate: CountEstimate | null };

export interface CounterStatus {
  phase: CountPhase;
  /** Pieces put on so far while learning. */
  learned: number;
  unit: Unit | null;
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
  /** `relearn`: forget the unit and learn it again from the next ten pieces. */
  tare(t: number, relearn?: boolean): CountResult;
  newCup(t: number): CountResult;
  count(t: number): CountResult;
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
    ...options,
  };
  if (!(o.wrongRate > 0 && o.wrongRate < 0.5)) throw new RangeError('counter: the wrong-count rate must be in (0, 0.5)');
  if (!(Number.isInteger(o.learnPieces) && o.learnPieces >= 2)) throw new RangeError('counter: learn from at least 2 pieces');
  const watch = new CupWatch(o.stillWindowMs, o.stillGrams);
  const recent: { t: number; g: number }[] = [];
  let now = -Infinity;
  let lastStable = true;
  let phase: CountPhase = 'tare';
  let zero = 0;
  let unit: Unit | null = o.unit ?? null;
  let increments: number[] = [];
  /** Each increment's noise squared (its two levels'), g². */
  let incrementVars: number[] = [];
  let learnFrom: Level | null = null;
  let lastLevel: Level | null = null;
  let base: Level | null = null;
  let counting = false;
  let total = 0;
  let last: CountEvent | null = null;
  let refused: string | null = null;
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

  /** Readings since the cup last moved, over the still window at most (ms): what it holds now. */
  const stillFor = (): number => now - Math.max(now - o.stillWindowMs, lastMove);

  /**
   * The cup's level over the readings since it last moved (the still window at most), once it has
   * been still for `needMs`; null while it moves. Medians overlook a load that landed late in a
   * window, and a window that reaches back past the last move weighs what the cup held before it.
   */
  function stillLevel(needMs = o.stillWindowMs): Level | null {
    const windowMs = stillFor();
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
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
    // Neighbouring readings are correlated: count half of them as independent.
    return { grams: mean - zero, se: Math.max(sd / Math.sqrt(Math.max(1, xs.length / 2)), o.resolutionGrams), t: now };
  }

  /** The noise of the difference of two settled readings, drift between them included. */
  const diffSe = (a: Level, b: Level): number => Math.sqrt(a.se ** 2 + b.se ** 2 + (o.driftGramsPerSecond * (Math.abs(b.t - a.t) / 1000)) ** 2);

  const emit = (e: CountEvent): CountEvent[] => {
    last = e;
    refused = e.type === 'refused' ? e.reason : null;
    return [e];
  };

  /** The stillness a learning level needs: a second, but the last piece fixes the unit's weight
   * (with the empty cup's level) and waits for the whole still window. */
  const learnNeedMs = (): number => (increments.length === o.learnPieces - 1 ? o.stillWindowMs : o.settleMs);

  function learnStep(level: Level): CountEvent[] {
    if (!lastLevel || !learnFrom) return [];
    const step = level.grams - lastLevel.grams;
    // The same load, still for longer: a closer level to weigh the next piece from.
    if (Math.abs(step) < o.minPieceGrams && level.se < lastLevel.se) {
      if (increments.length === 0) learnFrom = level;
      lastLevel = level;
      return [];
    }
    if (step <= -o.minPieceGrams) {
      increments = [];
      incrementVars = [];
      learnFrom = level;
      lastLevel = level;
      return emit({ type: 'refused', reason: 'a piece came off: learning starts again from here, one piece at a time', estimate: null });
    }
    if (step < o.minPieceGrams) return [];
    const typical = increments.length ? [...increments].sort((a, b) => a - b)[increments.length >> 1] : undefined;
    if (typical !== undefined && step > 1.6 * typical) {
      // Two pieces at once: wait until one comes off again (the level then steps by one piece).
      if (refused?.startsWith('one piece') !== true)
        return emit({ type: 'refused', reason: `one piece at a time: that step was ${step.toFixed(2)} g, take a piece out`, estimate: null });
      return [];
    }
    increments.push(step);
    incrementVars.push(level.se ** 2 + lastLevel.se ** 2);
    lastLevel = level;
    const events: CountEvent[] = emit({ type: 'piece', n: increments.length, grams: step });
    if (increments.length === o.learnPieces) {
      const incrementSe = Math.sqrt(incrementVars.reduce((a, b) => a + b, 0) / incrementVars.length);
      unit = learnUnit(increments, level.grams - learnFrom.grams, Math.max(level.se, learnFrom.se), incrementSe);
      phase = 'ready';
      base = level;
      total = 0;
      events.push(...emit({ type: 'learned', unit }));
    }
    return events;
  }

  function countStep(level: Level): CountEvent[] {
    if (!counting || !base || !unit) return [];
    // Only readings taken after "the pieces are in" weigh the pour.
    if (level.t - o.stillWindowMs < countAskedAt) return [];
    const delta = level.grams - base.grams;
    const se = diffSe(base, level);
    const estimate = estimateCount(delta, unit, se);
    // A cup that has not moved since Count and holds nothing new: the pour is still on its way (a
    // piece landing, or its readings late on a busy rig). Judged now, the old cup was counted: wait
    // for it to move and settle, and say so if nothing comes.
    if (estimate.pieces === 0 && Math.abs(delta) < o.minPieceGrams && lastMove < countAskedAt) {
      if (level.t - countAskedAt < NOTHING_WINDOWS * o.stillWindowMs) return [];
      counting = false;
      return emit({ type: 'refused', reason: 'nothing new came into the cup since the last count: pour the pieces in, then Count', estimate });
    }
    counting = false;
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
    const off = delta / unit.grams - estimate.pieces;
    if (Math.abs(off) > MISFIT_SD * estimate.sdPieces && (estimate.pieces > 0 || off > 0))
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
    total += estimate.pieces;
    base = level;
    return emit({ type: 'counted', batch: estimate.pieces, total, estimate });
  }

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
      if (phase === 'tare') return [];
      const level = stillLevel(phase === 'learn' ? learnNeedMs() : o.stillWindowMs);
      if (!level) return [];
      return phase === 'learn' ? learnStep(level) : countStep(level);
    },
    tare(t, relearn = false) {
      advance(t);
      if (watch.grams(t) === null) return { ok: false, reason: (refused = 'cannot tare: no readings from the scale') };
      // Only the readings since the cup last moved say what it holds: a window reaching back past
      // an emptying still weighs the full cup (it said "not empty: 108.4 g" of a cup at −0.7 g).
      const level = stillLevel(o.settleMs);
      if (!level) return { ok: false, reason: (refused = 'cannot tare: the cup is not still') };
      // A level is read above the zero in force: the cup's own reading is that plus the zero.
      const grams = level.grams + zero;
      if (Math.abs(grams) > o.emptyGrams) return { ok: false, reason: (refused = `cannot tare: the cup is not empty: it reads ${grams.toFixed(1)} g`) };
      zero = grams;
      const z = { grams: 0, se: level.se, t };
      refused = null;
      counting = false;
      if (relearn) unit = null;
      if (unit) {
        phase = 'ready';
        base = z;
        total = 0;
      } else {
        phase = 'learn';
        increments = [];
        incrementVars = [];
        learnFrom = z;
        lastLevel = z;
      }
      return { ok: true };
    },
    newCup(t) {
      advance(t);
      if (phase !== 'ready')
        return { ok: false, reason: (refused = phase === 'tare' ? 'tare the empty cup first' : 'learn the unit weight first: ten pieces, one at a time') };
      const level = stillLevel();
      if (!level) return { ok: false, reason: (refused = 'the cup is not still') };
      base = level;
      total = 0;
      counting = false;
      refused = null;
      return { ok: true };
    },
    count(t) {
      advance(t);
      if (phase !== 'ready')
        return { ok: false, reason: (refused = phase === 'tare' ? 'tare the empty cup first' : 'learn the unit weight first: ten pieces, one at a time') };
      counting = true;
      countAskedAt = t;
      refused = null;
      return { ok: true };
    },
    status() {
      const r = watch.reading(now);
      const since = counting ? Math.max(lastMove, countAskedAt) : phase === 'learn' && lastLevel && lastMove > lastLevel.t ? lastMove : null;
      const needMs = counting ? o.stillWindowMs : learnNeedMs();
      return {
        phase,
        learned: increments.length,
        unit,
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
