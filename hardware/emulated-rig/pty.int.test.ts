// The emulated rig behind a real pseudo-terminal, opened by serialport as a USB device would be.
import { ReadlineParser } from '@serialport/parser-readline';
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { describe, expect, it } from 'vitest';
import { startEmulatedRigOnPty } from './pty-rig.ts';
import { command } from './rig-lines.ts';

function open(path: string): Promise<SerialPort> {
  return new Promise((resolve, reject) => {
    const p = new SerialPort({ path, baudRate: 115200 }, (err) => (err ? reject(err) : resolve(p)));
  });
}

function lineMatching(parser: ReadlineParser, re: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const on = (line: string): void => {
      if (re.test(line)) {
        parser.off('data', on);
        resolve(line);
      }
    };
    parser.on('data', on);
  });
}

describe('emulated rig on a pty', () => {
  it('serialport reads its lines and its commands get answers; unplug removes the device, plug brings a rebooted rig back', async () => {
    const rig = await startEmulatedRigOnPty({ pace: 'realtime' });
    try {
      expect(existsSync(rig.path)).toBe(true);
      const port = await open(rig.path);
      const parser = port.pipe(new ReadlineParser({ delimiter: '\r\n' }));
      expect(await lineMatching(parser, /^S \d+ \d+ [01] -?\d+\*[0-9A-F]{2}$/)).toBeTruthy();
      const ack = lineMatching(parser, /^ACK \d+ 321\*/);
      port.write(command('PING 321'));
      expect(await ack).toMatch(/^ACK/);

      port.on('error', () => {}); // EIO once the device is gone
      // serialport may emit close more than once; the one that matters says disconnected.
      const gone = new Promise<boolean>((r) => port.on('close', (e?: { disconnected?: boolean }) => e?.disconnected && r(true)));
      rig.unplug();
      setTimeout(() => port.isOpen && port.write('PING 1*AD\n'), 200); // a pty reader sees the hang-up on write
      expect(await gone).toBe(true);

      rig.plug();
      for (let i = 0; i < 100 && !existsSync(rig.path); i++) await new Promise((r) => setTimeout(r, 20));
      const again = await open(rig.path);
      const parser2 = again.pipe(new ReadlineParser({ delimiter: '\r\n' }));
      const hello = await lineMatching(parser2, /^HELLO /);
      expect(hello).toMatch(/^HELLO 0 proto=3 /);
      await new Promise<void>((r) => again.close(() => r()));
    } finally {
      await rig.close();
    }
    expect(existsSync(rig.path)).toBe(false);
  });
});
