// A johnny-five IO plugin over the rig's own protocol (the rig cannot run Firmata beside its
// HX711 and MFRC522 work). It drives the user pins through the PinPort of the device that
// already owns the serial link: one port, one process. The contract is johnny-five's IO plugin
// one (MODES, pins, isReady, pinMode, digitalWrite, digitalRead, pwmWrite…); `tone` is ours, for
// a Piezo whose controller asks the rig for a tone instead of toggling a pin over the wire.
import { EventEmitter } from 'node:events';
import type { PinMode } from '../protocol/commands.ts';
import type { PinPort } from '../devices/rig-pins.ts';

const MODES = { INPUT: 0, OUTPUT: 1, ANALOG: 2, PWM: 3, SERVO: 4, PULLUP: 11 } as const;
const UNSUPPORTED = 127; // johnny-five's "no analog channel"

export interface IoPin {
  supportedModes: number[];
  mode: number | undefined;
  value: number;
  report: 0 | 1;
  analogChannel: number;
}

export class RigIO extends EventEmitter {
  readonly name = 'Quartermaster rig';
  readonly MODES = MODES;
  readonly HIGH = 1;
  readonly LOW = 0;
  readonly defaultLed = 14;
  readonly analogPins: number[] = [];
  readonly RESOLUTION = { ADC: 1023, DAC: null, PWM: 255 };
  readonly pins: IoPin[];
  isReady = false;
  private readonly readers = new Map<number, ((value: number) => void)[]>();

  /** `onError` hears every command the rig refused or did not answer (the plugin API has no way back). */
  constructor(
    private readonly port: PinPort,
    private readonly onError: (message: string) => void = () => {},
  ) {
    super();
    this.pins = Array.from({ length: 20 }, (_, pin) => ({
      supportedModes: port.userPins.includes(pin) ? [MODES.INPUT, MODES.OUTPUT, MODES.PULLUP, ...(port.pwmPins.includes(pin) ? [MODES.PWM] : [])] : [],
      mode: undefined,
      value: 0,
      report: 0,
      analogChannel: UNSUPPORTED,
    }));
    port.on('pin', (e) => {
      const p = this.pins[e.pin];
      if (!p) return;
      p.value = e.high ? 1 : 0;
      for (const cb of this.readers.get(e.pin) ?? []) cb(p.value);
      this.emit(`digital-read-${e.pin}`, p.value);
    });
    const becomeReady = (): void => {
      if (this.isReady) return;
      this.isReady = true;
      this.emit('connect');
      this.emit('ready');
    };
    if (port.unavailable() === null) process.nextTick(becomeReady);
    else port.once('ready', becomeReady);
  }

  /** Why the plugin cannot work on this rig, or null. */
  unavailable(): string | null {
    return this.port.unavailable();
  }

  normalize(pin: number | string): number {
    if (typeof pin === 'string' && /^A[0-5]$/.test(pin)) return 14 + Number(pin.slice(1));
    return Number(pin);
  }

  pinMode(pin: number | string, mode: number): this {
    const n = this.pin(pin);
    const rigMode: PinMode | undefined =
      mode === MODES.INPUT ? 'IN' : mode === MODES.PULLUP ? 'PULLUP' : mode === MODES.OUTPUT ? 'OUT' : mode === MODES.PWM ? 'PWM' : undefined;
    if (rigMode === undefined) {
      this.onError(`pin ${n}: mode ${mode} is not one the rig has (input, output, PWM)`);
      return this;
    }
    this.pins[n]!.mode = mode;
    this.run(`set pin ${n} to ${rigMode}`, async () => {
      const level = await this.port.mode(n, rigMode);
      if (level !== null) this.level(n, level);
    });
    return this;
  }

  digitalWrite(pin: number | string, value: number): this {
    const n = this.pin(pin);
    const p = this.pins[n]!;
    const high = value ? 1 : 0;
    // Firmata's convention, which johnny-five's Button uses: writing HIGH to an input turns its pull-up on.
    if (p.mode === MODES.INPUT || p.mode === MODES.PULLUP) {
      p.mode = high ? MODES.PULLUP : MODES.INPUT;
      this.run(`pull-up on pin ${n}`, async () => {
        const level = await this.port.mode(n, high ? 'PULLUP' : 'IN');
        if (level !== null) this.level(n, level);
      });
      return this;
    }
    p.value = high;
    this.run(`write pin ${n}`, () => this.port.write(n, high));
    return this;
  }

  digitalRead(pin: number | string, handler: (value: number) => void): this {
    const n = this.pin(pin);
    const list = this.readers.get(n) ?? [];
    list.push(handler);
    this.readers.set(n, list);
    this.pins[n]!.report = 1;
    return this;
  }

  pwmWrite(pin: number | string, value: number): this {
    const n = this.pin(pin);
    const duty = Math.max(0, Math.min(255, Math.round(value)));
    this.pins[n]!.value = duty;
    this.run(`PWM on pin ${n}`, () => this.port.pwm(n, duty));
    return this;
  }

  analogWrite(pin: number | string, value: number): this {
    return this.pwmWrite(pin, value);
  }

  /** A tone of `hz` for `ms` (0: until silenced), played by the rig itself. */
  tone(pin: number | string, hz: number, ms: number): this {
    const n = this.pin(pin);
    this.run(`tone on pin ${n}`, () => this.port.tone(n, Math.round(hz), Math.round(ms)));
    return this;
  }

  noTone(pin: number | string): this {
    return this.tone(pin, 0, 0);
  }

  reset(): void {}

  private level(pin: number, level: 0 | 1): void {
    this.pins[pin]!.value = level;
    for (const cb of this.readers.get(pin) ?? []) cb(level);
  }

  private pin(pin: number | string): number {
    const n = this.normalize(pin);
    if (!Number.isInteger(n) || !this.pins[n] || this.pins[n]!.supportedModes.length === 0) {
      throw new RangeError(`pin ${String(pin)} is not free on the rig (free: ${this.port.userPins.join(', ')})`);
    }
    return n;
  }

  private run(what: string, op: () => Promise<unknown>): void {
    op().catch((e: Error) => this.onError(`${what}: ${e.message}`));
  }
}
