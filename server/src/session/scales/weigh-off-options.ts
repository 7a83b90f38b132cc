// The weigh-off's options and the table's defaults: time limit, pacing, how still the cups must be
// for a tare and for a tiebreak's removals, and what counts as a cup clearly holding something.
export interface WeighOffOptions {
  /** Undecided this long after "All in, weigh!": the table is asked to call a tie or weigh longer. */
  timeLimitMs?: number;
  /** How long a verdict stays on screen before the next step. */
  verdictShowMs?: number;
  /** How long a tare waits for both cups to be still before it gives up and says why. */
  tareWaitMs?: number;
  /** False for a single-pan balance: each contest weighs one collection after the other. */
  twoCups?: boolean;
  /**
   * The cups must be still over this window for the tare, which takes the longest still stretch of
   * it (at least TARE_MIN_STILL_MS); the zero then learns until the first piece, and its own
   * uncertainty widens the resolver's interval (scale/contest.ts: `zeroErrorInInterval`).
   */
  tareWindowMs?: number;
  /** The tare needs at least this much stillness (ms, default TARE_MIN_STILL_MS; at most tareWindowMs). */
  tareMinStillMs?: number;
  /** Whether the zeros' own uncertainty widens the resolver's interval (default on; off only to measure its cost). */
  zeroErrorInInterval?: boolean;
  /** The resolver's allowance for drift of one cup against the other since the tare, g/s (default the resolver's, 0.004). */
  driftGramsPerSecond?: number;
  /** A tiebreak removal is seen once the cup is still this long (ms): a 1 g drop needs less than a zero. */
  removalWindowMs?: number;
  /** After a lift-out, the empty cups must be still this long to give the zero after the contest (ms; default the controller's, 8 s). */
  liftWindowMs?: number;
  /**
   * How often the countdown and the time limit are also checked between samples, ms (default 250,
   * for a rig that stops streaming). 0: only on samples, so a run on a virtual clock does not
   * depend on when the wall clock's timer fires (the live bench replays exactly).
   */
  tickMs?: number;
}

/** Still, for the tare check and the tiebreak removals: the quarter medians of the last second
 * agree within this (g). The controller's 0.5 g default is within the noise of one quarter's
 * median at 10 samples/s (2–3 samples of ~0.4 g rms), so a still, empty rig was often refused its
 * tare; 1 g is also what the tablet's "settled" light uses (scale-feed.ts). */
export const STILL_GRAMS = 1;
export const TARE_WINDOW_MS = 4000;
/** The tare needs this much stillness (up to the 4 s window when the cups were still that long):
 * the zero then goes on learning from each empty cup until its first piece lands (scale/cup-zero.ts),
 * so by "All in, weigh!" it rests on the stillness before and after the press, and the table need
 * not wait for the whole window after pressing Tare. Since the zero's own error counts (R24), more
 * stillness would decide more close calls, but it makes the players wait at the tare; kept at 1 s
 * (option `tareMinStillMs`) until a real table's pace is known (docs/weigh-trace.md). */
export const TARE_MIN_STILL_MS = 1000;
/** A tiebreak removal only has to show a drop of 1 g or more, not a zero: 1 s of stillness. Measured
 * on the live bench (bench/weigh-live.bench.ts): re-weighs are as safe with 1 s as with the tare's
 * 4 s, and their verdicts come sooner. */
export const REMOVAL_WINDOW_MS = 1000;

/** A cup whose last half second reads more than this (g) clearly holds something: a tare is
 * refused at once instead of after its wait. Pieces weigh 2 g and more; an empty cup's noise
 * and drift stay well under 1 g. */
export const CLEARLY_FULL_GRAMS = 2;
/** A cup is judged clearly full on at least this many readings of its last half second: as a
 * contest begins the half second holds one or two, and one wild reading (an HX711 glitch; the
 * simulated rig's are 20–400 g) would refuse a tare on empty cups. With fewer, the tare
 * waits as usual and is refused as soon as three readings show the piece. */
export const FULL_MIN_READINGS = 3;
/** Within this (g) over the last half second, a cup reads empty again: a tare refusal is over. */
export const EMPTY_GRAMS = 1.5;
export const QUICK_MS = 500;
/** A tare pressed while a cup's newest readings look loaded looks at this much more (ms) before
 * it may be taken: pieces that landed just before the press then fill most of the half second and
 * are refused, instead of being tared around because the press beat the median. A noisy empty cup
 * costs only this wait, never a refusal. */
export const TARE_LOOK_MS = QUICK_MS / 2 + 50;
/** How many of a cup's newest readings are looked at for a piece just landed. */
export const NEWEST = 3;
/** How often the countdown and the time limit are also checked between samples (ms). */
export const TICK_MS = 250;

export type WeighOffSettings = Required<Omit<WeighOffOptions, 'driftGramsPerSecond' | 'liftWindowMs'>> &
  Pick<WeighOffOptions, 'driftGramsPerSecond' | 'liftWindowMs'>;

/** The options with the table's defaults filled in. */
export function weighOffSettings(options: WeighOffOptions): WeighOffSettings {
  const tareWindowMs = options.tareWindowMs ?? TARE_WINDOW_MS;
  // The tare waits long enough for a window of stillness to fill after the cups were emptied.
  return {
    timeLimitMs: 20_000,
    verdictShowMs: 3_000,
    tareWaitMs: tareWindowMs + 2_000,
    twoCups: true,
    tareWindowMs,
    tareMinStillMs: TARE_MIN_STILL_MS,
    removalWindowMs: REMOVAL_WINDOW_MS,
    tickMs: TICK_MS,
    zeroErrorInInterval: true,
    ...options,
  };
}
