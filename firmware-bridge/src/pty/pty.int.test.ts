import { describe, expect, it } from 'vitest';
import { Duplex } from 'node:stream';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';
import { exposeAsPty } from './pty.ts';

/** A device that answers every chunk it receives with the same bytes upper-cased. */
function shoutingDevice(): Duplex {
  const d: Duplex = new Duplex({
    read() {},
    write(chunk: Buffer, _enc, cb) {
      d.push(Buffer.from(chunk.toString().toUpperCase()));
      cb();
    },
  });
  return d;
}

function open(path: string): Promise<SerialPort> {
  return new Promise((resolve, reject) => {
    const p = new SerialPort({ path, baudRate: 115200 }, (err) => (err ? reject(err) : resolve(p)));
  });
}

function nextData(port: SerialPort): Promise<string> {
  return new Promise((resolve) => port.once('data', (d: Buffer) => resolve(d.toString())));
}

/** Opens the pty at `path`, says `text` to the device and closes it again: what the device answered. */
async function shoutThrough(path: string, text: string): Promise<string> {
  const port = await open(path);
  const answer = nextData(port);
  port.write(text);
  const heard = await answer;
  await new Promise<void>((r) => port.close(() => r()));
  return heard;
}

describe('exposeAsPty', () => {
  it('refuses to replace a file that is not a pty link', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'qm-pty-')), 'precious');
    writeFileSync(file, 'keep me');
    await expect(exposeAsPty(shoutingDevice(), { path: file })).rejects.toThrow(/not a pty link/);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
    await expect(exposeAsPty(shoutingDevice(), { path: '/tmp/a,b' })).rejects.toThrow(/may only hold/);
  });

  it('carries bytes both ways through a real pty opened by serialport', async () => {
    const link = await exposeAsPty(shoutingDevice());
    try {
      expect(existsSync(link.path)).toBe(true);
      expect(await shoutThrough(link.path, 'ahoy\n')).toBe('AHOY\n');
    } finally {
      await link.close();
    }
    expect(existsSync(link.path)).toBe(false);
  });

  it('vanishes (the reader sees a disconnect) and comes back at the same path', async () => {
    const link = await exposeAsPty(shoutingDevice());
    try {
      const port = await open(link.path);
      port.on('error', () => {}); // EIO on the write below, reported again as the close reason
      const disconnected = new Promise<boolean>((r) => port.on('close', (e?: { disconnected?: boolean }) => e?.disconnected && r(true)));
      await link.vanish();
      expect(link.vanished).toBe(true);
      expect(existsSync(link.path)).toBe(false);
      // A pty reader only sees end-of-file (serialport retries it); the first write finds the hang-up.
      port.write('anyone?\n');
      expect(await disconnected).toBe(true);
      expect(port.isOpen).toBe(false);

      await link.reappear();
      expect(link.vanished).toBe(false);
      expect(await shoutThrough(link.path, 'back\n')).toBe('BACK\n');
    } finally {
      await link.close();
    }
  });

  it('with onOpen, tells each open of the path, drops what the device says while nobody has it open, and reads the speed the opener set', async () => {
    const device = shoutingDevice();
    let opens = 0;
    const link = await exposeAsPty(device, { onOpen: () => opens++ });
    try {
      device.push(Buffer.from('said to nobody\n'));
      for (const baud of [115200, 57600]) {
        // The path is renewed after each close: wait for it (a real board's port would be there).
        await expect.poll(() => existsSync(link.path), { timeout: 5000, interval: 10 }).toBe(true);
        const port = await new Promise<SerialPort>((resolve, reject) => {
          const p = new SerialPort({ path: link.path, baudRate: baud }, (err) => (err ? reject(err) : resolve(p)));
        });
        const heard: string[] = [];
        port.on('data', (d: Buffer) => heard.push(d.toString()));
        await expect.poll(() => opens, { timeout: 5000, interval: 10 }).toBe(baud === 115200 ? 1 : 2);
        expect(await link.lineSpeed()).toBe(baud);
        port.write('ahoy\n');
        await expect.poll(() => heard.join(''), { timeout: 5000, interval: 10 }).toBe('AHOY\n');
        await new Promise<void>((r) => port.close(() => r()));
        // Gone at once (socat's end and a new socat take at least its 10 ms of -t): the next open finds the new pty.
        await expect.poll(() => existsSync(link.path), { timeout: 5000, interval: 2 }).toBe(false);
        // socat's end (told in a later line than the close) is no open: the path back, nothing more was told.
        await expect.poll(() => existsSync(link.path), { timeout: 5000, interval: 10 }).toBe(true);
        expect(opens).toBe(baud === 115200 ? 1 : 2);
      }
    } finally {
      await link.close();
    }
  });
});
