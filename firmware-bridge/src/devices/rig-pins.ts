// The rig's user pins (protocol 2) for whoever drives buttons, lights and a buzzer (the
// johnny-five IO plugin). It shares the rig's link: one port, one process. The rig forgets pin
// modes when it restarts, so what was set is kept here and set again after a reboot.
import { EventEmitter } from 'node:events';
import type { RigLink } from '../link/rig-link.ts';
import { PWM_PINS, TONE_HZ, TONE_MAX_MS, USER_PINS, type PinMode } from '../protocol/commands.ts';
import { type DeviceWords, deviceWords } from '../device-words.ts';

export interface PinEvent {
  pin: number;
  high: boolean;
  /** Host receive time, ms (performance.now()). */
  t: number;
}

export interface PinPortEvents {
  pin: [PinEvent];
  /** The pins became usable (a protocol-2 HELLO) or were set again after a reboot. */
  ready: [];
  /** The rig said HELLO with a firmware that has no user pins (the reason in words, and as an id and values). */
  unavailable: [string, DeviceWords?];
}

/** What a johnny-five IO plugin (or a test) needs of a device's user pins. */
export interface PinPort extends EventEmitter<PinPortEvents> {
  readonly userPins: readonly number[];
  readonly pwmPins: readonly number[];
  /** Why the pins cannot be used now (in words), or null when they can. */
  unavailable(): string | null;
  /** Sets a pin's mode; for an input, resolves with its level now. */
  mode(pin: number, mode: PinMode): Promise<0 | 1 | null>;
  write(pin: number, value: 0 | 1): Promise<void>;
  pwm(pin: number, duty: number): Promise<void>;
  /** hz 0 silences; ms 0 plays until silenced. */
  tone(pin: number, hz: number, ms: number): Promise<void>;
}

export const PINS_PROTOCOL = 2;
/** The newest protocol this host knows: 3 adds the READS line (a reader's polls while a card lies on it). */
export const KNOWN_PROTOCOL = 3;

export class RigPins extends EventEmitter<PinPortEvents> implements PinPort {
  readonly userPins = USER_PINS;
  readonly pwmPins = PWM_PINS;
  private proto: number | null = null;
  private readonly modes = new Map<number, PinMode>();
  private readonly levels = new Map<number, { kind: 'DW' | 'PWM'; value: number }>();

  constructor(private readonly link: RigLink) {
    super();
  }

  unavailable(): string | null {
    return this.unavailableWords()?.text ?? null;
  }

  /** Why the pins cannot be used now, as an id and values beside its words; null when they can. */
  unavailableWords(): DeviceWords | null {
    if (this.proto === null) return deviceWords('rig/pins-unknown', 'the rig has not said which firmware it runs yet');
    if (this.proto < PINS_PROTOCOL)
      return deviceWords(
        'rig/no-pins',
        `the rig's firmware speaks protocol ${this.proto}, which has no pins for a button, lights or a buzzer: flash firmware 1.1 or newer`,
        { proto: { count: this.proto } },
      );
    return null;
  }

  /** The rig said HELLO: a reboot (seq 0) lost every pin mode, so set them again. */
  onHello(proto: number, reboot: boolean): void {
    const was = this.unavailable();
    this.proto = proto;
    const why = this.unavailableWords();
    if (why !== null) return void this.emit('unavailable', why.text, why);
    if (reboot && this.modes.size > 0) void this.restore();
    else if (was !== null) this.emit('ready');
  }

  /** The link went down: until the next HELLO it is not known which firmware answers (the rig
   * plugged back may be another one), so no pin command goes out; the modes are kept to set again. */
  onDisconnect(): void {
    this.proto = null;
  }

  onPin(pin: number, high: boolean): void {
    this.emit('pin', { pin, high, t: performance.now() });
  }

  async mode(pin: number, mode: PinMode): Promise<0 | 1 | null> {
    this.check(pin);
    if (mode === 'PWM' && !PWM_PINS.includes(pin)) throw new RangeError(`pin ${pin} has no PWM (only ${PWM_PINS.join(', ')})`);
    const ack = await this.link.command({ type: 'MODE', pin, mode });
    this.modes.set(pin, mode);
    this.levels.delete(pin);
    return ack.info === '1' ? 1 : ack.info === '0' ? 0 : null;
  }

  async write(pin: number, value: 0 | 1): Promise<void> {
    this.check(pin);
    await this.link.command({ type: 'DW', pin, value });
    this.levels.set(pin, { kind: 'DW', value });
  }

  async pwm(pin: number, duty: number): Promise<void> {
    this.check(pin);
    if (!Number.isInteger(duty) || duty < 0 || duty > 255) throw new RangeError(`PWM duty must be a whole number 0..255, got ${duty}`);
    await this.link.command({ type: 'PWM', pin, value: duty });
    this.levels.set(pin, { kind: 'PWM', value: duty });
  }

  async tone(pin: number, hz: number, ms: number): Promise<void> {
    this.check(pin);
    if (hz !== 0 && (!Number.isInteger(hz) || hz < TONE_HZ.min || hz > TONE_HZ.max))
      throw new RangeError(`a tone is ${TONE_HZ.min}..${TONE_HZ.max} Hz, got ${hz}`);
    if (!Number.isInteger(ms) || ms < 0 || ms > TONE_MAX_MS) throw new RangeError(`a tone lasts 0..${TONE_MAX_MS} ms, got ${ms}`);
    await this.link.command({ type: 'TONE', pin, hz, ms });
  }

  private check(pin: number): void {
    const why = this.unavailable();
    if (why !== null) throw new Error(why);
    if (!USER_PINS.includes(pin)) throw new RangeError(`pin ${pin} is not free on the rig (free: ${USER_PINS.join(', ')})`);
  }

  private async restore(): Promise<void> {
    try {
      for (const [pin, mode] of this.modes) await this.link.command({ type: 'MODE', pin, mode });
      for (const [pin, l] of this.levels)
        await this.link.command(l.kind === 'DW' ? { type: 'DW', pin, value: l.value as 0 | 1 } : { type: 'PWM', pin, value: l.value });
      this.emit('ready');
    } catch {
      // The rig went away again; the next HELLO tries once more.
    }
  }
}
