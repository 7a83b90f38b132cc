// The weigh-off at the table: for each contest the engine awaits a verdict for, a contest
// controller (scale/contest.ts: tare check → loading → "All in, weigh!" → weighing → verdict,
// or a tiebreak whose removals it sees on the scale, R22; at the time limit the table hears what
// the scale knows and chooses a tie or to weigh longer) is fed the
// cups' samples, and its verdict goes into the engine as a `verdict` input. This class only adds
// what a live table needs around it: following the game (pairings, undo), clocks, and words.
import { createContest, type Contest, type ContestEvent, type ContestStatus } from '../../../scale/contest.ts';
import { createPanContest, type PanContest, type PanEvent } from '../../../scale/pan-contest.ts';
import { describePan } from './pan-words.ts';
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import type { WeighMsg, WeighStatus } from '../protocol.ts';

type Verdict = 'left' | 'right' | 'none';
type Result = { ok: true } | { ok: false; message: string };

/** What the weigh-off needs of its table session. */
export interface WeighOffHost {
  /** The engine's view, with `awaiting`. */
  view(): Record<string, unknown>;
  /** `grams`: what each side weighed, kept with the contest for the standings. */
  submitVerdict(heavier: Verdict, grams?: { left: number; right: number }): Result;
  /** The weigh status changed: tell the tablets. */
  changed(): void;
}

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
  /**
   * How often the countdown and the time limit are also checked between samples, ms (default 250,
   * for a rig that stops streaming). 0: only on samples, so a run on a virtual clock does not
   * depend on when the wall clock's timer fires (the live bench replays exactly).
   */
  tickMs?: number;
}

/** Which contest of the game: a tie keeps the pairing and the result count, only pieces move aside. */
interface Pairing {
  left: string;
  right: string;
  results: number;
  setAside: string;
  /** Pieces on each side for this weighing: the collection, which leaves out what is set aside (R22). */
  pieces: [number, number];
}
const samePairing = (a: Pairing | null, b: Pairing | null): boolean => !!a && !!b && a.left === b.left && a.right === b.right && a.results === b.results;

/** Still, for the tare check and the tiebreak removals: the quarter medians of the last second
 * agree within this (g). The controller's 0.5 g default is within the noise of one quarter's
 * median at 10 samples/s (2–3 samples of ~0.4 g rms), so a still, empty rig was often refused its
 * tare; 1 g is also what the tablet's "settled" light uses (scale-feed.ts). */
const STILL_GRAMS = 1;
const TARE_WINDOW_MS = 4000;
/** The tare needs this much stillness (up to the 4 s window when the cups were still that long):
 * the zero then goes on learning from each empty cup until its first piece lands (scale/cup-zero.ts),
 * so by "All in, weigh!" it rests on the stillness before and after the press. Issue 16: waiting for
 * the whole window took 1.85 s (median) after the press in weigh-live. Since the zero's own error
 * counts (R24), more stillness would decide more close calls, but the table's pace bounds it: with
 * 3 s (weigh-live, 500 contests, seed 2026) clear contests ending at the time limit 18 → 8 of 310,
 * all contests 14.0 → 11.6 %, the tare's p90 0 → 1.0 s; the cups had mostly been still that long
 * when Tare was pressed. Kept at 1 s (option `tareMinStillMs`) until a real table's pace is known. */
export const TARE_MIN_STILL_MS = 1000;
/** A tiebreak removal only has to show a drop of 1 g or more, not a zero: 1 s of stillness. Measured
 * (bench/weigh-live.bench.ts, seed 7, 3000 contests, ~610 R22 re-weighs each): 0 wrong winners on
 * re-weighs with 4 s or 1 s, and the second piece out to the re-weigh's verdict 3.7 s → 1.85 s (median). */
const REMOVAL_WINDOW_MS = 1000;

/** A cup whose last half second reads more than this (g) clearly holds something: a tare is
 * refused at once instead of after its wait. Pieces weigh 2 g and more; an empty cup's noise
 * and drift stay well under 1 g. */
