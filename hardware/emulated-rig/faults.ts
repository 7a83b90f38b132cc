// The faults builders of a rig meet most, built into the emulated chips and parts, by name: what
// `quartermaster check --emulate --fault NAME` runs against, and what its tests inject.
import type { EmulatedRigOptions } from './rig.ts';

export const RIG_FAULTS = {
  'missing-hx711': "the right cup's HX711 is missing (it never says it is ready)",
  'rate-low': 'both HX711 boards have RATE tied to GND: 10 samples/s whatever the board asks',
  'swapped-wires': "the right cell's white and green wires are swapped: it reads negative when loaded",
  'noisy-cell': "the left cell's long wires pick up noise: 5 g rms",
  'drifting-cell': 'the right cell drifts 12 g a minute (strained, or not yet warm)',
  'creeping-cell': 'the left cell creeps 3 % of a load within seconds (cheap or overloaded)',
  'sagging-cell': 'the left cell reads 1 % less at 200 g and 2 % less at 400 g (strained or touching)',
  'loose-wire': "the right cell's green wire (A+) is loose: every other 0.3 s its input floats to the rail",
  'flaky-reader': 'the reader loses the card every other read (0.4 s seen, 0.4 s lost)',
  'bouncing-button': "the button's contact chatters for longer than the firmware's 20 ms debounce",
  'reversed-led': "the right light's LED is the wrong way round",
  'no-parts': 'nothing but the board: no HX711, no reader, no button, lights or buzzer',
} as const;

export type RigFault = keyof typeof RIG_FAULTS;

export const isRigFault = (name: string): name is RigFault => Object.hasOwn(RIG_FAULTS, name);

/** The emulated rig's options that build in the given faults. */
export function faultOptions(faults: readonly RigFault[]): Pick<EmulatedRigOptions, 'faults' | 'channelsPresent' | 'readerPresent'> {
  const has = (f: RigFault) => faults.includes(f);
  const none = has('no-parts');
  return {
    channelsPresent: [!none, !none && !has('missing-hx711')],
    readerPresent: [!none, false],
    faults: {
      rateTiedLow: [has('rate-low'), has('rate-low')],
      cells: [
        {
          ...(has('noisy-cell') && { noiseGrams: 5 }),
          ...(has('creeping-cell') && { creep: { share: 0.03, tauS: 2 } }),
          ...(has('sagging-cell') && { sagPerGram: 0.00005 }),
        },
        {
          ...(has('swapped-wires') && { reversed: true }),
          ...(has('drifting-cell') && { driftGramsPerMinute: 12 }),
          ...(has('loose-wire') && { looseEveryMs: 300 }),
        },
      ],
      ...(has('flaky-reader') && { readerDropoutMs: 400 }),
      parts: {
        absent: none ? [7, 14, 15, 16, 17] : [],
        reversed: has('reversed-led') ? [15] : [],
        ...(has('bouncing-button') && { bounce: { pin: 7, ms: 30, times: 3 } }),
      },
    },
  };
}
