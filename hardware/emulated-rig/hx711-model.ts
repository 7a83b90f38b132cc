// Bit-level model of one HX711 (channel A, gain 128) as the firmware sees it through its pins:
// DOUT falls when a conversion is ready, each SCK rising edge shifts out one bit MSB first,
// the 25th-27th pulses choose the next channel/gain, and SCK held high for more than 60 µs
// powers the chip down. Timing rules the datasheet imposes on the host are checked and broken
// ones recorded in `violations`, which the tests assert empty.
import type { SimClock } from './mcu.ts';

export const HX_MAX = 0x7fffff;
export const HX_MIN = -0x800000;
const POWER_DOWN_US = 60;
/** Settling after power-up or a rate change, then one conversion per period (datasheet). */
const SETTLE_MS = { 10: 400, 80: 50 } as const;
const PERIOD_MS = { 10: 100, 80: 12.5 } as const;

export type Gain = 'A128' | 'B32' | 'A64';

export interface Hx711Wiring {
  clock: SimClock;
  /** Drives the DOUT pin (the MCU's input). */
  setDout(high: boolean): void;
  /** The conversion result, raw counts before clamping; called once per conversion. */
  convert(): number;
  /** A fault of the board: its RATE pin tied to GND by a trace (most boards), so it stays at 10
   * samples/s whatever the MCU drives. */
  rateTiedLow?: boolean;
}

export class Hx711Model {
  readonly violations: string[] = [];
  /** Conversions the firmware read completely, for tests. */
  readonly delivered: number[] = [];
  gain: Gain = 'A128';
  /** Longest SCK high time seen, µs, and the duration of the last complete read, µs. */
  maxSckHighUs = 0;
  lastReadUs = 0;
  private readStartAt = 0;
  private present = true;
  private rate: 10 | 80 = 10;
  private sck = false;
  private sckRiseAt = 0;
  private poweredDown = false;
  private ready = false;
  private data = 0;
  private pulses = 0; // SCK pulses since the conversion became ready
  private cancelConversion: (() => void) | null = null;

  constructor(private readonly wiring: Hx711Wiring) {
    this.powerUp();
  }

  setPresent(present: boolean): void {
    if (present === this.present) return;
    this.present = present;
    if (present) this.powerUp();
    else {
      this.cancelConversion?.();
      this.ready = false;
      this.wiring.setDout(true); // the MCU's pull-up: "not ready", forever
    }
  }

  get isPresent(): boolean {
    return this.present;
  }

  /** The RATE pin level: high selects 80 SPS. */
  setRatePin(high: boolean): void {
    const rate = high && !this.wiring.rateTiedLow ? 80 : 10;
    if (rate === this.rate) return;
    this.rate = rate;
    if (this.present && !this.poweredDown) this.schedule(SETTLE_MS[rate]);
  }

  /** The SCK pin level as driven by the MCU. */
  setSck(high: boolean): void {
    if (high === this.sck) return;
    this.sck = high;
    const now = this.wiring.clock.cycles;
    if (high) {
      this.sckRiseAt = now;
      this.onRisingEdge();
      return;
    }
    const highUs = ((now - this.sckRiseAt) / this.wiring.clock.hz) * 1e6;
    this.maxSckHighUs = Math.max(this.maxSckHighUs, highUs);
    if (this.pulses === 25) this.lastReadUs = ((now - this.readStartAt) / this.wiring.clock.hz) * 1e6;
    if (highUs > POWER_DOWN_US) this.powerDown(highUs);
    if (this.poweredDown && this.present) this.powerUp(); // SCK back low: reset, settle again
  }

  /** Catches SCK stuck high without a falling edge; the emulator calls it between time slices. */
  check(): void {
    if (!this.sck || this.poweredDown) return;
    const highUs = ((this.wiring.clock.cycles - this.sckRiseAt) / this.wiring.clock.hz) * 1e6;
    if (highUs > POWER_DOWN_US) this.powerDown(highUs);
  }

  private onRisingEdge(): void {
    if (!this.present || this.poweredDown) return;
    if (!this.ready && this.pulses === 0) return; // clocked while converting: the chip ignores it
    this.pulses++;
    if (this.pulses === 1) this.readStartAt = this.wiring.clock.cycles;
    if (this.pulses <= 24) {
      this.wiring.setDout(((this.data >> (24 - this.pulses)) & 1) === 1);
    } else if (this.pulses === 25) {
      this.ready = false;
      this.wiring.setDout(true);
      this.delivered.push(this.data & 0x800000 ? this.data - 0x1000000 : this.data);
    }
    if (this.pulses >= 25) this.gain = this.pulses === 25 ? 'A128' : this.pulses === 26 ? 'B32' : 'A64';
    if (this.pulses > 27) this.violations.push(`${this.pulses} SCK pulses in one read (at most 27) at ${this.atMs()} ms`);
  }

  private powerDown(highUs: number): void {
    if (this.poweredDown) return;
    this.violations.push(`SCK high for ${highUs.toFixed(1)} µs (> ${POWER_DOWN_US} µs powers the HX711 down) at ${this.atMs()} ms`);
    this.poweredDown = true;
    this.cancelConversion?.();
    this.ready = false;
    this.pulses = 0;
    if (this.present) this.wiring.setDout(true);
  }

  private powerUp(): void {
    this.poweredDown = false;
    this.ready = false;
    this.pulses = 0;
    this.gain = 'A128';
    this.wiring.setDout(true);
    this.schedule(SETTLE_MS[this.rate]);
  }

  private schedule(ms: number): void {
    this.cancelConversion?.();
    this.cancelConversion = this.wiring.clock.after((ms / 1000) * this.wiring.clock.hz, () => this.conversionDone());
  }

  private conversionDone(): void {
    this.schedule(PERIOD_MS[this.rate]);
    if (this.pulses > 0 && this.pulses < 25) return; // a read is under way: keep its data
    const counts = Math.round(this.wiring.convert());
    this.data = Math.min(HX_MAX, Math.max(HX_MIN, counts)) & 0xffffff;
    this.pulses = 0;
    this.ready = true;
    this.wiring.setDout(false);
  }

  private atMs(): string {
    return ((this.wiring.clock.cycles / this.wiring.clock.hz) * 1000).toFixed(3);
  }
}
