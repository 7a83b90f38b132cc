// The HX711 model on its own, driven pin by pin: what it shifts out, the gain the extra pulses
// choose, and the SCK timing rule it enforces (the emulator tests rely on it to catch firmware
// that holds SCK high too long).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock.ts';
import { HX_MAX, HX_MIN, Hx711Model } from './hx711-model.ts';

function chip(counts: () => number) {
  const clock = new FakeClock();
  const pin = { dout: true };
  const model = new Hx711Model({ clock, setDout: (h) => void (pin.dout = h), convert: counts });
  /** Clocks `pulses` pulses with SCK high for `highUs` each; returns the first 24 bits read. */
  const read = (pulses = 25, highUs = 2): number => {
    let v = 0;
    for (let i = 0; i < pulses; i++) {
      model.setSck(true);
      clock.advanceUs(highUs);
      if (i < 24) v = (v << 1) | (pin.dout ? 1 : 0);
      model.setSck(false);
      clock.advanceUs(2);
    }
    return v & 0x800000 ? v - 0x1000000 : v;
  };
  return { clock, pin, model, read };
}

describe('HX711 model', () => {
  it('is not ready until it has settled (400 ms at 10 SPS), then converts every 100 ms', () => {
    const { clock, pin } = chip(() => 5);
    clock.advanceUs(399_000);
    expect(pin.dout).toBe(true);
    clock.advanceUs(1_500);
    expect(pin.dout).toBe(false);
  });

  it('shifts out any 24-bit value MSB first, clamping beyond the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000_000, max: 20_000_000 }), (counts) => {
        const { clock, pin, read } = chip(() => counts);
        clock.advanceUs(401_000);
        expect(read()).toBe(Math.min(HX_MAX, Math.max(HX_MIN, counts)));
        expect(pin.dout).toBe(true); // the 25th pulse ends the read
      }),
    );
  });

  it('25, 26, 27 pulses select channel A gain 128, B gain 32, A gain 64', () => {
    for (const [pulses, gain] of [
      [25, 'A128'],
      [26, 'B32'],
      [27, 'A64'],
    ] as const) {
      const { clock, model, read } = chip(() => 1);
      clock.advanceUs(401_000);
      read(pulses);
      expect(model.gain).toBe(gain);
      expect(model.violations).toEqual([]);
    }
  });

  it('flags SCK held high for more than 60 µs, and powers down as the chip does', () => {
    const { clock, pin, model, read } = chip(() => 123);
    clock.advanceUs(401_000);
    read(3, 59); // within the limit
    expect(model.violations).toEqual([]);
    model.setSck(true);
    clock.advanceUs(61);
    model.setSck(false);
    expect(model.violations).toHaveLength(1);
    expect(model.violations[0]).toMatch(/SCK high for 61\.0 µs/);
    expect(pin.dout).toBe(true); // powered down: no conversion until it has settled again
    clock.advanceUs(300_000);
    expect(pin.dout).toBe(true);
    clock.advanceUs(150_000);
    expect(pin.dout).toBe(false);
  });

  it('catches SCK stuck high even without a falling edge', () => {
    const { clock, model } = chip(() => 0);
    model.setSck(true);
    clock.advanceUs(1000);
    model.check();
    expect(model.violations).toHaveLength(1);
  });

  it('a missing chip never signals ready', () => {
    const { clock, pin, model } = chip(() => 0);
    model.setPresent(false);
    clock.advanceUs(2_000_000);
    expect(pin.dout).toBe(true);
    model.setPresent(true);
    clock.advanceUs(401_000);
    expect(pin.dout).toBe(false);
  });

  it('converts every 12.5 ms with the RATE pin high', () => {
    let n = 0;
    const { clock, model } = chip(() => n++);
    model.setRatePin(true);
    clock.advanceUs(50_000 + 12_500 * 10 + 100);
    expect(n).toBe(11);
  });
});
