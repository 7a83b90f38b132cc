// The optional button's findings: a press seen, and seen once.
import type { CheckRecording, Finding } from './recording.ts';
import { finding, notMeasured } from './finding.ts';

/** The button's findings; `pinsWhy` says why the user pins could not be measured, if they could not. */
export function buttonFindings(r: CheckRecording, pinsWhy: string | null): Finding[] {
  const part = 'button';
  if (pinsWhy) return [notMeasured(part, 'press', pinsWhy), notMeasured(part, 'bounces', pinsWhy)];
  const b = r.button;
  if (!b) return [notMeasured(part, 'press', 'not measured: no button (it is optional)'), notMeasured(part, 'bounces', 'not measured: no button')];
  if (b.levelAtStart === 0)
    return [
      finding(
        part,
        'press',
        'problem',
        `the button on D${b.pin} reads pressed before anyone pressed it: it is wired to 5V or its legs are shorted: wire it between D${b.pin} and GND`,
      ),
      notMeasured(part, 'bounces', 'not measured: the button reads pressed all the time'),
    ];
  const presses = b.levels.filter((high) => !high).length;
  if (presses === 0)
    return [
      finding(
        part,
        'press',
        'problem',
        `no press of the button was seen: wire it between D${b.pin} and GND (either leg; a 4-leg button: use legs on opposite corners)`,
        {
          value: 0,
          unit: 'presses',
        },
      ),
      notMeasured(part, 'bounces', 'not measured: no press was seen'),
    ];
  const bounces = presses - 1;
  return [
    finding(part, 'press', 'ok', 'the button was seen pressed', { value: presses, unit: 'presses' }),
    bounces > 0
      ? finding(
          part,
          'bounces',
          'problem',
          `one press of the button was seen ${presses} times: its contact bounces for longer than the firmware's 20 ms: fit a 100 nF capacitor across it, or use another button`,
          { value: bounces, unit: 'bounces', expected: 'none' },
        )
      : finding(part, 'bounces', 'ok', 'one press was seen once', { value: 0, unit: 'bounces', expected: 'none' }),
  ];
}
