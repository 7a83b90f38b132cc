// How the rig check's findings are made and worded, shared by every part's findings.
import type { CheckRecording, Finding } from './recording.ts';

export const CUP_NAMES = ['left cup', 'right cup'] as const;

export const round = (x: number, digits = 2): number => Number(x.toFixed(digits));
export const finding = (part: string, measure: string, status: Finding['status'], says: string, extra: Partial<Finding> = {}): Finding => ({
  part,
  measure,
  status,
  ...extra,
  says,
});
export const notMeasured = (part: string, measure: string, why: string): Finding => finding(part, measure, 'not measured', why);

/** Whether the rig reported an error `code` about `detail` (a cup or reader number) while recording. */
export const errorsFor = (r: CheckRecording, code: string, detail: string): boolean => r.errors.some((e) => e.code === code && (e.detail ?? '0') === detail);
