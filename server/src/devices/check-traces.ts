// Each cup's readings through the rig check, for the report's picture (a person sees noise, drift,
// a cup that reads negative when loaded, or creep at a glance): the check's own recording, relative
// to the empty cup, in grams where the check measured how the cup answers a weight, else in counts.
import type { CupTrace } from '#protocol';
import type { CheckRecording, CheckReport, RawSample } from '../../../firmware-bridge/src/index.ts';

/** At most about this many points a cup: a tablet draws them at once, and noise still shows. */
const MAX_POINTS = 400;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export function cupTraces(recording: CheckRecording, report: CheckReport): CupTrace[] {
  return ([0, 1] as const).map((cup) => {
    const part = cup === 0 ? 'left cup' : 'right cup';
    const w = recording.weight;
    const windows: RawSample[][] = [recording.empty.samples[cup], ...(w ? [w.loaded[cup]] : []), ...(w?.doubled ? [w.doubled[cup]] : [])].filter(
      (s) => s.length > 0,
    );
    const response = report.findings.find((f) => f.part === part && f.measure === 'response' && f.status === 'ok')?.value;
    const unit = response ? 'g' : 'counts';
    const empty = recording.empty.samples[cup];
    const first = empty[0];
    if (!first) return { part, unit, t: [], value: [] };
    const zero = median(empty.map((s) => s.raw));
    const every = Math.max(1, Math.ceil(windows.reduce((n, s) => n + s.length, 0) / MAX_POINTS));
    const trace: CupTrace = { part, unit, t: [], value: [] };
    windows.forEach((samples, i) => {
      const before = windows[i - 1]?.at(-1);
      if (before) {
        trace.t.push(((before.t + (samples[0] as RawSample).t) / 2 - first.t) / 1000);
        trace.value.push(null);
      }
      for (let j = 0; j < samples.length; j += every) {
        const s = samples[j] as RawSample;
        trace.t.push((s.t - first.t) / 1000);
        // Divided by the size of the response, not its sign: a cup wired backwards shows going down.
        trace.value.push(Math.round(((s.raw - zero) / (response ? Math.abs(response) : 1)) * 100) / 100);
      }
    });
    return trace;
  });
}
