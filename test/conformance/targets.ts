// The rigs the conformance suite runs against, each behind a real pty opened by serialport: the
// simulated rig (TypeScript) and the real firmware in the emulator (hardware/emulator). Between
// the rig and the pty sits a tap that can inject bytes, for the fault tests.
import { Duplex } from 'node:stream';
import type { RigControl } from '../../firmware-bridge/src/rig-control.ts';
import { SimRig } from '../../firmware-bridge/src/sim/simulated-rig.ts';
import { exposeAsPty, type PtyLink } from '../../firmware-bridge/src/pty/pty.ts';
import { startEmulatedRig } from '../../hardware/emulated-rig/index.ts';

export interface RigUnderTest {
  rig: RigControl;
  /** The pty path serialport opens. */
  path: string;
  pty: PtyLink;
  /** Bytes into the line towards the host, between two of the rig's writes. */
  inject(bytes: Buffer | string): void;
  /**
   * Cable pulled: the rig off, then the pty gone. With `cut`, the cable cuts a line: its first
   * bytes reach the host (`delivered` resolves once the host has them), the rest never does.
   */
  unplug(cut?: { bytes: string; delivered: () => Promise<void> }): Promise<void>;
  /**
   * Cable plugged back: the pty is back, and the rig boots once `hostOpened` resolves, as a real
   * board resets and boots when the host opens its port (DTR), after serialport has flushed it.
   */
  plug(hostOpened: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface Target {
  name: string;
  start(): Promise<RigUnderTest>;
}

async function behindPty(rig: RigControl): Promise<RigUnderTest> {
  const tap: Duplex = new Duplex({
    read() {},
    write(chunk: Buffer, _enc, done) {
      rig.serial.write(chunk, done);
    },
  });
  rig.serial.on('data', (d: Buffer) => tap.push(d));
  const pty = await exposeAsPty(tap);
  return {
    rig,
    path: pty.path,
    pty,
    inject: (bytes) => tap.push(bytes),
    async unplug(cut) {
      rig.unplug();
      if (cut) {
        tap.push(cut.bytes);
        await cut.delivered();
      }
      await pty.vanish();
    },
    async plug(hostOpened) {
      await pty.reappear();
      await hostOpened();
      rig.plug();
    },
    async close() {
      await pty.close();
      await rig.close();
    },
  };
}

export const targets: Target[] = [
  // Sped up ×3, about the pace of the emulator on these machines; noise off for exact values; a
  // bootloader's second before the HELLO, as a real board (the emulator boots in ~60 ms of its time).
  { name: 'simulated rig', start: () => behindPty(new SimRig({ speed: 3, noise: false, bootMs: 1000 })) },
  { name: 'emulated firmware', start: async () => behindPty(await startEmulatedRig({ pace: 'fast', noise: false })) },
];
