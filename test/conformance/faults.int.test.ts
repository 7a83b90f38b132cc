// Faults on the line, against both rigs over real ptys, with the whole bridge as the server sees
// it (serialport channel -> link -> RigDevice): the pty vanishing mid-stream and coming back,
// a megabyte of random bytes, and a megabyte-long line without a newline (each sent while socat is stopped,
// so that the rig's lines from just before are still on their way).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { targets, type RigUnderTest } from './targets.ts';
import { RigDevice } from '../../firmware-bridge/src/devices/rig-device.ts';
import { SerialChannel } from '../../firmware-bridge/src/transport/serial-channel.ts';
import { CalibrationStore } from '../../firmware-bridge/src/devices/calibration-store.ts';
import { mulberry32 } from '../../firmware-bridge/src/sim/noise.ts';
import type { DeviceMessage } from '../../firmware-bridge/src/protocol/messages.ts';
import type { DeviceStatus, ScaleSample, TagEvent } from '../../firmware-bridge/src/device.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** The socat process that serves the pty at `path` (found in /proc: PtyLink keeps it to itself). */
function socatOf(path: string): number {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0');
      if (argv[0]?.endsWith('socat') && argv.some((a) => a.endsWith(`link=${path}`))) return Number(pid);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no socat serves ${path}`);
}

/** Bytes injected while the pty's socat is stopped, as on a busy machine: the rig's lines from just
 * before pile up in front of them and reach the host only after the injection was made. */
async function injectStalled(dut: RigUnderTest, bytes: Buffer): Promise<void> {
  const socat = socatOf(dut.path);
  process.kill(socat, 'SIGSTOP');
  try {
    await sleep(500); // ten lines or more at the rig's 10 samples a second on each cup
    dut.inject(bytes);
  } finally {
    process.kill(socat, 'SIGCONT');
  }
}

describe.each(targets)('faults: $name', (target) => {
  let dut: RigUnderTest;
  let device: RigDevice;
  const messages: DeviceMessage[] = [];
  const samples: ScaleSample[] = [];
  const tags: TagEvent[] = [];
  const states: { state: DeviceStatus['state']; at: number }[] = [];
  /** The channel's failed opens (each one a backoff wait before the next try). */
  const failedOpens: number[] = [];

  beforeEach(async () => {
    messages.length = samples.length = tags.length = states.length = failedOpens.length = 0;
    dut = await target.start();
    const store = new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-faults-')));
    const channel = new SerialChannel({ path: dut.path });
    channel.on('state', (_state, why) => {
      if (why?.startsWith('cannot open')) failedOpens.push(performance.now());
    });
    device = new RigDevice({ kind: 'rig', channel, identity: 'faults', store });
    device.link.on('message', (m) => messages.push(m));
    device.on('sample', (s) => samples.push(s));
    device.on('tag', (t) => tags.push(t));
    device.on('status', (s) => {
      if (states.at(-1)?.state !== s.state) states.push({ state: s.state, at: performance.now() });
    });
    await device.start();
    await until(() => samples.length >= 4, 'the first samples');
  });

  afterEach(async () => {
    await device.stop();
    await dut.close();
  });

  it('reports the pty vanishing at once, reconnects within 2 s of its return, and delivers no event twice', async () => {
    dut.rig.placeTag(0, 'A1B2C3D4');
    await until(() => tags.length === 1, 'TAG ON');
    await dut.pty.vanish();
    await until(() => device.status().state !== 'connected', 'the disconnect');
    expect(states.some((s) => s.state === 'disconnected')).toBe(true);
    // The rig goes on while the cable is out: what it says meanwhile is lost, not replayed. Counted
    // in the rig's own lines, not wall time: on a busy machine the emulated rig may say nothing in 600 ms.
    let linesOut = 0;
    const countLines = (d: Buffer): void => {
      for (const b of d) if (b === 0x0a) linesOut++;
    };
    dut.rig.serial.on('data', countLines);
    dut.rig.removeTag(0);
    await until(() => linesOut >= 6, 'the rig to say six lines while the cable is out');
    dut.rig.serial.off('data', countLines);
    const returnedAt = performance.now();
    await dut.pty.reappear();
    await until(() => device.status().state === 'connected', 'the reconnect');
    const count = samples.length;
    await until(() => samples.length >= count + 10, 'samples after the reconnect');
    dut.rig.placeTag(0, 'A1B2C3D4');
    await until(() => tags.length >= 2 && tags.at(-1)!.present, 'TAG ON after the reconnect');

    // Within 2 s of its return (issue 4), counted in the channel's own schedule rather than wall time
    // (a busy machine stretches both): the path is watched every 100 ms and, with at most two failed
    // opens (backoff 100 then 200 ms), it is open within about 0.4 s of timer time.
    expect(failedOpens.filter((t) => t >= returnedAt).length).toBeLessThanOrEqual(2);
    expect(device.status().counters.reconnects).toBe(1);
    const seqs = messages.map((m) => m.seq);
    seqs.slice(1).forEach((s, i) => expect(s).toBeGreaterThan(seqs[i]!)); // strictly increasing: nothing twice
    const keys = samples.map((s) => `${s.cup}@${s.deviceT}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(device.status().counters.linesLost).toBeGreaterThan(0);
  });

  it('counts a megabyte of random bytes behind a backlog of good lines, does not crash, and decodes the next good line', async () => {
    const random = mulberry32(4);
    const noise = Buffer.alloc(1 << 20);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
    const refused = (): number => {
      const c = device.status().counters;
      return c.badChecksum + c.tooLong + c.malformed + c.unknownType;
    };
    const refusedBefore = refused();
    const lostBefore = device.status().counters.linesLost;
    await injectStalled(dut, noise);
    // Lines the rig sent before the noise are still on their way: wait for the noise itself to be
    // counted, then for good lines after it.
    await until(() => refused() - refusedBefore > 1000, 'the noise to be counted as refused lines');
    const after = messages.at(-1)!.seq;
    await until(() => messages.at(-1)!.seq > after + 5, 'good lines after the noise');
    // At most the line the noise was pushed into is lost (the emulator's writes split lines).
    expect(device.status().counters.linesLost - lostBefore).toBeLessThanOrEqual(1);
    expect(device.status().state).toBe('connected');
  });

  it('drops a megabyte line without newline behind a backlog of good lines, and still decodes the line right after it', async () => {
    const lostBefore = device.status().counters.linesLost;
    const tooLongBefore = device.status().counters.tooLong;
    await injectStalled(dut, Buffer.alloc(1 << 20, 'S'.charCodeAt(0)));
    // Wait for the long line itself, not for a count of lines: those the rig sent just before it are
    // still on their way (soak run 2 at f5b95e6 counted six of them and read tooLong too early).
    await until(() => device.status().counters.tooLong > tooLongBefore, 'the long line to be counted');
    const after = messages.at(-1)!.seq;
    await until(() => messages.at(-1)!.seq > after + 5, 'good lines after the long line');
    const c = device.status().counters;
    expect(c.tooLong).toBe(tooLongBefore + 1);
    expect(c.linesLost - lostBefore).toBeLessThanOrEqual(1);
    expect(device.status().state).toBe('connected');
  });
});
