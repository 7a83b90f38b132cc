// The weigh-off at the table: for each contest the engine awaits a verdict for, walks the players
// through tare → loading → "All in, weigh!" → weighing → verdict (→ tiebreak: each side takes a
// piece out, confirmed by the drop in weight, R22), feeding the cups' samples to the resolver
// (games/scale, R21–R24) and its verdict to the engine as a `verdict` input. A contest that stays
// undecided past the time limit is a tie.
import { createResolver, type Resolver } from '../../../games/scale/resolver.ts';
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import type { WeighMsg, WeighStatus } from '../protocol.ts';

type Verdict = 'left' | 'right' | 'none';
type Result = { ok: true } | { ok: false; message: string };

/** What the weigh-off needs of its table session. */
export interface WeighOffHost {
  /** The engine's view, with `awaiting`. */
  view(): Record<string, unknown>;
  submitVerdict(heavier: Verdict): Result;
  /** The weigh status changed: tell the tablets. */
  changed(): void;
}

export interface WeighOffOptions {
  /** Undecided this long after "All in, weigh!": a tie. */
  timeLimitMs?: number;
  /** How long a verdict stays on screen before the next step. */
  verdictShowMs?: number;
  /** A cup must lose at least this much to count as "a piece was taken out". */
  removalDropGrams?: number;
  /** False for a single-pan balance: contests are then judged by hand. */
  twoCups?: boolean;
}

interface Contest {
  left: string;
  right: string;
  results: number;
  setAside: string;
}

/** Both cups lighter for this long (ms): the pieces are out and the hands away. */
const REMOVAL_SETTLE_MS = 1500;
const IDLE: WeighStatus = { stage: 'idle', contest: null, message: '', verdict: null };
const sameContest = (a: Contest | null, b: Contest | null): boolean => !!a && !!b && a.left === b.left && a.right === b.right && a.results === b.results && a.setAside === b.setAside;
/** The same pairing still being decided (a tie moved pieces aside but produced no result). */
const sameTie = (a: Contest | null, b: Contest | null): boolean => !!a && !!b && a.left === b.left && a.right === b.right && a.results === b.results;

export class TableWeighOff {
  status: WeighStatus = IDLE;
  private contest: Contest | null = null;
  private resolver: Resolver | null = null;
  private deadline: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private latest: [number | null, number | null] = [null, null];
  /** Each cup's weight when the tie was called, to see the pieces come out. */
  private beforeRemoval: [number, number] | null = null;
  /** Since when (sample time) both cups have read lighter: a removal must last, not be one wild sample or a hand. */
  private lighterSince: number | null = null;
  /** Our own verdict is going into the engine: its change is not a new contest. */
  private submitting = false;
  private lastT = -Infinity;
  /** The current weighing is the re-weigh of a tie. */
  private fromTiebreak = false;
  private readonly o: Required<WeighOffOptions>;

  constructor(
    private readonly host: WeighOffHost,
    options: WeighOffOptions = {},
  ) {
    this.o = { timeLimitMs: 20_000, verdictShowMs: 3_000, removalDropGrams: 2, twoCups: true, ...options };
    this.onGameChange();
  }

  close(): void {
    this.clearTimer();
  }

  /** After every change of the game: follows the contest the engine awaits a verdict for. */
  onGameChange(): void {
    // The next step comes when the verdict has been shown.
    if (this.submitting || this.status.stage === 'verdict') return;
    const c = this.awaitedContest();
    if (sameContest(c, this.contest)) return;
    this.reset(c);
  }

  onSample(s: ScaleSample): void {
    if (s.grams === null) return;
    this.latest[s.cup] = s.grams;
    const r = this.resolver;
    if (!r) {
      if (this.status.stage === 'tiebreak') this.checkRemoval(s.t);
      return;
    }
    // The resolver takes samples in time order only; a device clock hiccup must not stop the game.
    if (s.t < this.lastT) return;
    this.lastT = s.t;
    try {
      r.push(s.cup === 0 ? { t: s.t, left: s.grams } : { t: s.t, right: s.grams });
    } catch {
      return;
    }
    if (this.status.stage !== 'weighing') return;
    const v = r.verdict().verdict;
    if (v !== null) this.decide(v, null);
  }

  async action(msg: WeighMsg): Promise<Result> {
    const stage = this.status.stage;
    switch (msg.action) {
      case 'loaded':
        if (stage !== 'loading') return { ok: false, message: stage === 'tare' ? 'tare the empty cups first' : 'there is nothing to weigh now' };
        this.startWeighing();
        return { ok: true };
      case 'removed':
        // The scale may have seen the pieces come out before the button was pressed: fine.
        if (stage === 'weighing' && this.fromTiebreak) return { ok: true };
        if (stage !== 'tiebreak') return { ok: false, message: 'no tiebreak is under way' };
        this.startWeighing();
        return { ok: true };
      case 'restart':
        if (!this.awaitedContest()) return { ok: false, message: 'no contest is waiting to be weighed' };
        this.reset(this.awaitedContest());
        return { ok: true };
      default:
        return { ok: false, message: `weigh ${msg.action} is not part of the weigh-off` };
    }
  }

  /** After the cups were tared: in the tare stage, loading begins. */
  afterTare(): void {
    if (this.status.stage !== 'tare' || !this.contest) return;
    this.resolver = this.newResolver();
    const { left, right } = this.contest;
    this.set({ stage: 'loading', contest: { left, right }, verdict: null, message: `Put ${left}'s collection in the left cup and ${right}'s in the right cup, then press “All in, weigh!”` });
  }

