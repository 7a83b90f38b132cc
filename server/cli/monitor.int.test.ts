import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './monitor.ts';
import { SimRig } from '../../firmware-bridge/src/index.ts';
import { exposeAsPty } from '../../firmware-bridge/src/ports.ts';
import { capture, refusesEach } from '../../test/cli/capture.ts';

type Event = { type: string; [k: string]: unknown };

/** `quartermaster monitor` with `args` and a data folder of its own, until stopped: what it printed, as lines and as --json events. */
async function monitoring(args: string[]) {
  const c = capture();
  let stop!: () => void;
  const interrupted = new Promise<void>((r) => (stop = r));
  const done = run([...args, '--data', await mkdtemp(join(tmpdir(), 'qm-mon-'))], { ...c.io, interrupted });
  const events = () => c.out.map((l) => JSON.parse(l) as Event);
  /** Waits until `seen` holds of what it printed. */
  const until = async (seen: () => boolean): Promise<void> => {
    while (!seen()) await new Promise((r) => setTimeout(r, 10));
  };
  /** Stops it: its exit code. */
  const stopped = (): Promise<number> => {
    stop();
    return done;
  };
  return { out: c.out, events, until, stopped };
}

describe('quartermaster monitor', () => {
  it('refuses bad arguments with exit 2 and a message naming the problem', async () => {
    await refusesEach(run, [
      [['--sim', '--emulate'], /only one of/],
      [['--rate', '7'], /--rate must be 10 or 80, not '7'/],
      [['--duration', 'soon'], /--duration/],
      [['--sim', '--balance', 'and'], /--balance goes with --port/],
      [['--port', '/dev/x', '--balance', 'ohaus'], /mt-sics or and/],
      [['--baud', 'fast'], /--baud/],
      [['--frobnicate'], /Unknown option '--frobnicate'/],
    ] as const);
  });

  it('prints one JSON object per event with a type, from the simulated rig', async () => {
    const { events, until, stopped } = await monitoring(['--sim', '--json']);
    await until(() => events().some((e) => e.type === 'hb'));
    expect(await stopped()).toBe(0);
    const types = new Set(events().map((e) => e.type));
    for (const t of ['link', 'hello', 'sample', 'hb']) expect(types).toContain(t);
    expect(events().find((e) => e.type === 'hello')).toMatchObject({ proto: 3, board: 'sim' });
    expect(events().find((e) => e.type === 'sample')).toMatchObject({ cup: expect.any(Number), raw: expect.any(Number), saturated: false });
    expect(events().at(-1)).toMatchObject({ type: 'link', final: true, counters: { badChecksum: 0 } });
  });

  it('stops by itself after --duration', async () => {
    const c = capture();
    expect(
      await run(['--sim', '--json', '--duration', '0.3', '--data', await mkdtemp(join(tmpdir(), 'qm-mon-'))], {
        ...c.io,
        interrupted: new Promise<void>(() => {}),
      }),
    ).toBe(0);
    expect(JSON.parse(c.out.at(-1)!)).toMatchObject({ type: 'link', final: true });
  });

  it('runs the real firmware in the emulator behind a pty with --emulate', async () => {
    const { events, until, stopped } = await monitoring(['--emulate', '--json']);
    // The emulator runs in real time: wait for what we want to see rather than for a fixed time.
    await until(() => events().some((e) => e.type === 'hello') && events().filter((e) => e.type === 'sample').length > 4);
    expect(await stopped()).toBe(0);
    expect(events().find((e) => e.type === 'hello')).toMatchObject({ proto: 3, caps: expect.arrayContaining(['scale2', 'rfid']) });
    expect(events().find((e) => e.type === 'link' && e.state === 'connected')).toMatchObject({ port: expect.stringMatching(/qm-pty/) });
    expect(events().at(-1)).toMatchObject({ type: 'link', final: true, counters: { badChecksum: 0, malformed: 0 } });
  });

  it('shows tags and readable lines from a rig on a port', async () => {
    const rig = new SimRig({ speed: 5 });
    const pty = await exposeAsPty(rig.serial);
    const { out, until, stopped } = await monitoring(['--port', pty.path]);
    try {
      await until(() => out.some((l) => l.includes('sample')));
      rig.tapCard(0, '04A1B2C3D4E5F6', 300);
      await until(() => out.some((l) => l.includes('OFF 04A1B2C3D4E5F6')));
      expect(await stopped()).toBe(0);
      expect(out.filter((l) => /tag +reader 0 +ON +04A1B2C3D4E5F6/.test(l))).toHaveLength(1);
      expect(out.some((l) => /link connected .*ok \d+ +bad-crc 0/.test(l))).toBe(true);
    } finally {
      await pty.close();
      await rig.close();
    }
  });
});
