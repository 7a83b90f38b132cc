// What is wired to the rig's user pins (protocol 2) in the emulator: a button driving an input,
// the chip's pull-up when nothing does (avr8js does not model pull-ups), and lights and a buzzer
// read back from the port and timer registers.
import { PinState, type AVRIOPort } from 'avr8js';
import type { PinOutput } from '../../firmware-bridge/src/rig-control.ts';
import type { Mcu } from './mcu.ts';

/** Arduino pin → port and bit on the ATmega328P: D6/D7 on port D, A0..A5 (14..19) on port C. */
const WIRING = new Map<number, { port: 'C' | 'D'; bit: number }>([
  [6, { port: 'D', bit: 6 }],
  [7, { port: 'D', bit: 7 }],
  ...[0, 1, 2, 3, 4, 5].map((b) => [14 + b, { port: 'C' as const, bit: b }] as [number, { port: 'C' | 'D'; bit: number }]),
]);

const TCCR0A = 0x44;
const OCR0A = 0x47;
const COM0A1 = 0x80;
/** A pin toggling faster than this many times in the last window is playing a tone. */
const TONE_WINDOW_MS = 50;

/** Faults of what is wired to the user pins, for the rig check's tests (server/cli/check.ts). */
export interface PartFaults {
  /** Pins with nothing wired: pressing there does nothing, a light or buzzer there is not seen. */
  absent?: number[];
  /** LEDs the wrong way round: dark at any level. */
  reversed?: number[];
  /** A contact that chatters: each press and release goes back and forth `times` more times, each
   * level held `ms` of the rig's time (longer than the firmware's 20 ms debounce). */
  bounce?: { pin: number; ms: number; times: number };
}

export class UserPinWires {
  private readonly drives = new Map<number, boolean>();
  private mcu: Mcu | null = null;
  private readonly edges = new Map<number, number[]>(); // pin → sim ms of its recent output edges
  private cancelChatter: (() => void) | null = null;

  constructor(private readonly faults: PartFaults = {}) {}

  /** Called at each power-on with the new chip. */
  attach(mcu: Mcu): void {
    this.mcu = mcu;
    this.cancelChatter = null; // a new chip: the old one's timers are gone with it
    this.edges.clear();
    for (const [name, port] of [
      ['C', mcu.portC],
      ['D', mcu.portD],
    ] as const) {
      const last = new Map<number, boolean>();
      port.addListener(() => {
        for (const [pin, w] of WIRING) {
          if (w.port !== name) continue;
          this.settle(pin);
          const high = port.pinState(w.bit) === PinState.High;
          if (last.get(pin) !== high) {
            last.set(pin, high);
            const list = this.edges.get(pin) ?? [];
            list.push(mcu.millis);
            while (list.length > 0 && list[0]! < mcu.millis - TONE_WINDOW_MS) list.shift();
            this.edges.set(pin, list);
          }
        }
      });
      for (const pin of WIRING.keys()) if (WIRING.get(pin)!.port === name) this.settle(pin);
    }
  }

  drive(pin: number, high: boolean | null): void {
    if (!WIRING.has(pin)) throw new RangeError(`pin ${pin} is not a user pin`);
    if (this.faults.absent?.includes(pin)) return;
    const bounce = this.faults.bounce;
    const mcu = this.mcu;
    if (bounce?.pin !== pin || !mcu) return this.set(pin, high);
    this.cancelChatter?.();
    const before = this.drives.get(pin) ?? null;
    let k = 0;
    const step = () => {
      this.set(pin, k % 2 === 0 ? high : before);
      if (k++ < 2 * bounce.times) this.cancelChatter = mcu.after((bounce.ms / 1000) * mcu.hz, step);
    };
    step();
  }

  private set(pin: number, high: boolean | null): void {
    if (high === null) this.drives.delete(pin);
    else this.drives.set(pin, high);
    this.settle(pin);
  }

  outputs(mcu: Mcu | null): Map<number, PinOutput> {
    const out = new Map<number, PinOutput>();
    if (!mcu) return out;
    for (const [pin, w] of WIRING) {
      const state = this.port(mcu, w.port).pinState(w.bit);
      if (state !== PinState.High && state !== PinState.Low) continue;
      const pwm = pin === 6 && (mcu.cpu.data[TCCR0A]! & COM0A1) !== 0;
      const recent = (this.edges.get(pin) ?? []).filter((t) => t >= mcu.millis - TONE_WINDOW_MS);
      // Two edges a period: edges in the window → frequency.
      const toneHz = recent.length >= 4 ? Math.round(recent.length / 2 / (TONE_WINDOW_MS / 1000)) : 0;
      const level = pwm ? mcu.cpu.data[OCR0A]! / 255 : state === PinState.High ? 1 : 0;
      const dark = this.faults.absent?.includes(pin) || this.faults.reversed?.includes(pin);
      out.set(pin, { mode: pwm ? 'PWM' : 'OUT', level, toneHz, ...(dark && { seen: false }) });
    }
    return out;
  }

  /** An input reads what drives it, else its pull-up (high) or nothing (low). */
  private settle(pin: number): void {
    const mcu = this.mcu;
    const w = WIRING.get(pin);
    if (!mcu || !w) return;
    const port = this.port(mcu, w.port);
    const driven = this.drives.get(pin);
    const level = driven ?? port.pinState(w.bit) === PinState.InputPullUp;
    port.setPin(w.bit, level);
  }

  private port(mcu: Mcu, name: 'C' | 'D'): AVRIOPort {
    return name === 'C' ? mcu.portC : mcu.portD;
  }
}
