// `quartermaster flash` with Debian's real avrdude against the emulated rig's bootloader
// (hardware/emulated-rig/boot-line.ts: opening the pty resets the rig into an STK500 responder
// that answers as Optiboot does). Every wait is bounded by avrdude's own attempts (-x attempts=1
// where the board is meant not to answer: about 6 s per speed) and the command's --give-up.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { portHolders } from '../../firmware-bridge/src/flash/port-holders.ts';
import { exposeAsPty } from '../../firmware-bridge/src/ports.ts';
import { type EmulatedRigOnPty, startEmulatedRigOnPty } from '../../hardware/emulated-rig/index.ts';
import { run } from '../../server/cli/flash.ts';
import { DataHold } from '../../server/src/data-lock/hold.ts';
import { capture, refusesEach } from './capture.ts';
import { builtVersion, firmwareVariant } from './firmware-variant.ts';

type Event = { type: string; [k: string]: unknown };
const events = (out: string[]): Event[] => out.map((l) => JSON.parse(l) as Event);

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of started.splice(0).reverse()) await s.close();
});

async function rigWithBootloader(baud = 115200): Promise<EmulatedRigOnPty> {
  const rig = await startEmulatedRigOnPty({ pace: 'fast', bootloader: { baud } });
  started.push(rig);
  return rig;
}

/** A line with nothing behind it: a board without a bootloader, or one that does not start. */
class Silent extends Duplex {
  override _read(): void {}
  override _write(_c: Buffer, _e: BufferEncoding, cb: () => void): void {
    cb();
  }
}

