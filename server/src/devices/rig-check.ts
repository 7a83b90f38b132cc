// The rig check for the tablet's "Check the rig" screen: one check at a time on the table's own
// device. Its questions wait for the tablet's answers (or, unattended on a simulated or emulated
// rig, the virtual rig's hands answer them); the tablet reads where it is with status().
import { RigDevice } from '../../../firmware-bridge/src/devices/rig-device.ts';
import type { CheckReport } from '../../../firmware-bridge/src/check/recording.ts';
import {
  FULL_PLAN,
  QUICK_PLAN,
  runCheck,
  stepWords,
  type CheckClock,
  type CheckHands,
  type CheckProgress,
  type CheckStep,
  type StepAnswer,
} from '../../../firmware-bridge/src/check/run-check.ts';
import { emulatorClock, virtualHands } from '../../../firmware-bridge/src/check/virtual-hands.ts';
import type { RigControl } from '../../../firmware-bridge/src/rig-control.ts';
import type { TableDevice } from './table-device.ts';

export interface CheckQuestion {
  id: number;
  step: CheckStep;
  says: string;
}

export interface CheckStatus {
  state: 'idle' | 'running' | 'done' | 'failed';
  unattended: boolean;
  progress: CheckProgress | null;
  question: CheckQuestion | null;
  report: CheckReport | null;
  error: string | null;
}

export type StartProblem = { ok: true } | { ok: false; status: 400 | 409; message: string };

const wallClock: CheckClock = { now: () => null, wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** The emulated rig waits on its own clock; the simulated rig of `serve` runs on the wall's. */
function clockOf(rig: RigControl | null): CheckClock {
  const emulated = rig as (RigControl & { simMillis?: number; waitSim?: (ms: number) => Promise<void> }) | null;
  return emulated?.waitSim && emulated.simMillis !== undefined ? emulatorClock(emulated as Parameters<typeof emulatorClock>[0]) : wallClock;
}

export class RigCheck {
  private status_: CheckStatus = { state: 'idle', unattended: false, progress: null, question: null, report: null, error: null };
  private waiting: { id: number; resolve: (a: StepAnswer) => void } | null = null;
  private nextId = 1;

  constructor(private readonly table: TableDevice) {}

  status(): CheckStatus {
    return structuredClone(this.status_);
  }

  start(options: { unattended: boolean; quick: boolean }): StartProblem {
    if (this.status_.state === 'running') return { ok: false, status: 409, message: 'a check is under way: answer its question or wait for its report' };
    const device = this.table.device;
    if (!(device instanceof RigDevice)) return { ok: false, status: 400, message: 'the check is for the rig (two cups and a reader), not a balance' };
    if (options.unattended && !this.table.rig) return { ok: false, status: 400, message: 'only a simulated or emulated rig can run the check by itself' };
    const clock = clockOf(this.table.rig);
    const hands: CheckHands = options.unattended && this.table.rig ? virtualHands(this.table.rig, clock) : { ask: (step) => this.ask(step) };
    this.status_ = { state: 'running', unattended: options.unattended, progress: null, question: null, report: null, error: null };
    runCheck(device, { hands, clock, plan: options.quick ? QUICK_PLAN : FULL_PLAN, onProgress: (p) => (this.status_.progress = p) }).then(
      ({ report }) => {
        this.status_ = { ...this.status_, state: 'done', question: null, report };
      },
      (e: Error) => {
        this.status_ = { ...this.status_, state: 'failed', question: null, error: e.message };
      },
    );
    return { ok: true };
  }

  /** The tablet's answer to question `id`; false when that is not the question asked now. */
  answer(id: number, answer: StepAnswer): boolean {
    if (!this.waiting || this.waiting.id !== id) return false;
    const { resolve } = this.waiting;
    this.waiting = null;
    this.status_.question = null;
    resolve(answer);
    return true;
  }

  private ask(step: CheckStep): Promise<StepAnswer> {
    const id = this.nextId++;
    this.status_.question = { id, step, says: stepWords(step) };
    return new Promise((resolve) => (this.waiting = { id, resolve }));
  }
}
