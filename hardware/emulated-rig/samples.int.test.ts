// HX711 samples through the real firmware: the rate, the exact values (sign and the 24-bit
// extremes), saturation reports, grams through the calibration, and a missing chip.
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './rig-harness.ts';
import type { RigLine } from './rig-lines.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.finish();
  h = undefined;
});

const samples = (lines: readonly RigLine[], ch: number): { t: number; raw: number }[] =>
  lines.filter((l) => l.type === 'S' && l.fields[1] === String(ch)).map((l) => ({ t: Number(l.fields[0]), raw: Number(l.fields[2]) }));

function medianGap(ts: number[]): number {
  const gaps = ts
    .slice(1)
    .map((t, i) => t - ts[i]!)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

describe('HX711 samples (emulated)', () => {
  it('streams both channels at 10 samples/s by default and 80 after RATE 80', async () => {
    h = await harness();
    await h.next((l) => l.type === 'S', 1500);
    const start = h.lines.lines.length;
    await h.run(1000);
    const slow = h.lines.lines.slice(start);
    for (const ch of [0, 1]) {
      const s = samples(slow, ch);
      expect(s.length).toBeGreaterThanOrEqual(9);
      expect(s.length).toBeLessThanOrEqual(11);
      expect(medianGap(s.map((x) => x.t))).toBeCloseTo(100, -1);
    }
    const ack = await h.ask('RATE 1 80', 1);
    await h.run(200); // settling (50 ms at 80 SPS)
    const from = h.lines.lines.findIndex((l) => l.seq > ack.seq) + 0;
    const mark = h.lines.lines.length;
    await h.run(500);
    const fast = h.lines.lines.slice(Math.max(from, mark));
    for (const ch of [0, 1]) {
      const s = samples(fast, ch);
      expect(s.length).toBeGreaterThanOrEqual(36); // 40 expected in 500 ms
      expect(s.length).toBeLessThanOrEqual(42);
      expect(medianGap(s.map((x) => x.t))).toBeGreaterThanOrEqual(12);
      expect(medianGap(s.map((x) => x.t))).toBeLessThanOrEqual(13);
    }
    // The firmware's SCK pulses stay far inside the 60 µs power-down limit.
    for (const m of h.rig.hx711!) {
      expect(m.maxSckHighUs).toBeGreaterThan(0);
      expect(m.maxSckHighUs).toBeLessThan(30);
      expect(m.gain).toBe('A128');
    }
  });

  it('reports exactly the counts the models convert, sign and 24-bit extremes included, per channel', async () => {
    h = await harness();
    await h.next((l) => l.type === 'S', 1500);
    const cases: [number, number][] = [
      [0, 0],
      [1, -1],
      [123_456, -654_321],
      [8_388_607, -8_388_608],
      [-8_388_608, 8_388_607],
      [0x400000, -0x400001],
    ];
    for (const [left, right] of cases) {
      h.rig.setRaw(0, left);
      h.rig.setRaw(1, right);
      await h.run(250); // a conversion under way still carries the old value
      const from = h.lines.lines.length;
      await h.run(300);
      const got = h.lines.lines.slice(from);
      expect(new Set(samples(got, 0).map((s) => s.raw))).toEqual(new Set([left]));
      expect(new Set(samples(got, 1).map((s) => s.raw))).toEqual(new Set([right]));
    }
  });

  it('clamps beyond the 24-bit range and reports HX_SATURATED once on entering saturation', async () => {
    h = await harness();
    await h.next((l) => l.type === 'S', 1500);
    const from = h.lines.lines.length;
    h.rig.setRaw(1, 50_000_000);
    await h.run(800);
    h.rig.setRaw(1, 0);
    await h.run(400);
    h.rig.setRaw(1, -50_000_000);
    await h.run(400);
    const got = h.lines.lines.slice(from);
    expect(samples(got, 1).map((s) => s.raw)).toContain(8_388_607);
    expect(samples(got, 1).map((s) => s.raw)).toContain(-8_388_608);
    const sat = got.filter((l) => l.type === 'ERR' && l.fields[1] === 'HX_SATURATED');
    expect(sat.map((l) => l.fields[2])).toEqual(['1', '1']); // high, then low: one each
    expect(got.some((l) => l.type === 'ERR' && l.fields[2] === '0')).toBe(false);
  });

  it('turns grams into counts through the calibration', async () => {
    h = await harness();
    await h.next((l) => l.type === 'S', 1500);
    h.rig.setGrams(0, 250);
    h.rig.setGrams(1, -3.5);
    await h.run(250);
    const from = h.lines.lines.length;
    await h.run(300);
    const { offset, countsPerGram } = h.rig.calibration;
    const got = h.lines.lines.slice(from);
    expect(samples(got, 0)[0]?.raw).toBe(Math.round(offset[0] + 250 * countsPerGram[0]));
    expect(samples(got, 1)[0]?.raw).toBe(Math.round(offset[1] - 3.5 * countsPerGram[1]));
  });

  it('with noise on, readings scatter by about half a gram around the load', async () => {
    h = await harness({ noise: true, seed: 11 });
    h.rig.setGrams(0, 100);
    await h.next((l) => l.type === 'S', 1500);
    await h.run(2000);
    const { offset, countsPerGram } = h.rig.calibration;
    const grams = samples(h.lines.lines, 0).map((s) => (s.raw - offset[0]) / countsPerGram[0]);
    const mean = grams.reduce((a, b) => a + b, 0) / grams.length;
    const sd = Math.sqrt(grams.reduce((a, b) => a + (b - mean) ** 2, 0) / grams.length);
    expect(Math.abs(mean - 100)).toBeLessThan(3);
    expect(sd).toBeGreaterThan(0.1);
    expect(sd).toBeLessThan(2);
  });

  it('RATE tied to GND on both boards: after RATE 80 both cups still give every one of their 10 conversions a second, and no HX_TIMEOUT', async () => {
    // Firmware 1.1 timed a chip out after 4 periods of the asked rate (52 ms): each slow chip was
    // "missing" between its conversions, the other was read alone and its SCK clocked the slow one
    // as it became ready: the left cup lost samples (8.6 a second) and HX_TIMEOUT came 10 times a second.
    h = await harness({ faults: { rateTiedLow: [true, true] } });
    await h.next((l) => l.type === 'HELLO');
    await h.ask('RATE 1 80', 1);
    await h.run(600);
    const start = h.lines.lines.length;
    await h.run(4000);
    const lines = h.lines.lines.slice(start);
    for (const ch of [0, 1]) {
      const ts = samples(lines, ch).map((s) => s.t);
      const gaps = ts.slice(1).map((t, i) => t - ts[i]!);
      expect(Math.max(...gaps), `cup ${ch}'s longest gap`).toBeLessThan(150);
      expect(ts.length, `cup ${ch}`).toBeGreaterThanOrEqual(39);
    }
    expect(lines.filter((l) => l.type === 'ERR').map((l) => l.text)).toEqual([]);
  });

  it('reports a missing HX711 with HX_TIMEOUT at most once a second and keeps streaming the other', async () => {
    h = await harness({ channelsPresent: [true, false] });
    await h.run(3000);
    const timeouts = h.lines.lines.filter((l) => l.type === 'ERR' && l.fields[1] === 'HX_TIMEOUT');
    // First after ~0.8 s (settling + 4 periods), then once a second: ~1.8 s, ~2.8 s.
    expect(timeouts.length).toBeGreaterThanOrEqual(2);
    expect(timeouts.length).toBeLessThanOrEqual(3);
    expect(new Set(timeouts.map((l) => l.fields[2]))).toEqual(new Set(['1']));
    const ts = timeouts.map((l) => Number(l.fields[0]));
    for (let i = 1; i < ts.length; i++) expect(ts[i]! - ts[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(samples(h.lines.lines, 0).length).toBeGreaterThanOrEqual(20);
    expect(samples(h.lines.lines, 1)).toEqual([]);
    // The chip comes back: samples resume and the errors stop.
    h.rig.setChannelPresent(1, true);
    await h.next((l) => l.type === 'S' && l.fields[1] === '1', 1500);
    const from = h.lines.lines.length;
    await h.run(1200);
    expect(h.lines.lines.slice(from).filter((l) => l.type === 'ERR')).toEqual([]);
  });

  it('with both HX711 missing still answers commands and heartbeats', async () => {
    h = await harness({ channelsPresent: [false, false] });
    await h.next((l) => l.type === 'ERR' && l.fields[1] === 'HX_TIMEOUT' && l.fields[2] === '1', 2000);
    expect((await h.ask('PING 3', 3)).type).toBe('ACK');
    await h.next((l) => l.type === 'HB', 1200);
    expect(h.lines.of('S')).toEqual([]);
  });

  it('an SCK pulse longer than 60 µs reaches rig.timingViolations, which fails every emulator test', async () => {
    const hh = await harness();
    try {
      await hh.next((l) => l.type === 'S', 1500);
      expect(hh.rig.timingViolations).toEqual([]);
      hh.rig.hx711![0].setSck(true); // as if the firmware had raised SCK and then been held up
      await hh.run(20);
      expect(hh.rig.timingViolations.join('\n')).toMatch(/HX711 ch0: SCK high for \d+\.\d µs/);
    } finally {
      await hh.rig.close();
    }
    await expect(hh.finish()).rejects.toThrow(/HX711 timing violations/);
  });
});
