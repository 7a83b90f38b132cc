import { describe, expect, it, vi } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SimBalance } from './simulated-balance.ts';
import { mtSicsFormat } from '../balance/mt-sics.ts';
import { aAndDFormat } from '../balance/a-and-d.ts';
import type { BalanceReading } from '../balance/reading.ts';
import { BalanceDevice } from '../balance/balance-device.ts';
import { CalibrationStore } from '../devices/calibration-store.ts';
import { DuplexChannel, type ByteChannel } from '../transport/channel.ts';
import { SerialChannel } from '../transport/serial-channel.ts';
import { exposeAsPty } from '../pty/pty.ts';
import type { ScaleSample } from '../device.ts';
import { onSerialLines, sinceLast } from './testing/serial-lines.ts';

const FORMATS = { 'mt-sics': mtSicsFormat, and: aAndDFormat };
type Kind = keyof typeof FORMATS;
const KINDS = Object.keys(FORMATS) as Kind[];
// The manuals' layouts, stricter than the parsers: a value field of fixed width, the unit after it.
const LAYOUT = { 'mt-sics': /^(?:S [SD] (?=.{10} g$) *-?\d+\.\d\d g|S \+)$/, and: /^(?:(?:ST|US),[+-]\d{5}\.\d\d {2}g|OL,\+9999999 E)$/ };
const flush = () => new Promise((r) => setImmediate(r));

/** The balance's lines as the real parser reads them; a line it refuses fails the test. */
function tap(balance: SimBalance): { raw: string[]; take: () => BalanceReading[] } {
  const raw: string[] = [];
  onSerialLines(balance.serial, (line) => raw.push(line));
  const fresh = sinceLast(raw);
  const take = () =>
    fresh().map((line) => {
      const p = balance.format.parse(line);
      if (!p.ok) throw new Error(`'${line}': ${p.reason}`);
      return p.reading;
    });
  return { raw, take };
}

/** A balance on the manual clock, asked to stream, its lines tapped. */
function streaming(kind: Kind) {
  const balance = new SimBalance({ format: FORMATS[kind], clock: 'manual' });
  const out = tap(balance);
  balance.serial.write('SIR\r\n');
  return { balance, out };
}

const weights = (rs: BalanceReading[]) => rs.flatMap((r) => (r.kind === 'weight' ? [r] : []));

/** Polls until `check` holds; generous, the machine is shared. */
const waitFor = (check: () => boolean, what: string) => vi.waitFor(() => expect(check(), `waiting for ${what}`).toBe(true), { timeout: 20_000, interval: 10 });

describe.each(KINDS)('SimBalance (%s)', (kind) => {
  it('stays silent until asked, then streams lines its parser reads: stable, dynamic, overload', async () => {
    const balance = new SimBalance({ format: FORMATS[kind], clock: 'manual' });
    const out = tap(balance);
    balance.advance(1000);
    await flush();
    expect(out.raw).toEqual([]);
    balance.serial.write('SIR\r\n');
    balance.advance(1000);
    balance.setGrams(0, 100);
    balance.advance(2000);
    balance.setGrams(0, 2500);
    balance.advance(2000);
    await flush();
    const rs = out.take();
    expect(rs.length).toBeGreaterThanOrEqual(49);
    const w = weights(rs);
    expect(w.some((r) => r.stable)).toBe(true);
    expect(w.some((r) => !r.stable)).toBe(true);
    expect(rs.at(-1)).toEqual({ kind: 'overload' });
    expect(out.raw.filter((l) => !LAYOUT[kind].test(l))).toEqual([]);
    await balance.close();
  });

  it('reads dynamic after a load change, swings a little past it, then stable at the new load', async () => {
    const { balance, out } = streaming(kind);
    balance.advance(500);
    await flush();
    expect(weights(out.take()).every((r) => r.stable && Math.abs(r.grams) <= 0.02)).toBe(true);
    balance.setGrams(0, 123.45);
    balance.advance(3000);
    await flush();
    const w = weights(out.take());
    const firstStable = w.findIndex((r) => r.stable);
    expect(firstStable).toBeGreaterThan(3); // ~800 ms of dynamic readings at 10/s
    expect(w.slice(firstStable).every((r) => r.stable && Math.abs(r.grams - 123.45) <= 0.02 + 1e-9)).toBe(true);
    expect(Math.max(...w.slice(0, firstStable).map((r) => r.grams))).toBeGreaterThan(125); // overshoot
    await balance.close();
  });

  it('flickers by about a digit when stable, and reads exactly with noise off', async () => {
    const { balance, out } = streaming(kind);
    balance.setGrams(0, 50);
    balance.advance(1000);
    await flush();
    out.take();
    balance.advance(30_000);
    await flush();
    const g = weights(out.take()).map((r) => r.grams);
    const mean = g.reduce((a, b) => a + b, 0) / g.length;
    const rms = Math.sqrt(g.reduce((a, b) => a + (b - mean) ** 2, 0) / g.length);
    expect(rms).toBeGreaterThan(0.003);
    expect(rms).toBeLessThan(0.012);
    expect(g.every((x) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6)).toBe(true);
    balance.setNoise(false);
    balance.setRaw(0, 12.34);
    balance.advance(2000);
    await flush();
    expect(
      weights(out.take())
        .filter((r) => r.stable)
        .every((r) => r.grams === 12.34),
    ).toBe(true);
    await balance.close();
  });

  it('goes silent when unplugged or when the pan is absent, and waits for SIR again after plug', async () => {
    const { balance, out } = streaming(kind);
    balance.advance(500);
    balance.unplug();
    balance.serial.write('SIR\r\n');
    balance.advance(2000);
    balance.plug();
    balance.advance(2000);
    await flush();
    expect(out.take()).toHaveLength(6); // 0, 100, … 500 ms
    balance.serial.write('SIR\r\n');
    balance.advance(1000);
    balance.setChannelPresent(0, false);
    balance.advance(1000);
    balance.setChannelPresent(0, true);
    await flush();
    expect(out.take()).toHaveLength(11);
    await balance.close();
  });

  it('has one pan and no card reader', async () => {
    const balance = new SimBalance({ format: FORMATS[kind], clock: 'manual' });
    expect(() => balance.setGrams(1, 10)).toThrow(new RangeError('a single-pan balance has one pan (channel 0)'));
    expect(() => balance.placeTag()).toThrow('a balance has no card reader');
    expect(balance.calibration).toEqual({ offset: [0, 0], countsPerGram: [1, 1] });
    await balance.close();
  });
});

