// The rig check for the tablet's "Check the rig" screen: one check at a time on the table's own
// device, which the table lends it meanwhile (refused while a weigh-off or a count is under way).
// Its questions wait for the tablet's answers (or, unattended on a simulated or emulated rig, the
// virtual rig's hands answer them); the tablet reads where it is with status(). On the simulated
// rig its windows pass on the rig's clock moved by hand, as `check --sim` does: a check costs a
// fraction of a second, whoever answers.
import {
  type CheckClock,
  type CheckHands,
  type CheckStep,
  emulatorClock,
  FULL_PLAN,
  QUICK_PLAN,
  type RigControl,
  RigDevice,
  runCheck,
  simClock,
  SimRig,
  type StepAnswer,
  stepWords,
  virtualHands,
} from '../../../firmware-bridge/src/index.ts';
import type { Result } from '../session/result.ts';
import type { TableDevice } from './table-device.ts';
import { cupTraces } from './check-traces.ts';
import type { CheckStatus } from '#protocol';
import { VersionWaits } from './version-waits.ts';

export type { CheckQuestion, CheckStatus } from '#protocol';

export type Refusal = { ok: true } | { ok: false; status: 400 | 409; message: string };

/** The table the rig belongs to: it lends the rig to the check, or says why not now. */
export interface RigLender {
  lendRig(): Result;
  giveRigBack(): void;
}

