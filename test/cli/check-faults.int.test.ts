// The rig check on the real firmware in the emulator with each fault a builder meets built into
// the chip models (hardware/emulated-rig/faults.ts): each is named by the finding it belongs to, and
// nothing else is; the sentence says what to do; and a healthy rig is reported healthy.
// Unattended, on the emulator's own clock, through `quartermaster check --emulate` in process.
// Each run listens only as long as its faults need (an emulated second costs 0.06 s of CPU idle,
// 0.14 s streaming at 80 samples/s with a card on a reader: `npm run bench -- emulator`): drift
// over 5 s (the drifting cell drifts 12 g a minute), creep over 3.5 s, the card for 2 s.
import { describe, expect, it } from 'vitest';
import type { CheckPlan } from '../../firmware-bridge/src/check/run-check.ts';
import type { RigFault } from '../../hardware/emulated-rig/faults.ts';
import { checkJson, problems } from './check-json.ts';

const cases: [RigFault, string[], RegExp][] = [
  ['missing-hx711', ['right cup: present'], /right cup's HX711 does not answer \(the rig reports HX_TIMEOUT\)/],
  ['rate-low', ['left cup: samples per second', 'right cup: samples per second'], /1\d(\.\d)? samples\/s where 80 were asked: its RATE pin is still tied low/],
  ['swapped-wires', ['right cup: sign'], /right cup reads negative when loaded: swap its white and green wires .* or leave it: calibration takes the sign/],
  ['noisy-cell', ['left cup: noise'], /left cup is noisy .*: shorten and twist the wires/],
  ['drifting-cell', ['right cup: drift'], /right cup drifts 1\d(\.\d+)? g a minute while empty: let the rig warm up/],
  ['creeping-cell', ['left cup: creep'], /left cup crept [1-9](\.\d+)? g in 2 s under 200 g: a cheap or overloaded cell/],
  ['sagging-cell', ['left cup: linearity'], /left cup read the second 200 g as 19\d(\.\d+)? g: the cell is overloaded, strained or touching/],
  ['loose-wire', ['right cup: present'], /right cup reads at the limit of its HX711: a load-cell wire is loose/],
  [
    'flaky-reader',
    ['reader 0: dropouts', 'reader 0: reads per second'],
    /reader 0 lost the card \d+ times in 2 s while it lay still: .*level shifter[\s\S]*reader 0 read the card \d+(\.\d)? times a second and missed it in \d+ of \d+ polls/,
  ],
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

/** A window of a second for what a run does not look at (long enough to be seen at all). */
const brief = (p: Partial<CheckPlan>): CheckPlan => ({
  emptySeconds: 1,
  loadedSeconds: 1.5,
  doubledSeconds: 0,
  cardSeconds: 0.4,
  buttonSeconds: 0.3,
  settleMs: 300,
  ...p,
});

/**
 * Faults of different parts go into one emulated rig together: each must still be named by its
 * own findings, and the rig by nothing else. Those that change what every part reads (a slow
 * HX711, no parts at all) run alone; a cup takes one fault of its measures per run (a creeping
 * cell also reads a second weight short, a noisy one hides the rest).
 */
const runs: [RigFault[], CheckPlan][] = [
  [['noisy-cell', 'swapped-wires', 'drifting-cell', 'flaky-reader', 'bouncing-button', 'reversed-led'], brief({ emptySeconds: 5, cardSeconds: 2 })],
  [['creeping-cell', 'missing-hx711'], brief({ loadedSeconds: 3.5 })],
  [['sagging-cell', 'loose-wire'], brief({ doubledSeconds: 1.5 })],
  [['rate-low'], brief({ emptySeconds: 2 })],
  [['no-parts'], brief({})],
];

describe('quartermaster check --emulate names each fault built into the emulated rig', () => {
  it('runs every fault', () => {
    expect(runs.flatMap(([faults]) => faults).sort()).toEqual(cases.map(([f]) => f).sort());
  });

  it('a healthy rig: every part measured (drift, creep and linearity too), every finding ok, exit 0', async () => {
    const { status, report } = await checkJson(['--emulate'], brief({ emptySeconds: 4, loadedSeconds: 2.5, doubledSeconds: 1.5, cardSeconds: 1.2 }));
    expect(report.findings.filter((f) => f.status !== 'ok').map((f) => `${f.part}: ${f.measure}: ${f.says}`)).toEqual([]);
    expect(report).toMatchObject({ healthy: true, rig: 'emulator', plan: 'test' });
    expect(status).toBe(0);
  });

  for (const [faults, plan] of runs) {
    const expected = faults.flatMap((f) => byFault.get(f)!.named);
    it(`${faults.join(' + ')}: ${expected.join(', ')}`, async () => {
      const { status, report } = await checkJson(['--emulate', ...faults.flatMap((f) => ['--fault', f])], plan);
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