describe('SimBalance commands (MT-SICS)', () => {
  it('answers SI and S once, and ES to a command it does not know', async () => {
    const balance = new SimBalance({ format: mtSicsFormat, clock: 'manual', noise: false });
    const out = tap(balance);
    balance.setGrams(0, 7);
    balance.serial.write('Z\r\n');
    balance.serial.write('SI\r\n');
    balance.serial.write('S\r\n');
    balance.advance(3000);
    await flush();
    expect(out.raw).toEqual(['ES', 'S D       0.00 g', 'S S       7.00 g']);
    await balance.close();
  });
});

/** A BalanceDevice on `channel`, its samples collected. */
async function device(kind: Kind, channel: ByteChannel) {
  const store = new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-simbal-')));
  const dev = new BalanceDevice({ kind, format: FORMATS[kind], channel, identity: `sim-${kind}`, store });
  const samples: ScaleSample[] = [];
  dev.on('sample', (s) => samples.push(s));
  await dev.start();
  return { dev, samples };
}

const near = (s: ScaleSample | undefined, grams: number) => s?.grams != null && Math.abs(s.grams - grams) <= 0.02 + 1e-9;

describe.each(KINDS)('a BalanceDevice on the simulated %s balance', (kind) => {
  it('over a real pty: streams samples with stable flags that follow setGrams, and comes back after the cable', async () => {
    const balance = new SimBalance({ format: FORMATS[kind], speed: 10 });
    const pty = await exposeAsPty(balance.serial);
    const { dev, samples } = await device(kind, new SerialChannel({ path: pty.path, baudRate: 9600 }));
    try {
      await waitFor(() => samples.some((s) => s.stable && near(s, 0)), 'a stable zero');
      const from = samples.length;
      balance.setGrams(0, 250.5);
      await waitFor(() => samples.slice(from).some((s) => s.stable === false), 'dynamic readings');
      await waitFor(() => near(samples.at(-1), 250.5) && samples.at(-1)!.stable === true, 'a stable 250.5 g');
      expect(dev.status()).toMatchObject({ state: 'connected', port: pty.path, counters: { malformed: 0 } });

      // The USB cable: the balance loses power, the device path goes.
      balance.unplug();
      await pty.vanish();
      await waitFor(() => dev.status().state !== 'connected', 'the disconnect');
      const seen = samples.length;
      balance.setGrams(0, 80);
      balance.plug();
      await pty.reappear();
      await waitFor(() => samples.length > seen && near(samples.at(-1), 80) && samples.at(-1)!.stable === true, 'a stable 80 g after the reconnect');
      expect(dev.status().counters.reconnects).toBe(1);
    } finally {
      await dev.stop();
      await pty.close();
      await balance.close();
    }
  });
});

describe('a BalanceDevice on the simulated balance in process', () => {
  it('stops getting samples when unplugged and gets them again after the reconnect', async () => {
    const balance = new SimBalance({ format: mtSicsFormat, speed: 10 });
    const { dev, samples } = await device('mt-sics', new DuplexChannel(balance.serial, 'sim-balance'));
    try {
      await waitFor(() => samples.length >= 3, 'samples');
      balance.unplug();
      const seen = samples.length;
      // 300 ms at speed 10 is 30 lines' worth of balance time.
      await new Promise((r) => setTimeout(r, 300));
      expect(samples.length).toBe(seen);
      expect(dev.status()).toMatchObject({ state: 'disconnected', lastError: 'cable unplugged' });
      balance.plug();
      await waitFor(() => samples.length >= seen + 3, 'samples after the reconnect');
      expect(dev.status()).toMatchObject({ state: 'connected', counters: { reconnects: 1 } });
    } finally {
      await dev.stop();
      await balance.close();
    }
  });
});
