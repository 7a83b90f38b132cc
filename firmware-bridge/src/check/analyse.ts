// The rig check's analysis: pure functions from what was recorded (recording.ts) to findings, one
// per part and measurement, each ending in what to do. Each part's findings are worked out in a
// file of their own (the cups', the known weight's, the reader's, the button's, the outputs', the
// firmware's). Figures come from docs/hardware-facts.md.
import type { CheckRecording, CheckReport } from './recording.ts';
import { buttonFindings } from './button-findings.ts';
import { cupFindings } from './cup-findings.ts';
import { firmwareFinding } from './firmware-finding.ts';
import { outputFindings } from './output-findings.ts';
import { readerFindings } from './reader-findings.ts';

/** Everything the check found, in the order the guide goes. */
export function analyse(r: CheckRecording): CheckReport {
  const fw = firmwareFinding(r);
  const findings = [
    fw.finding,
    ...cupFindings(r, 0),
    ...cupFindings(r, 1),
    ...readerFindings(r),
    ...buttonFindings(r, fw.pinsWhy),
    ...outputFindings(r, fw.pinsWhy),
  ];
  return { healthy: findings.every((f) => f.status !== 'problem'), findings };
}

/** The report as lines for a terminal or a saved file: problems first, then the rest. */
export function reportText(report: CheckReport): string {
  const mark = { problem: 'PROBLEM', ok: 'ok     ', 'not measured': 'skipped' } as const;
  const order = { problem: 0, ok: 1, 'not measured': 2 } as const;
  const lines = [...report.findings]
    .sort((a, b) => order[a.status] - order[b.status])
    .map((f) => `${mark[f.status]}  ${`${f.part}, ${f.measure}`.padEnd(32)} ${f.says}`);
  const problems = report.findings.filter((f) => f.status === 'problem').length;
  return [report.healthy ? 'The rig is healthy.' : `The rig has ${problems} problem${problems === 1 ? '' : 's'}:`, '', ...lines].join('\n');
}
