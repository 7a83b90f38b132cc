import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDevice } from './open-device.ts';
import { exposeAsPty } from './pty/pty.ts';
import { SimRig } from './sim/sim-rig.ts';
import type { ScaleSample } from './device.ts';

const dataDir = () => mkdtemp(join(tmpdir(), 'qm-open-'));

describe('openDevice', () => {
  it('opens the simulated rig by default, calibrated to its own load cells', async () => {
    const opened = await openDevice({ dataDir: await dataDir(), sim: { speed: 10, noise: false } });
    try {
      expect(opened.device.kind).toBe('sim');
      expect(opened.rig).toBe(opened.sim);
      opened.sim!.addPiece(1, 42);
      await opened.device.start();
      const s = await new Promise<ScaleSample>((r) => opened.device.on('sample', (x) => x.cup === 1 && x.grams !== null && x.grams > 1 && r(x)));
      expect(s.grams).toBeCloseTo(42, 1);
    } finally {
      await opened.close();
    }
  });

  it('opens a rig on a serial port path (a pty here)', async () => {
    const rig = new SimRig({ speed: 10 });
    const pty = await exposeAsPty(rig.serial);
    const opened = await openDevice({ dataDir: await dataDir(), port: pty.path });
    try {
      expect(opened.rig).toBeNull();
      await opened.device.start();
      await new Promise<void>((r) => opened.device.on('sample', () => r()));
      expect(opened.device.status()).toMatchObject({ state: 'connected', port: pty.path });
    } finally {
      await opened.close();
      await pty.close();
      await rig.close();
    }
  });

  it('refuses contradictory choices with a clear message', async () => {
    await expect(openDevice({ dataDir: '/tmp', sim: true, port: '/dev/ttyUSB0' })).rejects.toThrow(/choose one/);
    await expect(openDevice({ dataDir: '/tmp', balance: 'and' })).rejects.toThrow(/needs a serial port/);
  });
});
