// The rig's firmware finding, and why the user pins cannot be measured when its firmware has none.
import type { CheckRecording, Finding } from './recording.ts';
import { finding } from './finding.ts';

/** The firmware's finding, and why the user pins cannot be measured (null when they can). */
export function firmwareFinding(r: CheckRecording): { finding: Finding; pinsWhy: string | null } {
  const f = r.firmware;
  if (!f)
    return {
      finding: finding(
        'rig',
        'firmware',
        'problem',
        'the rig never said HELLO: flash the Quartermaster firmware (hardware/README.md) and check the USB cable and port',
      ),
      pinsWhy: 'not measured: the rig never said which firmware it runs',
    };
  if (f.proto < 2)
    return {
      finding: finding(
        'rig',
        'firmware',
        'ok',
        `firmware ${f.fw} (protocol ${f.proto}) has no user pins: flash firmware 1.1 or newer to use a button, lights and a buzzer`,
        {
          value: f.proto,
        },
      ),
      pinsWhy: `not measured: firmware ${f.fw} has no user pins`,
    };
  return { finding: finding('rig', 'firmware', 'ok', `firmware ${f.fw}, protocol ${f.proto}`, { value: f.proto }), pinsWhy: null };
}