  /** For the live `scale` messages: what the resolver leans to and how sure it is. */
  live(): { deciding: boolean; leaning?: Verdict | null; confidence?: number } {
    if (this.status.stage !== 'weighing' || !this.resolver) return { deciding: false };
    const s = this.resolver.status();
    const band = this.resolver.options.bandGrams;
    const d = s.differenceGrams;
    const leaning: Verdict | null = d === null ? null : Math.abs(d) <= band ? 'none' : d > 0 ? 'left' : 'right';
    return { deciding: true, leaning, confidence: Math.round(s.confidence * 1000) / 1000 };
  }

  private awaitedContest(): Contest | null {
    const v = this.host.view() as { awaiting?: { type?: string; contest?: { left?: unknown; right?: unknown } } | null; weighOff?: { results?: unknown[]; contest?: { setAside?: unknown } | null } | null };
    const a = v.awaiting;
    if (a?.type !== 'verdict' || typeof a.contest?.left !== 'string' || typeof a.contest.right !== 'string') return null;
    return { left: a.contest.left, right: a.contest.right, results: v.weighOff?.results?.length ?? 0, setAside: JSON.stringify(v.weighOff?.contest?.setAside ?? {}) };
  }

  private reset(c: Contest | null): void {
    this.clearTimer();
    this.contest = c;
    this.resolver = null;
    this.deadline = null;
    this.beforeRemoval = null;
    if (!c) return this.set(IDLE);
    if (!this.o.twoCups) return this.set({ ...IDLE, contest: { left: c.left, right: c.right }, message: 'This balance has one pan: judge each contest by hand' });
    this.set({ stage: 'tare', contest: { left: c.left, right: c.right }, verdict: null, message: 'Empty both cups, then press “Tare”' });
  }

  private newResolver(): Resolver {
    const v = this.host.view() as { options?: { tieBandGrams?: unknown; wrongWinnerRate?: unknown } };
    const band = v.options?.tieBandGrams;
    const rate = v.options?.wrongWinnerRate;
    return createResolver({ ...(typeof band === 'number' ? { bandGrams: band } : {}), ...(typeof rate === 'number' ? { wrongWinnerRate: rate } : {}) });
  }

  private startWeighing(): void {
    if (!this.contest) return;
    this.fromTiebreak = this.status.stage === 'tiebreak';
    if (this.fromTiebreak) this.resolver = this.newResolver();
    this.resolver ??= this.newResolver();
    this.resolver.markLoaded(performance.now());
    this.beforeRemoval = null;
    this.lighterSince = null;
    this.deadline = performance.now() + this.o.timeLimitMs;
    const { left, right } = this.contest;
    this.set({ stage: 'weighing', contest: { left, right }, verdict: null, message: 'Weighing… keep your hands off the scale', secondsLeft: Math.ceil(this.o.timeLimitMs / 1000) });
    this.tick();
  }

  /** Once a second while weighing: the countdown, and the tie when time is up. */
  private tick(): void {
    this.clearTimer();
    if (this.status.stage !== 'weighing' || this.deadline === null) return;
    const left = this.deadline - performance.now();
    if (left <= 0) return this.decide('none', `No clear winner within ${Math.round(this.o.timeLimitMs / 1000)} s: a tie (R22)`);
    const secondsLeft = Math.ceil(left / 1000);
    if (secondsLeft !== this.status.secondsLeft) this.set({ ...this.status, secondsLeft });
    this.timer = setTimeout(() => this.tick(), Math.min(1000, left));
  }

  private decide(verdict: Verdict, why: string | null): void {
    this.clearTimer();
    const before = this.contest;
    const levels = this.resolver?.status();
    this.resolver = null;
    this.deadline = null;
    this.submitting = true;
    let r: Result;
    try {
      r = this.host.submitVerdict(verdict);
    } finally {
      this.submitting = false;
    }
    if (!r.ok) {
      // The game moved on under us (an undo, a new pairing): follow it.
      this.reset(this.awaitedContest());
      return;
    }
    const events = (this.host.view() as { events?: unknown }).events;
    const said = Array.isArray(events) ? events.filter((e): e is string => typeof e === 'string').join('. ') : '';
    this.set({ stage: 'verdict', contest: before ? { left: before.left, right: before.right } : null, verdict, message: [why, said].filter(Boolean).join('. ') });
    if (verdict === 'none') this.beforeRemoval = [levels?.leftGrams ?? this.latest[0] ?? 0, levels?.rightGrams ?? this.latest[1] ?? 0];
    this.timer = setTimeout(() => this.afterVerdict(before), this.o.verdictShowMs);
  }

  private afterVerdict(before: Contest | null): void {
    this.timer = null;
    const c = this.awaitedContest();
    if (c && sameTie(c, before) && this.beforeRemoval) {
      this.contest = c;
      this.set({ stage: 'tiebreak', contest: { left: c.left, right: c.right }, verdict: 'none', message: `Tie: ${c.left} and ${c.right} each take one piece out of their cup (R22); weighing starts again when both are out, or press “Removed”` });
      return;
    }
    this.status = IDLE;
    this.reset(c);
  }

  /** Tiebreak: both cups lighter by at least a small piece → the pieces are out, weigh again. */
  private checkRemoval(t: number): void {
    const b = this.beforeRemoval;
    const [l, r] = this.latest;
    if (!b || l === null || r === null) return;
    const lighter = b[0] - l >= this.o.removalDropGrams && b[1] - r >= this.o.removalDropGrams;
    if (!lighter) this.lighterSince = null;
    else if (this.lighterSince === null) this.lighterSince = t;
    else if (t - this.lighterSince >= REMOVAL_SETTLE_MS) this.startWeighing();
  }

  private set(s: WeighStatus): void {
    if (JSON.stringify(s) === JSON.stringify(this.status)) return;
    this.status = s;
    this.host.changed();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
