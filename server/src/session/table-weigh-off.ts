// The weigh-off at the table: for each contest the game awaits a verdict for (its `contest` hook,
// GameModule.contest), a contest controller (scale/contest.ts: tare check → loading → "All in,
// weigh!" → weighing → verdict, or a tiebreak whose removals it sees on the scale, R22; at the time
// limit the table hears what the scale knows and chooses a tie or to weigh longer) is fed the cups'
// samples, and its verdict goes into the game as the game's verdict input. This class only adds what
// a live table needs around it: following the game (pairings, undo), clocks, and words.
import type { AwaitedContest } from '../../../games/core/types.ts';
import { createContest, type Contest, type ContestEvent } from '../../../scale/contest.ts';
import { createPanContest, type PanContest, type PanEvent } from '../../../scale/pan-contest.ts';
import { describePan } from './pan-words.ts';
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import type { WeighMsg, WeighStatus } from '../protocol.ts';
import { CupWatch } from './cup-watch.ts';
import { STILL_GRAMS, TARE_LOOK_MS, weighOffSettings, type WeighOffOptions, type WeighOffSettings } from './weigh-off-options.ts';
import { describeContest, tareSentence, type Taring, undecidedWords } from './weigh-words.ts';

export { TARE_MIN_STILL_MS, type WeighOffOptions } from './weigh-off-options.ts';

type Verdict = 'left' | 'right' | 'none';
type Result = { ok: true } | { ok: false; message: string };

/** What the weigh-off needs of its table: the game's contest hooks, and a path for its verdict. */
export interface WeighOffHost {
  /** The contest the game awaits a verdict for now, or null. */
  contest(): AwaitedContest | null;
  /** Puts the verdict into the game, unannounced (the weigh-off announces once, after its own
   * status moved). `grams`: what each side weighed, kept with the contest for the standings. */
  submitVerdict(heavier: Verdict, grams?: { left: number; right: number }): Result;
  /** The game's words for the verdict just taken. */
  said(): string;
  /** The game's words for what a tie does now (R22, R23). */
  tieWords(contest: AwaitedContest): string;
  /** The weigh status (or the game, after a verdict) changed: tell the tablets. */
  changed(): void;
}

/** Which contest of the game: a tie keeps the pairing and the result count, only pieces move aside. */
type Pairing = AwaitedContest;
const samePairing = (a: Pairing | null, b: Pairing | null): boolean => !!a && !!b && a.left === b.left && a.right === b.right && a.key === b.key;

const IDLE: WeighStatus = { stage: 'idle', contest: null, message: '', verdict: null };
const DEFAULT_BAND_GRAMS = 0.5;

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
  /** What each cup holds right now. */
  private readonly cups: CupWatch;
  /** Following the game: the caller announces the change, so the status moves without a word. */
  private quiet = false;
  private showUntil: number | null = null;
  private message = '';
  /** Our own verdict is going into the engine: its change is not a new contest. */
  private submitting = false;
  private readonly o: WeighOffSettings;

  constructor(
    private readonly host: WeighOffHost,
    options: WeighOffOptions = {},
  ) {
    this.o = weighOffSettings(options);
    this.cups = new CupWatch(this.o.twoCups);
    this.onGameChange();
  }

  close(): void {
    this.stopTicking();
    this.stopShowing();
  }

  /** After every change of the game: follows the contest the game awaits a verdict for (the caller announces). */
  onGameChange(): void {
    if (this.submitting) return;
    const p = this.host.contest();
    if (samePairing(p, this.pairing) && p?.round === this.pairing?.round) return;
    this.quiet = true;
    try {
      this.begin(p);
    } finally {
      this.quiet = false;
    }
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
    this.tareFrom = this.cups.justLoaded() ? now + TARE_LOOK_MS : now;
    if (this.tareFrom <= now) this.tryTare();
    // A rig that stops streaming must not leave the table at "Taring…": the wait ends in words.
    if (this.tareUntil !== null) this.startTicking();
    this.publish();
    return { ok: true };
  }

  private clearlyFull(): string | null {
    return this.cups.clearlyFull(this.pairing ? [this.pairing.left, this.pairing.right] : ['left', 'right']);
  }

  private refuseTare(sentence: string): void {
    this.tareUntil = null;
    // Refused for what the cups held: the sentence goes once they read empty (else at the next Tare).
    this.tareRefused = !this.cups.empty();
    this.message = sentence;
    this.publish();
  }

  onSample(s: ScaleSample): void {
    const { pan, contest } = this;
    const g = s.grams;
    if (g === null || s.t < this.now || (!pan && !contest)) return;
    this.now = s.t;
    this.cups.add({ ...s, grams: g });
    if (this.tareRefused && this.cups.empty()) {
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
        const p = this.host.contest();
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
    const opts = {
      ...(p.bandGrams === undefined ? {} : { bandGrams: p.bandGrams }),
      ...(p.wrongWinnerRate === undefined ? {} : { wrongWinnerRate: p.wrongWinnerRate }),
    };
    if (!this.o.twoCups) {
      this.pan = createPanContest({ left: p.left, right: p.right, pieces: { ...p.pieces }, ...opts });
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

  /** What the controller (two cups or one pan) says happened with a sample or a tick. */
  private handle(events: (ContestEvent | PanEvent)[] | undefined): void {
    if (!events || events.length === 0) {
      this.publish();
      return;
    }
    let decided = false;
    for (const e of events) {
      if (e.type === 'verdict') {
        this.decide(e.heavier);
        decided = true;
      } else if (e.type === 'time-limit') this.message = '';
      else if (e.type === 'reweigh') {
        this.message = 'Both pieces are out: weighing again… keep your hands off the scale';
        this.startTicking();
      }
    }
    if (!decided) return this.publish();
    // The verdict went into the game unannounced: the game and the weigh status are announced once.
    this.quiet = true;
    try {
      this.publish();
    } finally {
      this.quiet = false;
    }
    this.host.changed();
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
      // The game moved on under us (an undo, a new pairing): follow it (announced by handle()).
      this.pairing = null;
      this.onGameChange();
      return;
    }
    const said = this.host.said();
    const why =
      timedOut && heavier === 'none'
        ? 'No clear winner: the table called a tie (R22, R24)'
        : tooClose
          ? 'Too close to the tie band to name a side: a tie (R22, R24)'
          : '';
    this.message = [why, said].filter(Boolean).join('. ');
    this.showUntil = this.clock() + this.o.verdictShowMs;
    const next = this.host.contest();
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
    const p = this.host.contest();
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
    this.set(describeContest(s, cups, this.message, this.taring(), () => undecidedWords(s, cups, this.band(), this.o.timeLimitMs, this.host.tieWords(p))));
  }

  /** While a tare waits for still cups: the seconds it may still take (the tablet's progress). */
  private taring(): Taring {
    if (this.tareUntil === null) return {};
    return { taring: { secondsLeft: Math.max(0, Math.ceil((this.tareUntil - this.now) / 1000)), ofSeconds: Math.ceil(this.o.tareWaitMs / 1000) } };
  }

  private band(): number {
    return this.pairing?.bandGrams ?? DEFAULT_BAND_GRAMS;
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
    if (!this.quiet) this.host.changed();
  }
}