const CLEARLY_FULL_GRAMS = 2;
/** Within this (g) over the last half second, a cup reads empty again: a tare refusal is over. */
const EMPTY_GRAMS = 1.5;
const QUICK_MS = 500;
/** A tare pressed while a cup's newest readings look loaded looks at this much more (ms) before
 * it may be taken: pieces that landed just before the press then fill most of the half second and
 * are refused, instead of being tared around because the press beat the median. A noisy empty cup
 * costs only this wait, never a refusal. */
const TARE_LOOK_MS = QUICK_MS / 2 + 50;
/** How many of a cup's newest readings are looked at for a piece just landed. */
const NEWEST = 3;

/** A tare refusal as a sentence for the table's headline (the controller's reason is a clause). */
function tareSentence(reason: string): string {
  const clause = reason.replace(/^cannot tare:\s*/, '');
  const parts = clause.split(/;\s*/).map((p) => p.replace(/^the (left|right) cup \(([^)]+)\)/, "$2's cup ($1)"));
  const said = parts.map((p) => `${p[0]?.toUpperCase() ?? ''}${p.slice(1)}`).join('. ');
  return `${said}. Empty both cups, keep your hands off the scale, then press “Tare” again.`;
}

const round2 = (g: number): number => Math.round(g * 100) / 100;
const IDLE: WeighStatus = { stage: 'idle', contest: null, message: '', verdict: null };
const TICK_MS = 250;

export class TableWeighOff {
  status: WeighStatus = IDLE;
  private pairing: Pairing | null = null;
  private contest: Contest | null = null;
  /** On a single-pan balance, the contest instead of `contest`. */
  private pan: PanContest | null = null;
  /** Time of the newest sample (the contest's clock may never go back). */
  private now = -Infinity;
  private ticker: NodeJS.Timeout | null = null;
  private showTimer: NodeJS.Timeout | null = null;
  private tareUntil: number | null = null;
  /** The pending tare may be taken from this time on (the contest's clock). */
  private tareFrom = 0;
  /** The headline says why the last tare was refused because of what a cup held (cleared once the cups read empty). */
  private tareRefused = false;
  /** Each cup's samples of the last half second: what it holds right now. */
  private readonly quick: [{ t: number; g: number }[], { t: number; g: number }[]] = [[], []];
  private showUntil: number | null = null;
  private message = '';
  /** Our own verdict is going into the engine: its change is not a new contest. */
  private submitting = false;
  private readonly o: Required<Omit<WeighOffOptions, 'driftGramsPerSecond'>> & Pick<WeighOffOptions, 'driftGramsPerSecond'>;