describe('quartermaster flash', () => {
  it('refuses bad arguments with exit 2 and a message naming the problem', async () => {
    await refusesEach(run, [
      [['--port', '/dev/x', '--emulate'], /only one of --port and --emulate/],
      [['--port', ''], /--port needs a path/],
      [['--attempts', '0'], /--attempts must be a whole number 1–10, not '0'/],
      [['--give-up', 'later'], /--give-up must be a number of seconds 2–600, not 'later'/],
      [['--frobnicate'], /Unknown option '--frobnicate'/],
    ] as const);
  });

  it('writes a new firmware, verifies it, and reports the version of the HELLO the rig then sends', async () => {
    const rig = await rigWithBootloader();
    const fw = firmwareVariant('9.8.7');
    const c = capture();
    // On a failure, what the command said (its words and avrdude's): the one trace a flake leaves.
    expect(await run(['--port', rig.path, '--hex', fw.path, '--json'], c.io), [...c.out, ...c.err].join('\n')).toBe(0);
    const ev = events(c.out);
    expect(ev.filter((e) => e.type === 'speed').map((e) => e.baud)).toEqual([115200]);
    const progress = ev.filter((e) => e.type === 'progress');
    expect(progress.filter((e) => e.phase === 'write').at(-1)).toMatchObject({ percent: 100 });
    expect(progress.filter((e) => e.phase === 'verify').at(-1)).toMatchObject({ percent: 100 });
    expect(ev.at(-1)).toEqual({ type: 'done', port: rig.path, fw: '9.8.7', proto: 3, board: 'nano', baud: 115200 });
    expect(rig.bootloader?.flashes).toBe(1);
  });

  it('flashes the emulated rig with --emulate, the firmware this companion builds by default', async () => {
    const c = capture();
    expect(await run(['--emulate', '--json'], c.io)).toBe(0);
    expect(events(c.out).at(-1)).toMatchObject({ type: 'done', fw: builtVersion(), proto: 3, board: 'nano', baud: 115200 });
  });

  it('flashes a board that answers only at 57600 (the old bootloader) and says so', async () => {
    const rig = await rigWithBootloader(57600);
    const fw = firmwareVariant('9.8.6');
    const c = capture();
    const code = await run(['--port', rig.path, '--hex', fw.path, '--attempts', '1'], c.io);
    const text = c.out.join('\n');
    expect(code, text).toBe(0);
    expect(text).toMatch(/trying 115200 baud[\s\S]*trying 57600 baud[\s\S]*written and verified at 57600 baud/);
    expect(c.out.at(-1)).toBe('done: the rig now runs firmware 9.8.6 (protocol 3, board nano) (the board has the old bootloader: 57600 baud)');
  });

  it('says so when the read-back differs, exits 1, and the rig can be flashed again', async () => {
    const rig = await rigWithBootloader();
    rig.bootloader?.corruptReadBacks(1);
    const fw = firmwareVariant('9.8.5');
    const c = capture();
    expect(await run(['--port', rig.path, '--hex', fw.path], c.io)).toBe(1);
    expect(c.err.join('\n')).toMatch(
      /the flash did not read back as written \(.*\): flash again\. The bootloader is never overwritten, so the board stays recoverable/,
    );
    const again = capture();
    expect(await run(['--port', rig.path, '--hex', fw.path, '--json'], again.io)).toBe(0);
    expect(events(again.out).at(-1)).toMatchObject({ type: 'done', fw: '9.8.5' });
  });

  it('gives up on a silent board at both speeds with words to unplug and retry', async () => {
    const pty = await exposeAsPty(new Silent(), { onOpen: () => {} });
    started.push(pty);
    const c = capture();
    expect(await run(['--port', pty.path, '--hex', firmwareVariant('9.8.4').path, '--attempts', '1', '--json'], c.io)).toBe(1);
    expect(
      events(c.out)
        .filter((e) => e.type === 'speed')
        .map((e) => e.baud),
    ).toEqual([115200, 57600]);
    expect(events(c.out).at(-1)).toMatchObject({ type: 'problem', problem: 'silent' });
    expect(c.err.join('\n')).toMatch(/does not answer at 115200 or 57600 baud: unplug it, plug it back in and try again/);
  });

  it('refuses an image larger than a Nano holds before touching the board', async () => {
    const rig = await rigWithBootloader();
    const big = firmwareVariant('9.8.3', 30_721);
    const c = capture();
    expect(await run(['--port', rig.path, '--hex', big.path], c.io)).toBe(1);
    expect(c.err.join('\n')).toMatch(/the image is 30,721 bytes, more than the 30,720 a Nano has room for: nothing was written/);
    expect(c.out).toEqual([]);
    expect(rig.bootloader?.running).toBe(false); // the port was never opened (that would reset it)
    expect(rig.bootloader?.flashes).toBe(0);
  });

  it('refuses a file that is not a firmware image', async () => {
    const c = capture();
    expect(await run(['--hex', new URL(import.meta.url).pathname], c.io)).toBe(1);
    expect(c.err.join('\n')).toMatch(/is not a firmware image \(Intel HEX\): line 1 is not a record/);
  });

  it('stops avrdude by its own time-out when the port goes away mid-flash', async () => {
    const rig = await rigWithBootloader();
    const c = capture();
    let pulled = false;
    const io = {
      ...c.io,
      out: (l: string) => {
        c.io.out(l);
        if (!pulled && /"phase":"write","percent":[1-9]\d/.test(l)) {
          pulled = true;
          rig.unplug(); // the pty's far side closes: avrdude would spin on it until killed
        }
      },
    };
    expect(await run(['--port', rig.path, '--hex', firmwareVariant('9.8.2').path, '--give-up', '2', '--json'], io)).toBe(1);
    expect(pulled).toBe(true);
    expect(events(c.out).at(-1)).toMatchObject({ type: 'problem', problem: 'timed-out' });
    expect(c.err.join('\n')).toMatch(/avrdude made no progress for 2 s and was stopped .*: plug it back in and flash again/);
  });

  it('refuses two candidate ports, naming both, and finds the one', async () => {
    const ch340 = { vendorId: '1a86', productId: '7523' };
    const two = capture();
    const list = async () => [{ path: '/dev/ttyUSB0', ...ch340 }, { path: '/dev/ttyUSB1', vendorId: '0403', productId: '6001' }, { path: '/dev/ttyS0' }];
    expect(await run(['--hex', firmwareVariant('9.8.1').path], two.io, { listPorts: list })).toBe(1);
    expect(two.err.join('\n')).toMatch(
      /more than one port may be the rig: \/dev\/ttyUSB0 \(a Nano clone \(CH340\)\), \/dev\/ttyUSB1 \(a Nano \(FT232\)\)\. .* say which with --port PATH/,
    );
    const none = capture();
    expect(await run(['--hex', firmwareVariant('9.8.1').path], none.io, { listPorts: async () => [{ path: '/dev/ttyS0' }] })).toBe(1);
    expect(none.err.join('\n')).toMatch(/no board found/);
  });

  it('names the missing avrdude and its package', async () => {
    const rig = await rigWithBootloader();
    const c = capture();
    expect(await run(['--port', rig.path, '--hex', firmwareVariant('9.8.0').path], c.io, { avrdude: '/nonexistent/avrdude' })).toBe(1);
    expect(c.err.join('\n')).toMatch(/avrdude is not installed: install the Debian package avrdude \(apt-get install -y avrdude\)/);
  });

  it('refuses a port held by a running quartermaster serve, naming it', async () => {
    const rig = await rigWithBootloader();
    const { serve } = await serveHolding(rig.path);
    const c = capture();
    expect(await run(['--port', rig.path, '--hex', firmwareVariant(builtVersion().replace(/\d$/, '9')).path], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(`is held by quartermaster serve (process ${serve.pid}): stop it (Ctrl-C where it runs), flash, then start it again`);
    expect(c.err.join('\n')).toContain('or let it pause: quartermaster flash --pause-serve --token T');
    expect(rig.bootloader?.flashes).toBe(0);
  });

  it('--pause-serve: the running serve that holds the port lets go of it, writes its firmware and takes the port back', async () => {
    const old = builtVersion().replace(/\d/g, '0');
    const rig = await startEmulatedRigOnPty({ pace: 'realtime', hexPath: firmwareVariant(old).path, bootloader: {} });
    started.push(rig);
    const token = 'pause-serve-token';
    const { serve, data } = await serveHolding(rig.path, ['--token', token]);
    // Listening: the data directory's holder says where.
    await expect.poll(async () => JSON.stringify(await DataHold.holderOf(data)), { timeout: 60_000, interval: 200 }).toMatch(/"url"/);
    for (const [args, says] of [
      [['--pause-serve'], /--pause-serve needs the host token/],
      [['--pause-serve', '--token', token, '--hex', firmwareVariant('9.9.9').path], /--hex goes without it/],
      [['--token', token], /--token goes with --pause-serve/],
    ] as const) {
      const bad = capture();
      expect(await run(['--port', rig.path, ...args], bad.io), args.join(' ')).toBe(2);
      expect(bad.err.join('\n')).toMatch(says);
    }
    const wrong = capture();
    expect(await run(['--port', rig.path, '--pause-serve', '--token', 'not-the-token'], wrong.io)).toBe(1);
    expect(wrong.err.join('\n')).toMatch(/does not serve|did not update the rig/);
    const c = capture();
    expect(await run(['--port', rig.path, '--pause-serve', '--token', token, '--data', data], c.io), c.err.join('\n')).toBe(0);
    expect(c.out.join('\n')).toMatch(/writing the firmware, \d+ %/);
    expect(c.out.at(-1)).toBe(`done: the rig now runs firmware ${builtVersion()}; the running table has its port back`);
    expect(rig.bootloader?.flashes).toBe(1);
    expect(portHolders(rig.path).map((h) => h.pid)).toContain(serve.pid);
  });
});

/** `quartermaster serve` on the rig's port, in its own process on a fresh data directory, once the
 * kernel says it has the port open (it builds the tablet app first when it must); stopped after the test. */
async function serveHolding(port: string, more: string[] = []): Promise<{ serve: ChildProcess; data: string }> {
  const data = await mkdtemp(join(tmpdir(), 'qm-flash-'));
  const serve: ChildProcess = spawn(process.execPath, ['bin/quartermaster.mjs', 'serve', '--port', port, '--data', data, '--http-port', '0', ...more], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({
    close: async () => {
      if (serve.exitCode !== null || serve.signalCode !== null) return;
      const gone = new Promise((r) => serve.once('exit', r));
      serve.kill('SIGTERM');
      await gone;
    },
  });
  serve.stdout?.resume();
  serve.stderr?.resume();
  await expect.poll(() => portHolders(port).map((h) => h.pid), { timeout: 120_000, interval: 200 }).toContain(serve.pid);
  return { serve, data };
}
