// `quartermaster check`: a guided self-test of a home-built rig that names what is wrong, part by
// part, and what to do (firmware-bridge/src/check/). On a real rig it asks the person at the
// terminal; on the simulated and emulated rigs it runs unattended on the rig's own clock.
import { createInterface, type Interface } from 'node:readline/promises';
import { openRig, RIG_SOURCE_OPTIONS, rigSourceProblem } from './rig-source.ts';
import {
  type CheckClock,
  type CheckHands,
  type CheckPlan,
  type CheckStep,
  emulatorClock,
  FULL_PLAN,
  type OpenDeviceOptions,
  QUICK_PLAN,
  reportText,
  RigDevice,
  runCheck,
  simClock,
  stepWords,
  virtualHands,
} from '../../firmware-bridge/src/index.ts';
import { RIG_FAULTS, isRigFault, type RigFault } from '../../hardware/emulated-rig/faults.ts';
import { dataDir } from '../src/paths.ts';
import { startCheckEmulator } from './emulator.ts';
import { readFlags } from './flags.ts';

const USAGE = `usage: quartermaster check [--port PATH | --sim | --emulate] [options]

Guides you through empty cups, a known weight in each cup, a card, the button and the lights,
and reports per part what it measured and what to do. It never changes the calibration or the
enrolled cards. Exit status 0: healthy; 1: a problem found (or the rig could not be opened).

  --port PATH      serial port of the rig, or "auto" (default) to find it by USB id and HELLO
  --sim            the simulated rig, unattended
  --emulate        the real firmware in the avr8js emulator, unattended
  --fault NAME     with --emulate: build a fault into the emulated rig (repeatable):
${Object.entries(RIG_FAULTS)
  .map(([name, what]) => `                     ${name.padEnd(16)} ${what}`)
  .join('\n')}
  --quick          shorter windows: drift over 10 s instead of a minute, creep over 6 s instead of 30
  --json           print one JSON object: {"healthy", "findings": [{part, measure, status, says, …}]}
  --data DIR       data directory, for the stored calibration (read only; default as for serve)
  -h, --help       this help`;

export interface CheckIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where a person's answers come from (default stdin), and where the questions go (default stderr). */
  input?: NodeJS.ReadableStream;
  prompts?: NodeJS.WritableStream;
}

const defaultIo: CheckIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

function fail(message: string, io: CheckIo): number {
  io.err(`quartermaster check: ${message}\n\n${USAGE}`);
  return 2;
}

/** A person at the terminal: each step is a question on stderr, answered with a line. */
export function terminalHands(rl: { question(query: string): Promise<string> }, err: (line: string) => void): CheckHands {
  const line = async (question: string) => (await rl.question(`${question} `)).trim().toLowerCase();
  return {
    async ask(step: CheckStep) {
      const words = stepWords(step);
      switch (step.kind) {
        case 'weight':
          for (;;) {
            const answer = await line(`${words}\n  Grams in each cup (Enter to skip):`);
            if (answer === '') return { skip: true };
            const grams = Number(answer.replace(',', '.').replace(/\s*g$/, ''));
            if (Number.isFinite(grams) && grams > 0 && grams <= 5000) return { grams };
            err(`  "${answer}" is not a weight in grams (a number above 0, at most 5000)`);
          }
        case 'second weight':
        case 'place card':
        case 'press button':
          return (await line(`${words}\n  Enter when done, or s and Enter to skip:`)) === 's' ? { skip: true } : {};
        case 'watch':
          for (;;) {
            const answer = await line(`${words} [y/n, Enter if there is none]`);
            if (answer === '') return { skip: true };
            if (answer === 'y' || answer === 'yes') return { seen: true };
            if (answer === 'n' || answer === 'no') return { seen: false };
          }
        default:
          await line(`${words}\n  Enter when done:`);
          return {};
      }
    },
  };
}

const OPTIONS = {
  ...RIG_SOURCE_OPTIONS,
  fault: { type: 'string', multiple: true },
  quick: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

const wallClock: CheckClock = { now: () => null, wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** `plan`: windows of the tests' own (each fault needs only the steps that show it); --quick and
 * --full are what a person runs. */
export async function run(argv: string[], io: CheckIo = defaultIo, testing: { plan?: CheckPlan } = {}): Promise<number> {
  const values = readFlags('check', argv, OPTIONS, USAGE, io);
  if (typeof values === 'number') return values;
  const sourceProblem = rigSourceProblem(values);
  if (sourceProblem) return fail(sourceProblem, io);
  const faults = values.fault ?? [];
  if (faults.length > 0 && !values.emulate) return fail('--fault goes with --emulate', io);
  const unknown = faults.find((f) => !isRigFault(f));
  if (unknown !== undefined) return fail(`no fault '${unknown}': one of ${Object.keys(RIG_FAULTS).join(', ')}`, io);

  const options: OpenDeviceOptions = { dataDir: dataDir(values.data) };
  let clock: CheckClock = wallClock;
  let hands: ((device: RigDevice) => CheckHands) | null = null;
  let rl: Interface | null = null;
  if (values.sim) options.sim = { clock: 'manual' };
  else if (values.emulate)
    options.emulate = async () => {
      const rig = await startCheckEmulator(faults as RigFault[]);
      clock = emulatorClock(rig);
      hands = () => virtualHands(rig, clock);
      return rig;
    };
  else options.port = values.port ?? 'auto';

  const opened = await openRig('check', options, (line) => io.err(line));
  if (!opened) return 1;
  const { device } = opened;
  if (opened.sim) {
    const sim = opened.sim;
    clock = simClock(sim);
    hands = () => virtualHands(sim, clock);
  }
  try {
    if (!(device instanceof RigDevice)) throw new Error('the check is for the rig (two cups and a reader), not a balance');
    if (!hands) {
      rl = createInterface({ input: io.input ?? process.stdin, output: io.prompts ?? process.stderr, terminal: false });
      const person = rl;
      hands = () => terminalHands(person, io.err);
    }
    await device.start();
    // A port that does not open is said at once, not after a person has been asked to empty the cups.
    const link = device.status();
    if (link.state !== 'connected') throw new Error(`cannot open ${link.port ?? 'the rig'}: ${link.lastError ?? link.state}`);
    const { report } = await runCheck(device, {
      hands: hands(device),
      clock,
      plan: testing.plan ?? (values.quick ? QUICK_PLAN : FULL_PLAN),
      // On stderr, with --json too: stdout keeps the one object.
      onProgress: (p) => io.err(`[${p.index}/${p.of}] ${p.stage}: ${p.says}`),
    });
    const plan = testing.plan ? 'test' : values.quick ? 'quick' : 'full';
    if (values.json) io.out(JSON.stringify({ healthy: report.healthy, rig: device.kind, plan, findings: report.findings }));
    else io.out(reportText(report));
    return report.healthy ? 0 : 1;
  } catch (e) {
    io.err(`quartermaster check: ${(e as Error).message}`);
    return 1;
  } finally {
    rl?.close();
    await opened.close();
  }
}
