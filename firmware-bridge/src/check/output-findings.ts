// The optional lights' and buzzer's findings: each lit or sounded when driven.
import type { CheckRecording, Finding } from './recording.ts';
import { finding, notMeasured } from './finding.ts';

/** One finding for each light and the buzzer; `pinsWhy` as for the button. */
export function outputFindings(r: CheckRecording, pinsWhy: string | null): Finding[] {
  const parts =
    r.outputs.length > 0 ? r.outputs : (['left light', 'right light', 'tie light', 'buzzer'] as const).map((part) => ({ part, pin: 0, seen: null }));
  return parts.map((o) => {
    const measure = o.part === 'buzzer' ? 'sounds' : 'lights up';
    if (pinsWhy) return notMeasured(o.part, measure, pinsWhy);
    if ('refused' in o && o.refused)
      return finding(o.part, measure, 'problem', `the rig refused to drive pin ${o.pin} (${o.refused}): flash the current firmware`);
    if (o.seen === null) return notMeasured(o.part, measure, `not measured: no answer about the ${o.part} (it is optional)`);
    if (o.seen) return finding(o.part, measure, 'ok', `the ${o.part} ${o.part === 'buzzer' ? 'sounded' : 'lit'}`);
    return finding(
      o.part,
      measure,
      'problem',
      o.part === 'buzzer'
        ? `the buzzer on pin ${o.pin} stayed silent: wire a passive piezo, + through 100 Ω to A3 and − to GND (an active buzzer only clicks on tones)`
        : `the ${o.part} on pin ${o.pin} did not light: an LED the wrong way round does this: its long leg (anode) goes through the 330 Ω resistor to the pin, the short leg to GND`,
    );
  });
}
