// The weigh-off's controls, under the part that follows the game (table-weigh-off.ts): the contest
// controller of two cups or one pan fed with samples, the tare (refused at once when a cup clearly
// holds something, else taken once the cups are still), the clock and its ticks between samples,
// and the status the tablets see, announced only when it changed.
import type { Contest, ContestEvent } from '../../../../scale/contest.ts';
import type { PanContest, PanEvent } from '../../../../scale/pan-contest.ts';
import type { ScaleSample } from '../../../../firmware-bridge/src/index.ts';
import type { WeighMsg, WeighStatus } from '#protocol';
import { ZeroTracker } from '../../../../scale/zero-tracking.ts';
import { CupsHolding } from './cups-holding.ts';
import { TARE_LOOK_MS, weighOffSettings, type WeighOffOptions, type WeighOffSettings } from './weigh-off-options.ts';
import { tareSentence, type Taring } from './weigh-messages.ts';
import type { Result } from '../result.ts';
import { IDLE, type Pairing, safely, type Verdict, type WeighOffHost } from './weigh-off-host.ts';

const DEFAULT_BAND_GRAMS = 0.5;

export abstract class WeighOffControls {
  status: WeighStatus = IDLE;
  protected pairing: Pairing | null = null;
  protected contest: Contest | null = null;
  /** On a single-pan balance, the contest instead of `contest`. */
  protected pan: PanContest | null = null;
  /** Time of the newest sample (the contest's clock may never go back). */
  protected now = -Infinity;
  protected ticker: NodeJS.Timeout | null = null;
  protected showTimer: NodeJS.Timeout | null = null;
  protected tareUntil: number | null = null;
  /** The pending tare may be taken from this time on (the contest's clock). */
  protected tareFrom = 0;
  /** The headline says why the last tare was refused because of what a cup held (cleared once the cups read empty). */
  protected tareRefused = false;
  /** What each cup holds right now. */
  protected readonly cups: CupsHolding;
  /** Each cup's zero between contests and its state (in motion, stable, at zero, overloaded). */
  protected readonly zeros: ZeroTracker[];
  /** Following the game: the caller announces the change, so the status moves without a word. */
  protected quiet = false;
  protected showUntil: number | null = null;
  protected message = '';
  /** Our own verdict is going into the engine: its change is not a new contest. */
  protected submitting = false;
  protected readonly o: WeighOffSettings;

  /** What a sample or a tick led to (the controller's events), and the status the tablets see. */
  protected abstract handle(events: (ContestEvent | PanEvent)[] | undefined): void;
  protected abstract publish(): void;

  constructor(
    protected readonly host: WeighOffHost,
    options: WeighOffOptions = {},
  ) {
    this.o = weighOffSettings(options);
    this.cups = new CupsHolding(this.o.twoCups);
    this.zeros = this.o.twoCups ? [new ZeroTracker(), new ZeroTracker()] : [new ZeroTracker()];
  }

  /** The cups' states for the tablets. */
  protected cupStates(): WeighStatus['cups'] {
    const [l, r] = this.zeros;
    return { left: (l as ZeroTracker).state, ...(r ? { right: r.state } : {}) };
  }

  /** Each cup's readings while still at zero up to now, when every cup's are fresh (a tare at once). */
  protected freshZeros(): { left: number[]; right: number[] } | null {
    const now = this.clock();
    const [l, r] = this.zeros.map((z) => z.emptyReadings(now));
    return l && r ? { left: l, right: r } : null;
  }

  close(): void {
    this.stopTicking();
    this.stopShowing();
  }

  /** The tablet's Tare during a contest: the controller's tare, once both cups are still (it checks they are empty). */
  get wantsTare(): boolean {
    return (this.contest ?? this.pan)?.status().phase === 'tare';
  }

