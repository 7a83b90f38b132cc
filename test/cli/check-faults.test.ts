// The rig check on the real firmware in the emulator with each fault a builder meets built into
// the chip models (hardware/emulator/faults.ts): each is named by the finding it belongs to, and
// nothing else is; the sentence says what to do. Unattended, on the emulator's own clock.
import { describe, expect, it } from 'vitest';
import type { RigFault } from '../../hardware/emulator/faults.ts';
import { checkJson, problems } from './check-json.ts';

const cases: [RigFault, string[], RegExp][] = [
  ['missing-hx711', ['right cup: present'], /right cup's HX711 does not answer \(the rig reports HX_TIMEOUT\)/],
  ['rate-low', ['left cup: samples per second', 'right cup: samples per second'], /1\d(\.\d)? samples\/s where 80 were asked: its RATE pin is still tied low/],
  ['swapped-wires', ['right cup: sign'], /right cup reads negative when loaded: swap its white and green wires .* or leave it: calibration takes the sign/],
  ['noisy-cell', ['left cup: noise'], /left cup is noisy .*: shorten and twist the wires/],
  ['drifting-cell', ['right cup: drift'], /right cup drifts [23](\.\d+)? g a minute while empty/],
  ['flaky-reader', ['reader 0: dropouts'], /reader 0 lost the card \d+ times in 3 s while it lay still: .*level shifter/],
  ['bouncing-button', ['button: bounces'], /one press of the button was seen [3-9] times: .*100 nF capacitor/],
  ['reversed-led', ['right light: lights up'], /right light on pin 15 did not light: an LED the wrong way round/],
  [
    'no-parts',
    [
      'left cup: present',
      'right cup: present',
      'reader 0: card',
      'button: press',
      'left light: lights up',
      'right light: lights up',
      'tie light: lights up',
      'buzzer: sounds',
    ],
    /reader 0 saw no card|MFRC522 does not answer/,
  ],
];

describe('quartermaster check --emulate names each fault built into the emulated rig', () => {
  for (const [fault, named, says] of cases) {
    it(`${fault}: ${named.join(', ')}`, async () => {
      const { status, report } = await checkJson(['--emulate', '--quick', '--fault', fault]);
      expect(problems(report)).toEqual(named);
      expect(
        report.findings
          .filter((f) => f.status === 'problem')
          .map((f) => f.says)
          .join('\n'),
      ).toMatch(says);
      expect(report.healthy).toBe(false);
      expect(status).toBe(1);
    });
  }
});
