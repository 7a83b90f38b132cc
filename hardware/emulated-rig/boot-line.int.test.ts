// The emulated rig's auto-reset: with a bootloader, opening its pty resets it into the bootloader
// (as a Nano's USB adapter pulls its reset line), which starts the firmware a second later.
import { SerialPort } from 'serialport';
import { describe, expect, it } from 'vitest';
import { RigDecoder } from '../../firmware-bridge/src/protocol/decoder.ts';
import type { DeviceMessage } from '../../firmware-bridge/src/protocol/messages.ts';
import { startEmulatedRigOnPty } from './index.ts';

async function openAndListen(path: string): Promise<{ messages: DeviceMessage[]; close(): Promise<void> }> {
  const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
  const decoder = new RigDecoder();
  const messages: DeviceMessage[] = [];
  port.on('data', (d: Buffer) => messages.push(...decoder.push(d).messages));
  return { messages, close: () => new Promise<void>((r) => port.close(() => r())) };
}

describe("the emulated rig's bootloader and auto-reset", () => {
  it('resets when the port is opened: the bootloader runs, then the firmware boots and says HELLO with seq 0', async () => {
    const rig = await startEmulatedRigOnPty({ pace: 'fast', bootloader: {} });
    try {
      expect(rig.bootloader?.running).toBe(false);
      {
        const before = rig.simMillis;
        const link = await openAndListen(rig.path);
        await expect.poll(() => rig.bootloader?.running, { timeout: 5000, interval: 5 }).toBe(true);
        await expect.poll(() => link.messages.find((m) => m.type === 'HELLO'), { timeout: 10_000, interval: 20 }).toMatchObject({ seq: 0 });
        expect(rig.bootloader?.running).toBe(false);
        // A fresh boot: no line of the firmware's from before the open reached the host.
        expect(link.messages[0]).toMatchObject({ type: 'HELLO', seq: 0 });
        expect(rig.simMillis).toBeGreaterThan(before);
        await link.close();
      }
      expect(rig.bootloader?.flashes).toBe(0);
    } finally {
      await rig.close();
    }
  });

  it('has no bootloader unless asked for: the firmware runs on through an open', async () => {
    const rig = await startEmulatedRigOnPty({ pace: 'fast' });
    try {
      expect(rig.bootloader).toBeNull();
      const link = await openAndListen(rig.path);
      await expect.poll(() => link.messages.filter((m) => m.type === 'S').length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(2);
      expect(rig.plugged).toBe(true);
      await link.close();
    } finally {
      await rig.close();
    }
  });
});
