import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDevice } from './open-device.ts';
import { exposeAsPty } from './pty/pty.ts';
import { SimRig } from './sim/simulated-rig.ts';
import { SimBalance } from './sim/simulated-balance.ts';
import { deviceKinds } from './device-kinds.ts';
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

  it('opens a simulated balance behind a one-cup device whose samples follow the pan', async () => {
    const opened = await openDevice({ dataDir: await dataDir(), balance: deviceKinds.get('mt-sics')!, sim: true });
    try {
      expect(opened.rig).toBeInstanceOf(SimBalance);
      expect(opened.sim).toBeNull();
      expect(opened.device).toMatchObject({ kind: 'mt-sics', cups: 1, hasReader: false });
      await opened.device.start();
      opened.rig!.setGrams(0, 42.5);
      const s = await new Promise<ScaleSample>((r) =>
        opened.device.on('sample', (x) => x.stable && x.grams !== null && Math.abs(x.grams - 42.5) <= 0.02 && r(x)),
      );
      expect(s.cup).toBe(0);
      expect(opened.device.status()).toMatchObject({ state: 'connected', port: 'sim-balance', counters: { malformed: 0 } });
    } finally {
      await opened.close();
    }
  });

  it('refuses contradictory choices with a clear message', async () => {
    await expect(openDevice({ dataDir: '/tmp', sim: true, port: '/dev/ttyUSB0' })).rejects.toThrow(/choose one/);
    // A balance with neither a port nor the simulation.
    await expect(openDevice({ dataDir: '/tmp', balance: deviceKinds.get('and')! })).rejects.toThrow(/needs a serial port/);
  });
});
