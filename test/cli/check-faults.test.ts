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

const byFault = new Map(cases.map(([fault, named, says]) => [fault, { named, says }]));

/**
 * Faults of different parts go into one emulated rig together (each run costs the emulator about
 * 8 s of CPU): each must still be named by its own findings, and the rig by nothing else. Those
 * that change what every part reads (a missing or slow HX711, no parts at all) run alone.
 */
const runs: RigFault[][] = [
  ['noisy-cell', 'swapped-wires', 'bouncing-button', 'reversed-led'],
  ['drifting-cell', 'flaky-reader'],
  ['missing-hx711'],
  ['rate-low'],
  ['no-parts'],
];

describe('quartermaster check --emulate names each fault built into the emulated rig', () => {
  it('runs every fault', () => {
    expect(runs.flat().sort()).toEqual(cases.map(([f]) => f).sort());
  });
  for (const faults of runs) {
    const expected = faults.flatMap((f) => byFault.get(f)!.named);
    it(`${faults.join(' + ')}: ${expected.join(', ')}`, async () => {
      const { status, report } = await checkJson(['--emulate', '--quick', ...faults.flatMap((f) => ['--fault', f])]);
      expect(problems(report).sort()).toEqual([...expected].sort());
      const said = report.findings
        .filter((f) => f.status === 'problem')
        .map((f) => f.says)
        .join('\n');
      for (const f of faults) expect(said, f).toMatch(byFault.get(f)!.says);
      expect(report.healthy).toBe(false);
      expect(status).toBe(1);
    });
  }
});