  constructor(
    private readonly host: WeighOffHost,
    options: WeighOffOptions = {},
  ) {
    const tareWindowMs = options.tareWindowMs ?? TARE_WINDOW_MS;
    // The tare waits long enough for a window of stillness to fill after the cups were emptied.
    this.o = {
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
    this.onGameChange();
  }

  close(): void {
    this.stopTicking();
    this.stopShowing();
  }

  /** After every change of the game: follows the contest the engine awaits a verdict for. */
  onGameChange(): void {
    if (this.submitting) return;
    const p = this.awaitedPairing();
    if (samePairing(p, this.pairing) && p?.setAside === this.pairing?.setAside) return;
    this.begin(p);
  }

  /** The tablet's Tare during a contest: the controller's tare, once both cups are still (it checks they are empty). */
  get wantsTare(): boolean {
    return (this.contest ?? this.pan)?.status().phase === 'tare';
  }

  tare(): Result {
    if (!this.wantsTare) return { ok: false, message: 'there is no contest waiting for a tare' };
    if (this.tareUntil !== null) return { ok: false, message: 'The scale is already taring: keep your hands off it.' };
    const full = this.clearlyFull();
    if (full) {
      // No need to wait for stillness to know the answer; the headline says it (not an error toast
      // that would outlive the emptying of the cups).
      this.refuseTare(full);
      return { ok: true };
    }
    const now = this.clock();
    this.tareUntil = now + this.o.tareWaitMs;
    this.tareRefused = false;
    this.message = 'Taring… keep your hands off the scale';
    this.tareFrom = this.justLoaded() ? now + TARE_LOOK_MS : now;
    if (this.tareFrom <= now) this.tryTare();
    // A rig that stops streaming must not leave the table at "Taring…": the wait ends in words.
    if (this.tareUntil !== null) this.startTicking();
    this.publish();
    return { ok: true };
  }

  /** What the cups hold right now, when it is clearly something: a sentence, else null. */
  private clearlyFull(): string | null {
    const names = this.pairing ? [this.pairing.left, this.pairing.right] : ['left', 'right'];
    const held = ([0, 1] as const)
      .filter((cup) => this.o.twoCups || cup === 0)
      .map((cup) => ({ cup, g: this.holding(cup) }))
      .filter((c): c is { cup: 0 | 1; g: number } => c.g !== null && Math.abs(c.g) > CLEARLY_FULL_GRAMS);
    if (held.length === 0) return null;
    const what = held.map(({ cup, g }) =>
      this.o.twoCups ? `${names[cup]}'s cup (${cup === 0 ? 'left' : 'right'}) holds ${g.toFixed(1)} g` : `the pan holds ${g.toFixed(1)} g`,
    );
    const said = what.join(' and ');
    return `${said[0]?.toUpperCase() ?? ''}${said.slice(1)}: empty ${held.length > 1 || !this.o.twoCups ? (this.o.twoCups ? 'both cups' : 'the pan') : 'it'}, then press “Tare”.`;
  }

  /** A cup's newest readings show something that its half-second median does not show yet. */
  private justLoaded(): boolean {
    return ([0, 1] as const)
      .filter((cup) => this.o.twoCups || cup === 0)
      .some((cup) => this.quick[cup].slice(-NEWEST).some((s) => Math.abs(s.g) > CLEARLY_FULL_GRAMS));
  }

  /** Median of a cup's last half second (null without samples). */
  private holding(cup: 0 | 1): number | null {
    const xs = this.quick[cup].map((s) => s.g).sort((a, b) => a - b);
    if (xs.length === 0) return null;
    const m = Math.floor(xs.length / 2);
    return xs.length % 2 ? (xs[m] as number) : ((xs[m - 1] as number) + (xs[m] as number)) / 2;
  }

  private refuseTare(sentence: string): void {
    this.tareUntil = null;
    // Refused for what the cups held: the sentence goes once they read empty (else at the next Tare).
    this.tareRefused = !this.cupsEmpty();
    this.message = sentence;
    this.publish();
  }

  onSample(s: ScaleSample): void {
    const { pan, contest } = this;
    const g = s.grams;
    if (g === null || s.t < this.now || (!pan && !contest)) return;
    this.now = s.t;
    const q = this.quick[s.cup === 0 ? 0 : 1];
    q.push({ t: s.t, g });
    while (q.length > 0 && (q[0] as { t: number }).t < s.t - QUICK_MS) q.shift();
    if (this.tareRefused && this.cupsEmpty()) {
      // The cups were emptied: the refusal is over, the headline asks for the tare again.
      this.tareRefused = false;
      this.message = '';
    }
    const events = this.safely(() =>
      pan ? (s.cup === 0 ? pan.sample(s.t, g, s.stable) : []) : contest?.sample(s.cup === 0 ? { t: s.t, left: g } : { t: s.t, right: g }),
    );
    if (this.tareUntil !== null) {
      const full = this.clearlyFull();
      if (full) this.refuseTare(full);
      else if (s.t >= this.tareFrom) this.tryTare();
    }
    this.handle(events);
  }

  async action(msg: WeighMsg): Promise<Result> {
    if (this.pan && msg.action !== 'restart') return this.panAction(this.pan, msg);
    const c = this.contest;
    switch (msg.action) {
      case 'loaded': {
        if (!c) return { ok: false, message: 'there is nothing to weigh now' };
        const r = this.safely(() => c.confirmLoaded(this.clock()));
        if (!r?.ok) return { ok: false, message: r?.reason ?? 'the scale could not start weighing' };
        this.message = 'Weighing… keep your hands off the scale';
        this.startTicking();
        this.publish();
        return { ok: true };
      }
      case 'removed': {
        // The scale sees the pieces come out by itself; the button only says "we are done".
        const phase = c?.status().phase;
        if (phase === 'tiebreak-removal' || (phase === 'weighing' && (c?.status().round ?? 0) > 1)) return { ok: true };
        return { ok: false, message: 'no tiebreak is under way' };
      }
      case 'tie': {
        const r = c ? this.safely(() => c.callTie(this.clock())) : undefined;
        if (!r?.ok) return { ok: false, message: r?.reason ?? 'there is nothing to call a tie on now' };
        this.handle(r.events);
        return { ok: true };
      }
      case 'longer': {
        const r = c ? this.safely(() => c.weighLonger(this.clock())) : undefined;
        if (!r?.ok) return { ok: false, message: r?.reason ?? 'there is nothing to weigh longer now' };
        this.message = 'Weighing longer… keep your hands off the scale';
        this.startTicking();
        this.publish();
        return { ok: true };
      }
      case 'restart': {
        const p = this.awaitedPairing();
        if (!p) return { ok: false, message: 'no contest is waiting to be weighed' };
        this.begin(p);
        return { ok: true };
      }
      default:
        return { ok: false, message: `weigh ${msg.action} is not part of the weigh-off` };
    }
  }

  /** "On the pan" and "Removed" on a single-pan balance. */
  private panAction(pan: PanContest, msg: WeighMsg): Result {
    const r = this.safely(() =>
      msg.action === 'loaded'
        ? pan.confirmOnPan(this.clock())
        : msg.action === 'removed'
          ? pan.confirmRemoved(this.clock())
          : { ok: false as const, reason: `weigh ${msg.action} is not part of the weigh-off` },
    );
    if (!r?.ok) return { ok: false, message: r?.reason ?? 'the balance could not take that now' };
    this.message = '';
    this.publish();
    return { ok: true };
  }

  /** For the live `scale` messages: what the resolver leans to and how sure it is. */
  live(): { deciding: boolean; leaning?: Verdict | null; confidence?: number } {
    // On a single pan, "deciding" while a collection settles to be weighed.
    if (this.pan) return { deciding: this.pan.status().settling !== null };
    const s = this.contest?.status();
    if (s?.phase !== 'weighing' || !s.resolver) return { deciding: false };
    const d = s.resolver.differenceGrams;
    const band = this.band();
    const leaning: Verdict | null = d === null ? null : Math.abs(d) <= band ? 'none' : d > 0 ? 'left' : 'right';
    return { deciding: true, leaning, confidence: Math.round(s.resolver.confidence * 1000) / 1000 };
  }

  private begin(p: Pairing | null): void {
    this.stopTicking();
    this.stopShowing();
    this.pairing = p;
    this.tareUntil = null;
    this.tareRefused = false;
    this.showUntil = null;
    this.contest = null;
    this.pan = null;
    this.message = '';
    if (!p) return this.set(IDLE);
    const opts = this.gameOptions();
    if (!this.o.twoCups) {
      this.pan = createPanContest({ left: p.left, right: p.right, pieces: { left: p.pieces[0], right: p.pieces[1] }, ...opts });
      return this.publish();
    }
    const drift = this.o.driftGramsPerSecond === undefined ? {} : { driftGramsPerSecond: this.o.driftGramsPerSecond };
    this.contest = createContest({
      left: p.left,
      right: p.right,
      timeLimitMs: this.o.timeLimitMs,
      stillGrams: STILL_GRAMS,
      stillWindowMs: this.o.tareWindowMs,
      tareMinStillMs: Math.min(this.o.tareMinStillMs, this.o.tareWindowMs),
      removalWindowMs: this.o.removalWindowMs,
      zeroErrorInInterval: this.o.zeroErrorInInterval,
      ...drift,
      ...opts,
    });
    this.publish();
  }

  private tryTare(): void {
    const c = this.contest ?? this.pan;
    if (!c || this.tareUntil === null) return;
    const r = this.safely(() => c.tare(this.clock()));
    if (r?.ok) {
      this.tareUntil = null;
      this.message = '';
      this.publish();
    } else if (this.clock() >= this.tareUntil) this.refuseTare(tareSentence(r?.reason ?? 'cannot tare: the scale did not answer'));
  }

  private cupsEmpty(): boolean {
    return ([0, 1] as const).filter((cup) => this.o.twoCups || cup === 0).every((cup) => Math.abs(this.holding(cup) ?? Infinity) <= EMPTY_GRAMS);
  }

  /** What the controller (two cups or one pan) says happened with a sample or a tick. */
  private handle(events: (ContestEvent | PanEvent)[] | undefined): void {
    if (!events || events.length === 0) {
      this.publish();
      return;
    }
    for (const e of events) {
      if (e.type === 'verdict') this.decide(e.heavier);
      else if (e.type === 'time-limit') this.message = '';
      else if (e.type === 'reweigh') {
        this.message = 'Both pieces are out: weighing again… keep your hands off the scale';
        this.startTicking();
      }
    }
    this.publish();
  }

  private decide(heavier: Verdict): void {
    const timedOut = this.contest?.status().timedOut ?? false;
    const tooClose = this.pan?.status().tooClose ?? false;
    const grams = this.weighedGrams();
    this.submitting = true;
    let r: Result;
    try {
      r = this.host.submitVerdict(heavier, grams);
    } finally {
      this.submitting = false;
    }
    if (!r.ok) {
      // The game moved on under us (an undo, a new pairing): follow it.
      this.pairing = null;
      this.onGameChange();
      return;
    }
    const events = (this.host.view() as { events?: unknown }).events;
    const said = Array.isArray(events) ? events.filter((x): x is string => typeof x === 'string').join('. ') : '';
    const why =
      timedOut && heavier === 'none'
        ? 'No clear winner: the table called a tie (R22, R24)'
        : tooClose
          ? 'Too close to the tie band to name a side: a tie (R22, R24)'
          : '';
    this.message = [why, said].filter(Boolean).join('. ');
    this.showUntil = this.clock() + this.o.verdictShowMs;
    const next = this.awaitedPairing();
    if (heavier === 'none' && samePairing(next, this.pairing)) {
      // A tiebreak (R22): the same contest goes on; the controller watches the pieces come out.
      this.pairing = next;
    }
    this.stopTicking();
    this.stopShowing();
    // Shown for no time (the live bench's virtual clock): the next step right after this one, not
    // on a wall-clock timer whose firing would depend on the machine's speed.
    if (this.o.verdictShowMs <= 0) queueMicrotask(() => this.showUntil !== null && this.afterVerdict());
    else this.showTimer = setTimeout(() => this.afterVerdict(), this.o.verdictShowMs);
  }

  private afterVerdict(): void {
    this.showTimer = null;
    this.showUntil = null;
    const p = this.awaitedPairing();
    if ((this.contest || this.pan) && samePairing(p, this.pairing)) {
      // The same contest goes on after a tie (R22): the controller watches the pieces come out.
      this.pairing = p;
      if (this.contest?.status().phase === 'weighing') this.startTicking();
      this.message = '';
      this.publish();
      return;
    }
    // Decided (or ended by R23 when a side had no piece left): the next contest, or the end.
    this.begin(p);
  }

  /** What each side weighed for the verdict just reached (to 0.1 g), if the scale read both. */
  private weighedGrams(): { left: number; right: number } | undefined {
    const round = (g: number | null | undefined) => (typeof g === 'number' && Number.isFinite(g) ? Math.round(g * 10) / 10 : null);
    const both = (l: number | null, r: number | null) => (l === null || r === null ? undefined : { left: l, right: r });
    if (this.pan) {
      const w = this.pan.status().weights;
      return both(round(w.left?.grams), round(w.right?.grams));
    }
    const w = this.contest?.status().weighed;
    return both(round(w?.left), round(w?.right));
  }

  /** The status the tablets see, from the controller's. */
  private publish(): void {
    const p = this.pairing;
    if (this.pan && p) {
      const s = this.pan.status();
      // While a verdict is shown (a tie's included), the verdict with what each side weighed.
      if (this.showUntil !== null) return this.set(describePan({ ...s, phase: 'verdict', verdict: s.verdict ?? 'none' }, this.message));
      // A tare refusal is said (and cleared) here, in a sentence: not the balance's raw reason.
      if (s.phase === 'tare') return this.set({ ...describePan({ ...s, refused: null }, this.message), ...this.taring() });
      return this.set(describePan(s, this.message));
    }
    const c = this.contest;
    if (!c || !p) return;
    const s = c.status();
    const cups = { left: p.left, right: p.right };
    if (this.showUntil !== null) return this.set({ stage: 'verdict', contest: cups, verdict: s.verdict ?? 'none', message: this.message });
    this.set(this.describe(s, cups));
  }

  private describe(s: ContestStatus, cups: { left: string; right: string }): WeighStatus {
    switch (s.phase) {
      case 'tare':
        return {
          stage: 'tare',
          contest: cups,
          verdict: null,
          message: this.message || 'Empty both cups, then press “Tare”',
          ...this.taring(),
        };
      case 'loading':
        return {
          stage: 'loading',
          contest: cups,
          verdict: null,
          message: `Put ${cups.left}'s collection in the left cup and ${cups.right}'s in the right cup, then press “All in, weigh!”`,
        };
      case 'weighing':
        return {
          stage: 'weighing',
          contest: cups,
          verdict: null,
          message: this.message || 'Weighing… keep your hands off the scale',
          ...(s.timeLeftMs !== null ? { secondsLeft: Math.ceil(s.timeLeftMs / 1000) } : {}),
        };
      case 'undecided':
        return {
          stage: 'undecided',
          contest: cups,
          verdict: null,
          message: this.undecidedWords(s, cups),
          ...(s.known ? { known: { lowGrams: round2(s.known.lowGrams), highGrams: round2(s.known.highGrams) } } : {}),
        };
      case 'verdict':
        return { stage: 'verdict', contest: cups, verdict: s.verdict, message: this.message };
      case 'tiebreak-removal': {
        const waiting = (['left', 'right'] as const).filter((side) => s.removal?.[side] !== 'removed').map((side) => cups[side]);
        const tooMuch = (['left', 'right'] as const)
          .filter((side) => s.removal?.[side] === 'too-much')
          .map((side) => `${cups[side]}'s cup lost more than one piece: put pieces back`);
        const ask = waiting.length ? `${waiting.join(' and ')}: take one piece out of your cup (R22)` : 'Both pieces are out';
        return { stage: 'tiebreak', contest: cups, verdict: 'none', message: [ask, ...tooMuch].join('. ') };
      }
    }
  }

  /** While a tare waits for still cups: the seconds it may still take (the tablet's progress). */
  private taring(): { taring?: { secondsLeft: number; ofSeconds: number } } {
    if (this.tareUntil === null) return {};
    return { taring: { secondsLeft: Math.max(0, Math.ceil((this.tareUntil - this.now) / 1000)), ofSeconds: Math.ceil(this.o.tareWaitMs / 1000) } };
  }

  /** At the time limit: what the scale knows, and the choice the rules give (R22–R24). */
  private undecidedWords(s: ContestStatus, cups: { left: string; right: string }): string {
    const band = this.band();
    const seconds = Math.round(this.o.timeLimitMs / 1000);
    const k = s.known;
    let known = 'the cups never kept still long enough to weigh';
    if (k) {
      const up = (g: number): string => (Math.ceil(g * 10) / 10).toFixed(1);
      const down = (g: number): string => (Math.floor(g * 10) / 10).toFixed(1);
      if (k.lowGrams >= 0) known = `${cups.left}'s cup is heavier, by ${down(k.lowGrams)} to ${up(k.highGrams)} g`;
      else if (k.highGrams <= 0) known = `${cups.right}'s cup is heavier, by ${down(-k.highGrams)} to ${up(-k.lowGrams)} g`;
      else known = `the cups are within ${up(Math.max(-k.lowGrams, k.highGrams))} g of each other`;
    }
    const v = this.host.view() as { collections?: Record<string, unknown>; options?: { cursedTreasure?: unknown } };
    const count = (who: string): number => (typeof v.collections?.[who] === 'number' ? (v.collections[who] as number) : 1);
    const [l, r] = [count(cups.left), count(cups.right)];
    const loses = (empty: string, other: string): string => (v.options?.cursedTreasure === true ? other : empty);
    const tie =
      l > 0 && r > 0
        ? 'each side takes one piece out and weighs again (R22)'
        : l === 0 && r === 0
          ? 'both cups are empty, so both stay in (R23)'
          : `${l === 0 ? cups.left : cups.right} has no piece left to remove: ${loses(l === 0 ? cups.left : cups.right, l === 0 ? cups.right : cups.left)} is eliminated (R23)`;
    return `No clear winner after ${seconds} s: ${known}, and a winner needs more than ${band} g (R24). Call it a tie — ${tie} — or weigh longer`;
  }

  private awaitedPairing(): Pairing | null {
    const v = this.host.view() as {
      awaiting?: { type?: string; contest?: { left?: unknown; right?: unknown } } | null;
      weighOff?: { results?: unknown[]; contest?: { setAside?: Record<string, unknown> } | null } | null;
      collections?: Record<string, unknown>;
    };
    const a = v.awaiting;
    if (a?.type !== 'verdict' || typeof a.contest?.left !== 'string' || typeof a.contest.right !== 'string') return null;
    const setAside = v.weighOff?.contest?.setAside ?? {};
    const count = (x: unknown): number => (typeof x === 'number' ? x : 0);
    // The engine's collections already leave out the pieces set aside by a tiebreak (R22).
    const pieces = (who: string): number => Math.max(0, count(v.collections?.[who]));
    return {
      left: a.contest.left,
      right: a.contest.right,
      results: v.weighOff?.results?.length ?? 0,
      setAside: JSON.stringify(setAside),
      pieces: [pieces(a.contest.left), pieces(a.contest.right)],
    };
  }

  /** R24 options of the game, passed to the resolver. */
  private gameOptions(): { bandGrams?: number; wrongWinnerRate?: number } {
    const o = (this.host.view() as { options?: { tieBandGrams?: unknown; wrongWinnerRate?: unknown } }).options;
    return {
      ...(typeof o?.tieBandGrams === 'number' ? { bandGrams: o.tieBandGrams } : {}),
      ...(typeof o?.wrongWinnerRate === 'number' ? { wrongWinnerRate: o.wrongWinnerRate } : {}),
    };
  }

  private band(): number {
    return this.gameOptions().bandGrams ?? 0.5;
  }

  /** The contest's clock: sample time, or the wall clock when it is ahead (ticks between samples). */
  private clock(): number {
    this.now = Math.max(this.now, performance.now());
    return this.now;
  }

  /**
   * While a tare waits, its refusal once the wait is over; while weighing, the countdown and the
   * tie when time is up: both even if the samples stop.
   */
  private startTicking(): void {
    this.stopTicking();
    if (this.o.tickMs <= 0) return;
    this.ticker = setInterval(() => {
      if (this.tareUntil !== null) return this.tryTare();
      const c = this.contest;
      if (!c) return this.stopTicking();
      if (this.showUntil !== null) return;
      const phase = c.status().phase;
      if (phase !== 'weighing' && phase !== 'tiebreak-removal') return this.stopTicking();
      this.handle(this.safely(() => c.tick(this.clock())));
    }, this.o.tickMs);
  }

  private stopTicking(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  private stopShowing(): void {
    if (this.showTimer) clearTimeout(this.showTimer);
    this.showTimer = null;
  }

  /** The controller refuses impossible input by throwing (time going back, NaN): a live table must go on. */
  private safely<T>(f: () => T): T | undefined {
    try {
      return f();
    } catch {
      return undefined;
    }
  }

  private set(s: WeighStatus): void {
    if (JSON.stringify(s) === JSON.stringify(this.status)) return;
    this.status = s;
    this.host.changed();
  }
}
