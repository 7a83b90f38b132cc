import { describe, expect, it } from 'vitest';
import { Duplex } from 'node:stream';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BalanceDevice } from './balance-device.ts';
import { aAndDFormat } from './a-and-d.ts';
import { mtSicsFormat } from './mt-sics.ts';
import { DuplexChannel } from '../transport/channel.ts';
import { CalibrationStore } from '../devices/calibration-store.ts';
import type { DeviceStatus, ScaleSample } from '../device.ts';

/** A fake balance: records what the host sends; the test pushes the lines it "prints". */
function fakeBalance() {
  const received: string[] = [];
  const d: Duplex = new Duplex({
    read() {},
    write(c: Buffer, _e, cb) {
      received.push(c.toString());
      cb();
    },
  });
  return { duplex: d, received, print: (line: string) => d.push(`${line}\r\n`) };
}

const FORMATS = { 'mt-sics': mtSicsFormat, and: aAndDFormat };

async function setup(kind: keyof typeof FORMATS) {
  const bal = fakeBalance();
  const device = new BalanceDevice({
    kind,
    format: FORMATS[kind],
    channel: new DuplexChannel(bal.duplex, '/dev/ttyUSB9'),
    identity: `${kind}-test`,
    store: new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-bal-'))),
  });
  const samples: ScaleSample[] = [];
  device.on('sample', (s) => samples.push(s));
  await device.start();
  return { bal, device, samples };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('BalanceDevice', () => {
  it('asks an MT-SICS balance to stream and turns its lines into one-cup samples', async () => {
    const { bal, device, samples } = await setup('mt-sics');
    const told: DeviceStatus[] = [];
    device.on('status', (s) => told.push(s));
    expect(bal.received).toEqual(['SIR\r\n']);
    bal.print('S D      99.80 g');
    bal.print('S S     100.00 g');
    bal.print('S +');
    bal.print('garbage');
    await tick();
    expect(samples.map((s) => [s.cup, s.grams, s.stable, s.saturated])).toEqual([
      [0, 99.8, false, false],
      [0, 100, true, false],
      [0, null, false, true],
    ]);
    expect(device.status()).toMatchObject({ counters: { linesOk: 3, malformed: 1 }, calibrated: [true, false] });
    // Problems on the line are told at once (the tablet's device status), not only when asked.
    expect(told.at(-1)).toMatchObject({ counters: { malformed: 1 }, lastError: "not an MT-SICS weight line: 'garbage'" });
    expect(device.cups).toBe(1);
    await device.stop();
  });

  it('counts a line the cable cut as a fragment, never glued to the first line after the balance is back', async () => {
    const { bal, device, samples } = await setup('mt-sics');
    bal.print('S S     100.00 g');
    bal.duplex.push('S S     10'); // pulled halfway through a line
    await tick();
    bal.duplex.emit('unplug');
    bal.duplex.emit('plug');
    bal.print('S S     101.00 g');
    await tick();
    expect(samples.map((s) => s.grams)).toEqual([100, 101]);
    expect(device.status().counters).toMatchObject({ linesOk: 2, malformed: 0, tooLong: 0, fragments: 1 });
    await device.stop();
  });

  it('tares host-side on an A&D balance and refuses a second cup', async () => {
    const { bal, device, samples } = await setup('and');
    const tared = device.tare();
    for (let i = 0; i < 5; i++) bal.print('ST,+00012.00  g');
    await tared;
    bal.print('ST,+00112.00  g');
    bal.print('OL,+9999999 E');
    await tick();
    expect(samples.at(-2)?.grams).toBeCloseTo(100, 6);
    expect(samples.at(-1)?.saturated).toBe(true);
    await expect(device.calibrate(1, 100)).rejects.toThrow(/only cup 0/);
    await device.stop();
  });
});