  tare(): Result {
    if (!this.wantsTare) return { ok: false, reason: 'there is no contest waiting for a tare' };
    if (this.tareUntil !== null) return { ok: false, reason: 'The scale is already taring: keep your hands off it.' };
    const full = this.clearlyFull();
    if (full) {
      // No need to wait for stillness to know the answer; the headline says it (not an error toast
      // that would outlive the emptying of the cups).
      this.refuseTare(full);
      return { ok: true };
    }
    // Not when a cup's newest readings look loaded: a piece just landed is not in the zero's medians yet.
    const fresh = this.contest && !this.cups.justLoaded() ? this.freshZeros() : null;
    if (fresh && safely(() => this.contest?.tare(this.clock(), fresh))?.ok) {
      // The zeros were tracked up to the press: no wait for a still window.
      this.message = '';
      this.publish();
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

  protected clearlyFull(): string | null {
    return this.cups.clearlyFull(this.pairing ? [this.pairing.left, this.pairing.right] : ['left', 'right']);
  }

  protected refuseTare(sentence: string): void {
    this.tareUntil = null;
    // Refused for what the cups held: the sentence goes once they read empty (else at the next Tare).
    this.tareRefused = !this.cups.empty();
    this.message = sentence;
    const shown = this.status;
    this.publish();
    // The refusal already shown (a second press on the same readings) changes no status: announced
    // all the same, so the press has its answer (a tablet shows it under way until the next state).
    if (this.status === shown && !this.quiet) this.host.changed();
  }

  onSample(s: ScaleSample): void {
    const { pan, contest } = this;
    const g = s.grams;
    const tracker = this.zeros[s.cup];
    if (tracker) {
      const was = tracker.state;
      tracker.add(s.t, g, s.saturated);
      // A cup's new state reaches the tablets even with no contest under way.
      if (tracker.state !== was && !pan && !contest) this.set(this.status);
    }
    if (g === null || s.t < this.now || (!pan && !contest)) return;
    this.now = s.t;
    this.cups.add({ ...s, grams: g });
    if (this.tareRefused && this.cups.empty()) {
      // The cups were emptied: the refusal is over, the headline asks for the tare again.
      this.tareRefused = false;
      this.message = '';
    }
    const events = safely(() =>
      pan ? (s.cup === 0 ? pan.sample(s.t, g, s.stable) : []) : contest?.sample(s.cup === 0 ? { t: s.t, left: g } : { t: s.t, right: g }),
    );
    if (this.tareUntil !== null) {
      const full = this.clearlyFull();
      if (full) this.refuseTare(full);
      else if (s.t >= this.tareFrom) this.tryTare();
    }
    this.handle(events);
  }

  /** "On the pan" and "Removed" on a single-pan balance. */
  protected panAction(pan: PanContest, msg: WeighMsg): Result {
    const r = safely(() =>
      msg.action === 'loaded'
        ? pan.confirmOnPan(this.clock())
        : msg.action === 'removed'
          ? pan.confirmRemoved(this.clock())
          : { ok: false as const, reason: `weigh ${msg.action} is not part of the weigh-off` },
    );
    if (!r?.ok) return { ok: false, reason: r?.reason ?? 'the balance could not take that now' };
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

  protected tryTare(): void {
    const c = this.contest ?? this.pan;
    if (!c || this.tareUntil === null) return;
    const r = safely(() => c.tare(this.clock()));
    if (r?.ok) {
      this.tareUntil = null;
      this.message = '';
      this.publish();
    } else if (this.clock() >= this.tareUntil) this.refuseTare(tareSentence(r?.reason ?? 'cannot tare: the scale did not answer'));
  }

  /** While a tare waits for still cups: the seconds it may still take (the tablet's progress). */
  protected taring(): Taring {
    if (this.tareUntil === null) return {};
    return { taring: { secondsLeft: Math.max(0, Math.ceil((this.tareUntil - this.now) / 1000)), ofSeconds: Math.ceil(this.o.tareWaitMs / 1000) } };
  }

  protected band(): number {
    return this.pairing?.bandGrams ?? DEFAULT_BAND_GRAMS;
  }

  /** The contest's clock: sample time, or the wall clock when it is ahead (ticks between samples). */
  protected clock(): number {
    this.now = Math.max(this.now, performance.now());
    return this.now;
  }

  /**
   * While a tare waits, its refusal once the wait is over; while weighing, the countdown and the
   * tie when time is up: both even if the samples stop.
   */
  protected startTicking(): void {
    this.stopTicking();
    if (this.o.tickMs <= 0) return;
    this.ticker = setInterval(() => {
      if (this.tareUntil !== null) return this.tryTare();
      const c = this.contest;
      if (!c) return this.stopTicking();
      if (this.showUntil !== null) return;
      const phase = c.status().phase;
      if (phase !== 'weighing' && phase !== 'tiebreak-removal') return this.stopTicking();
      this.handle(safely(() => c.tick(this.clock())));
    }, this.o.tickMs);
  }

  protected stopTicking(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  protected stopShowing(): void {
    if (this.showTimer) clearTimeout(this.showTimer);
    this.showTimer = null;
  }

  protected set(status: WeighStatus): void {
    const s = { ...status, cups: this.cupStates() };
    if (JSON.stringify(s) === JSON.stringify(this.status)) return;
    this.status = s;
    if (!this.quiet) this.host.changed();
  }
}
