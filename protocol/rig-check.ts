// The rig check as GET /api/check answers it: where the check is, the question it waits on, its
// report and each cup's readings for the report's picture.
import type { CheckReport } from '../firmware-bridge/src/check/recording.ts';
import type { CheckProgress, CheckStep } from '../firmware-bridge/src/check/run-check.ts';

export interface CheckQuestion {
  id: number;
  step: CheckStep;
  says: string;
}

export interface CheckStatus {
  /** Moves on with every change: a reader waits for the one after it (statusAfter). */
  version: number;
  state: 'idle' | 'running' | 'done' | 'failed';
  unattended: boolean;
  progress: CheckProgress | null;
  question: CheckQuestion | null;
  report: CheckReport | null;
  /** Each cup's readings through the check, with the report. */
  traces: CupTrace[] | null;
  error: string | null;
}

/** One cup's readings through the check: relative to the empty cup, in grams where the check
 * measured how the cup answers a weight, else in counts. */
export interface CupTrace {
  part: 'left cup' | 'right cup';
  unit: 'g' | 'counts';
  /** Seconds of the rig's clock since the cup's first sample of the check. */
  t: number[];
  /** Relative to the empty cup; null between two windows of the check (a gap in the line). */
  value: (number | null)[];
}