const wallClock: CheckClock = { now: () => null, wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** The simulated rig's clock is moved by hand through the check's windows (its wall-clock pace
 * goes on beside, unharmed); the emulated rig waits on its own clock; a real rig on the wall's. */
function clockOf(rig: RigControl | null): CheckClock {
  if (rig instanceof SimRig) return simClock(rig);
  const emulated = rig as (RigControl & { simMillis?: number; waitSim?: (ms: number) => Promise<void> }) | null;
  return emulated?.waitSim && emulated.simMillis !== undefined ? emulatorClock(emulated as Parameters<typeof emulatorClock>[0]) : wallClock;
}

const SKIPPABLE: ReadonlySet<CheckStep['kind']> = new Set(['weight', 'second weight', 'place card', 'press button', 'watch']);

/** Why `answer` does not answer `step` (asked as question `id`), or null when it does. */
export function answerProblem(id: number, step: CheckStep, answer: StepAnswer): string | null {
  const asks = `question ${id} (${step.kind})`;
  if (answer.skip === true && (answer.grams !== undefined || answer.seen !== undefined)) return `${asks}: give "skip" alone, or an answer without it`;
  if (answer.skip === true) return SKIPPABLE.has(step.kind) ? null : `${asks} cannot be skipped: do it, then answer {"id":${id}}`;
  if (step.kind === 'weight')
    return answer.grams === undefined
      ? `${asks} asks how many grams are in each cup: give "grams", or "skip": true without a known weight`
      : answer.seen !== undefined
        ? `${asks}: "seen" answers a light or the buzzer, not the weight`
        : null;
  if (answer.grams !== undefined) return `${asks}: "grams" answers the known weight (question "weight"), not this one`;
  if (step.kind === 'watch')
    return answer.seen === undefined
      ? `${asks} asks whether the ${step.part} ${step.part === 'buzzer' ? 'sounds' : 'lights up'}: give "seen": true or false, or "skip": true`
      : null;
  if (answer.seen !== undefined) return `${asks}: "seen" answers a light or the buzzer, not this one`;
  return null;
}

export class RigCheck {
  private status_: CheckStatus = { version: 0, state: 'idle', unattended: false, progress: null, question: null, report: null, traces: null, error: null };
  /** Readers waiting for the next change. */
  private readonly waits = new VersionWaits();
  private waiting: { id: number; resolve: (a: StepAnswer) => void } | null = null;
  private nextId = 1;
  /** Ends the check under way (stop()); null when none runs. */
  private halt: ((e: Error) => void) | null = null;
  /** Settles once the check under way has ended and given the rig back. */
  private finished: Promise<void> = Promise.resolve();
  /** Told every change, with the state before it (the setup guide waits for a report). */
  private readonly watchers: ((now: CheckStatus, before: CheckStatus['state']) => void)[] = [];

  constructor(
    private readonly table: TableDevice,
    private readonly lender: RigLender,
  ) {}

  status(): CheckStatus {
    return structuredClone(this.status_);
  }

  /** The status once its version is past `after` (at once if it is already), or as it stands
   * after `ms`: a tablet waits for the check's next step instead of asking again and again. */
  async statusAfter(after: number, ms: number): Promise<CheckStatus> {
    await this.waits.past(after, this.status_.version, ms);
    return this.status();
  }

  /** Every waiting reader answered now (the server is closing). */
  release(): void {
    this.waits.release();
  }

  onChange(watcher: (now: CheckStatus, before: CheckStatus['state']) => void): void {
    this.watchers.push(watcher);
  }

  private set(patch: Partial<CheckStatus>): void {
    const before = this.status_.state;
    this.status_ = { ...this.status_, ...patch, version: this.status_.version + 1 };
    this.release();
    for (const w of this.watchers) w(this.status(), before);
  }

  start(options: { unattended: boolean; quick: boolean }): Refusal {
    if (this.status_.state === 'running') return { ok: false, status: 409, message: 'a check is under way: answer its question or wait for its report' };
    const device = this.table.device;
    if (!(device instanceof RigDevice)) return { ok: false, status: 400, message: 'the check is for the rig (two cups and a reader), not a balance' };
    if (options.unattended && !this.table.rig) return { ok: false, status: 400, message: 'only a simulated or emulated rig can run the check by itself' };
    const lent = this.lender.lendRig();
    if (!lent.ok) return { ok: false, status: 409, message: `the rig cannot be checked now: ${lent.reason}` };
    // Stopped, its waits and questions end at once: the check fails there and gives the rig back.
    const halt = new Promise<never>((_, reject) => (this.halt = reject));
    halt.catch(() => undefined);
    const stoppable = <T>(p: Promise<T>) => Promise.race([p, halt]);
    const rigClock = clockOf(this.table.rig);
    const clock: CheckClock = { now: () => rigClock.now(), wait: (ms) => stoppable(rigClock.wait(ms)) };
    const hands: CheckHands = options.unattended && this.table.rig ? virtualHands(this.table.rig, clock) : { ask: (step) => this.ask(step) };
    this.set({ state: 'running', unattended: options.unattended, progress: null, question: null, report: null, traces: null, error: null });
    // The rig goes back to the table before the report shows: whoever reads it may weigh at once.
    const end = (patch: Partial<CheckStatus>) => {
      this.halt = null;
      this.waiting = null;
      this.lender.giveRigBack();
      this.set({ question: null, ...patch });
    };
    this.finished = runCheck(device, {
      hands: { ask: (step) => stoppable(hands.ask(step)) },
      clock,
      plan: options.quick ? QUICK_PLAN : FULL_PLAN,
      onProgress: (progress) => this.set({ progress }),
    }).then(
      ({ report, recording }) => end({ state: 'done', report, traces: cupTraces(recording, report) }),
      (e: Error) => end({ state: 'failed', error: e.message }),
    );
    return { ok: true };
  }

  /** Stops the check under way (a person who will not finish it): no report, the rig back to the
   * table; answered once it has stopped. */
  async stop(): Promise<Refusal> {
    if (!this.halt) return { ok: false, status: 409, message: 'no check is under way' };
    this.halt(new Error('it was stopped on the tablet before its report'));
    await this.finished;
    return { ok: true };
  }

  /** The tablet's answer to question `id`: refused (409) when that is not the question asked now,
   * (400) when it does not answer it. */
  answer(id: number, answer: StepAnswer): Refusal {
    const conflict = (message: string): Refusal => ({ ok: false, status: 409, message });
    if (this.status_.state !== 'running') return conflict('no check is under way: start one first');
    if (this.status_.unattended) return conflict('the virtual rig does this check by itself: it asks nothing');
    const asked = this.status_.question;
    if (!this.waiting || !asked) return conflict(`the check is measuring and asks nothing now: wait for its next question (question ${id} is not it)`);
    if (id !== asked.id)
      return conflict(
        `question ${id} ${id < asked.id ? 'was answered already' : 'has not been asked'}: the check asks question ${asked.id} now (${asked.step.kind})`,
      );
    const problem = answerProblem(id, asked.step, answer);
    if (problem) return { ok: false, status: 400, message: problem };
    const { resolve } = this.waiting;
    this.waiting = null;
    this.set({ question: null });
    resolve(answer);
    return { ok: true };
  }

  private ask(step: CheckStep): Promise<StepAnswer> {
    const id = this.nextId++;
    this.set({ question: { id, step, says: stepWords(step) } });
    return new Promise((resolve) => (this.waiting = { id, resolve }));
  }
}
