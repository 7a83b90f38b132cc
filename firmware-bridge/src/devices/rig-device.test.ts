import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RigDevice } from './rig-device.ts';
import { CalibrationStore } from './calibration-store.ts';
import { DuplexChannel } from '../transport/channel.ts';
import { SimRig } from '../sim/simulated-rig.ts';
import type { DeviceError, DeviceStatus, ScaleSample, TagEvent } from '../device.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function setup(dataDir?: string) {
  const store = new CalibrationStore(dataDir ?? (await mkdtemp(join(tmpdir(), 'qm-rigdev-'))));
  const rig = new SimRig({ speed: 10, noise: false });
  const device = new RigDevice({ kind: 'sim', channel: new DuplexChannel(rig.serial, 'sim'), identity: 'sim', store });
  cleanup.push(async () => {
    await device.stop();
    await rig.close();
  });
  return { rig, device, store };
}

function next<T>(device: RigDevice, event: 'sample' | 'tag' | 'status' | 'error', pred: (x: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const on = (x: T) => {
      if (pred(x)) {
        device.off(event, on as never);
        resolve(x);
      }
    };
    device.on(event, on as never);
  });
}

describe('RigDevice on the simulated rig', () => {
  it('learns the firmware from HELLO and delivers raw samples, uncalibrated at first', async () => {
    const { device, rig } = await setup();
    rig.setRaw(1, 5000);
    await device.start();
    // The rig may have streamed a little before setRaw (it runs on the wall clock): wait for 5000.
    const s = await next<ScaleSample>(device, 'sample', (x) => x.cup === 1 && x.raw === 5000);
    expect(s).toMatchObject({ cup: 1, raw: 5000, grams: null, saturated: false });
    expect(s.deviceT).toEqual(expect.any(Number));
    await next<DeviceStatus>(device, 'status', (x) => x.firmware !== undefined);
    expect(device.status()).toMatchObject({ state: 'connected', port: 'sim', firmware: { proto: 3, board: 'sim' }, calibrated: [false, false] });
  });

  it('tares and calibrates a cup, then reports grams, and remembers it at the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'qm-rigdev-'));
    const { device, rig } = await setup(dataDir);
    await device.start();
    await device.tare(0);
    rig.addPiece(0, 200);
    await device.calibrate(0, 200);
    expect(device.status().calibrated).toEqual([true, false]);
    rig.addPiece(0, 50);
    const s = await next<ScaleSample>(device, 'sample', (x) => x.cup === 0 && x.grams !== null && x.grams > 240);
    expect(s.grams).toBeCloseTo(250, 1);

    const again = await setup(dataDir);
    again.rig.addPiece(0, 120);
    await again.device.start();
    const s2 = await next<ScaleSample>(again.device, 'sample', (x) => x.cup === 0);
    expect(s2.grams).toBeCloseTo(120, 1);
  });

  it('refuses a calibration without tare, with a bad weight, or with an empty cup', async () => {
    const { device } = await setup();
    await device.start();
    await expect(device.calibrate(1, 100)).rejects.toThrow(/tare the right cup/);
    await expect(device.calibrate(1, -5)).rejects.toThrow(/positive/);
    await device.tare(1);
    await expect(device.calibrate(1, 100)).rejects.toThrow(/did not change/);
  });

  it('delivers one tag event per placement and removal, and faults in words', async () => {
    const { device, rig } = await setup();
    const tags: TagEvent[] = [];
    device.on('tag', (t) => tags.push(t));
    await device.start();
    const err = next<DeviceError>(device, 'error', (e) => e.code === 'HX_TIMEOUT');
    const removed = next<TagEvent>(device, 'tag', (t) => !t.present);
    rig.setChannelPresent(1, false);
    rig.tapCard(0, 'A1B2C3D4', 300);
    expect((await err).message).toBe('HX711 on the right cup does not answer');
    await removed;
    // Whatever the rig said after the removal has been read too: no second event for one tap.
    await next(device, 'sample', () => true);
    await next(device, 'sample', () => true);
    expect(tags.map((t) => [t.uid, t.present])).toEqual([
      ['A1B2C3D4', true],
      ['A1B2C3D4', false],
    ]);
  });

  it('reports the cable pulled at once and resumes after a reboot', async () => {
    const { device, rig } = await setup();
    await device.start();
    const down = next<DeviceStatus>(device, 'status', (s) => s.state === 'disconnected');
    rig.unplug();
    expect((await down).lastError).toBe('cable unplugged');
    const up = next<DeviceStatus>(device, 'status', (s) => s.state === 'connected');
    rig.plug();
    await up;
    await next<ScaleSample>(device, 'sample', () => true);
    expect(device.status().counters.reconnects).toBe(1);
  });

  it('reports a rig that goes silent without the port closing, and recovers when lines flow again', async () => {
    const store = new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-rigdev-')));
    const rig = new SimRig({ clock: 'manual', noise: false });
    const device = new RigDevice({ kind: 'rig', channel: new DuplexChannel(rig.serial, 'quiet'), identity: 'quiet', store, silenceMs: 300 });
    cleanup.push(async () => {
      await device.stop();
      await rig.close();
    });
    await device.start();
    rig.advance(100);
    const silent = await next<DeviceStatus>(device, 'status', (s) => s.state === 'disconnected');
    expect(silent.lastError).toBe('no data from the rig for 0.3 s');
    const back = next<DeviceStatus>(device, 'status', (s) => s.state === 'connected');
    rig.advance(1000);
    await back;
  });

  it('switches the rate by command', async () => {
    const { device } = await setup();
    await device.start();
    await device.setRate(80);
    const hb = await new Promise<{ rate: number }>((r) => device.link.on('message', (m) => m.type === 'HB' && r(m)));
    expect(hb.rate).toBe(80);
  });
});
