// The weigh-off at the table: for each contest the game awaits a verdict for (its `contest` hook,
// GameModule.contest), a contest controller (scale/contest.ts: tare check → loading → "All in,
// weigh!" → weighing → verdict, or a tiebreak whose removals it sees on the scale, R22; at the time
// limit the table hears what the scale knows and chooses a tie or to weigh longer) is fed the cups'
// samples (weigh-off-controls.ts), and its verdict goes into the game as the game's verdict input.
// This part follows the game (pairings, undo, a tie's same contest) and takes the verdicts.
import { createContest, type ContestEvent } from '../../../../scale/contest.ts';
import { createPanContest, type PanEvent } from '../../../../scale/pan-contest.ts';
import { describePan } from './pan-status.ts';
import type { WeighMsg } from '#protocol';
import { STILL_GRAMS, type WeighOffOptions } from './weigh-off-options.ts';
import { phraseOf } from '../../../../games/core/phrase.ts';
import { describeContest, type TieWhy, undecided, verdictWords } from './weigh-messages.ts';
import type { Result } from '../result.ts';
import { WeighOffControls } from './weigh-off-controls.ts';
import { IDLE, type Pairing, safely, samePairing, type Verdict, type WeighOffHost } from './weigh-off-host.ts';

export type { WeighOffHost } from './weigh-off-host.ts';

export { TARE_MIN_STILL_MS, type WeighOffOptions } from './weigh-off-options.ts';

export class TableWeighOff extends WeighOffControls {
  /** The verdict shown now, in words (its headline's ids and the game's phrases beside its English). */
  private verdict: ReturnType<typeof verdictWords> = { message: '' };

  constructor(host: WeighOffHost, options: WeighOffOptions = {}) {
    super(host, options);
    this.onGameChange();
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

  async action(msg: WeighMsg): Promise<Result> {
    if (this.pan && msg.action !== 'restart') return this.panAction(this.pan, msg);
    const c = this.contest;
    switch (msg.action) {
      case 'loaded': {
        if (!c) return { ok: false, reason: 'there is nothing to weigh now' };
        return this.weighs(
          safely(() => c.confirmLoaded(this.clock())),
          'the scale could not start weighing',
          'Weighing… keep your hands off the scale',
        );
      }
      case 'removed': {
        // The scale sees the pieces come out by itself; the button only says "we are done".
        const phase = c?.status().phase;
        if (phase === 'tiebreak-removal' || (phase === 'weighing' && (c?.status().round ?? 0) > 1)) return { ok: true };
        return { ok: false, reason: 'no tiebreak is under way' };
      }
      case 'tie': {
        const r = c ? safely(() => c.callTie(this.clock())) : undefined;
        if (!r?.ok) return { ok: false, reason: r?.reason ?? 'there is nothing to call a tie on now' };
        this.handle(r.events);
        return { ok: true };
      }
      case 'longer': {
        const r = c ? safely(() => c.weighLonger(this.clock())) : undefined;
        return this.weighs(r, 'there is nothing to weigh longer now', 'Weighing longer… keep your hands off the scale');
      }
      case 'lift': {
        return this.weighs(c ? safely(() => c.liftOut(this.clock())) : undefined, 'there is nothing to lift out now', '');
      }
      case 'restart': {
        const p = this.host.contest();
        if (!p) return { ok: false, reason: 'no contest is waiting to be weighed' };
        this.begin(p);
        return { ok: true };
      }
      default:
        return { ok: false, reason: `weigh ${msg.action} is not part of the weigh-off` };
    }
  }

  /** A button's step of the contest `r` (the controller's answer): refused in its words (or `none`'s), or the clock ticking under `headline`. */
  private weighs(r: { ok: boolean; reason?: string } | undefined, none: string, headline: string): Result {
    if (!r?.ok) return { ok: false, reason: r?.reason ?? none };
    this.message = headline;
    this.startTicking();
    this.publish();
    return { ok: true };
  }

  private begin(p: Pairing | null): void {
    this.stopTicking();
    this.stopShowing();
    this.pairing = p;
    this.tareUntil = null;
    this.tareRefused = false;
    this.cups.clear();
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
      ...(this.o.liftWindowMs !== undefined && { liftWindowMs: this.o.liftWindowMs }),
      zeroErrorInInterval: this.o.zeroErrorInInterval,
      ...drift,
      ...opts,
    });
    this.publish();
  }

  /** What the controller (two cups or one pan) says happened with a sample or a tick. */
  protected handle(events: (ContestEvent | PanEvent)[] | undefined): void {
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
    // A tie after a lift-out leaves the cups empty and zeroed, ready for the next weighing (R22).
    const lifted = heavier === 'none' && this.contest?.status().phase === 'loading';
    const why: TieWhy | null = timedOut && heavier === 'none' ? (lifted ? 'tie-after-lift' : 'tie-called') : tooClose ? 'too-close' : null;
    this.verdict = verdictWords(why, this.host.said(), this.host.told?.() ?? []);
    this.message = this.verdict.message;
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
  protected publish(): void {
    const p = this.pairing;
    if (this.pan && p) {
      const s = this.pan.status();
      // While a verdict is shown (a tie's included), the verdict with what each side weighed.
      if (this.showUntil !== null)
        return this.set({ ...describePan({ ...s, phase: 'verdict', verdict: s.verdict ?? 'none' }, this.message), ...this.verdict, message: this.message });
      // A tare refusal is said (and cleared) here, in a sentence: not the balance's raw reason.
      if (s.phase === 'tare') return this.set({ ...describePan({ ...s, refused: null }, this.message), ...this.taring() });
      return this.set(describePan(s, this.message));
    }
    const c = this.contest;
    if (!c || !p) return;
    const s = c.status();
    const cups = { left: p.left, right: p.right };
    if (this.showUntil !== null) return this.set({ stage: 'verdict', contest: cups, verdict: s.verdict ?? 'none', ...this.verdict, message: this.message });
    this.set(
      describeContest(s, cups, this.message, this.taring(), () => {
        // What a tie does now, the game's words: a phrase the tablets say in their language too.
        const tie = this.host.tieWords(p);
        return undecided(s, cups, this.band(), this.o.timeLimitMs, tie, phraseOf(tie));
      }),
    );
  }
}
