// The user pins of a rig without firmware (the simulated rig), as hardware/firmware's
// user_pins.cpp keeps them: modes, outputs, tones, and inputs debounced over 20 ms of rig time.
import { PWM_PINS, TONE_HZ, USER_PINS, type PinMode } from '../protocol/commands.ts';
import type { PinOutput } from '../rig-control.ts';

const DEBOUNCE_MS = 20;

interface PinState {
  mode: PinMode;
  /** Output level (0/1) or PWM duty (0..255). */
  out: number;
  toneHz: number;
  toneUntil: number;
  /** What the outside world drives an input to; a pull-up reads 1 when nothing drives it. */
  driven: boolean | null;
  stable: 0 | 1;
  seen: 0 | 1;
  since: number;
}

export class SimUserPins {
  private readonly pins = new Map<number, PinState>();
  private readonly external = new Map<number, boolean>();

  /** False for a pin the host may not use, or PWM on a pin without it. */
  setMode(pin: number, mode: PinMode, now: number): boolean {
    if (!USER_PINS.includes(pin) || (mode === 'PWM' && !PWM_PINS.includes(pin))) return false;
    // A repeated MODE (the host retries unanswered commands) changes nothing, as in the firmware.
    if (this.pins.get(pin)?.mode === mode) return true;
    const s: PinState = { mode, out: 0, toneHz: 0, toneUntil: 0, driven: this.external.get(pin) ?? null, stable: 0, seen: 0, since: now };
    s.stable = s.seen = this.read(s);
    this.pins.set(pin, s);
    return true;
  }

  level(pin: number): 0 | 1 {
    return this.pins.get(pin)?.stable ?? 0;
  }

  write(pin: number, value: 0 | 1): boolean {
    const s = this.pins.get(pin);
    if (s?.mode !== 'OUT') return false;
    s.out = value;
    s.toneHz = 0;
    return true;
  }

  pwm(pin: number, duty: number): boolean {
    const s = this.pins.get(pin);
    if (s?.mode !== 'PWM') return false;
    s.out = duty;
    return true;
  }

  tone(pin: number, hz: number, ms: number, now: number): boolean {
    const s = this.pins.get(pin);
    if (s?.mode !== 'OUT') return false;
    if (hz === 0) {
      s.toneHz = 0;
      s.out = 0;
      return true;
    }
    if (hz < TONE_HZ.min) return false;
    s.toneHz = hz;
    s.toneUntil = ms === 0 ? Number.POSITIVE_INFINITY : now + ms;
    return true;
  }

  /** What is wired to the pin drives it high or low (null: nothing, a pull-up reads high). */
  drive(pin: number, high: boolean | null): void {
    if (high === null) this.external.delete(pin);
    else this.external.set(pin, high);
    const s = this.pins.get(pin);
    if (s) s.driven = high;
  }

  /**
   * Whether `poll` has anything to do: an input to debounce or a timed tone to end. The rig's clock
   * skips the polls otherwise (they were 200 steps a second of rig time for nothing).
   */
  watching(): boolean {
    for (const s of this.pins.values()) if (s.mode === 'IN' || s.mode === 'PULLUP' || (s.toneHz && s.toneUntil !== Number.POSITIVE_INFINITY)) return true;
    return false;
  }

  /** Advances to `now`; returns the inputs whose debounced level changed. */
  poll(now: number): { pin: number; high: boolean }[] {
    const changed: { pin: number; high: boolean }[] = [];
    for (const [pin, s] of this.pins) {
      if (s.toneHz && now >= s.toneUntil) s.toneHz = 0;
      if (s.mode !== 'IN' && s.mode !== 'PULLUP') continue;
      const v = this.read(s);
      if (v !== s.seen) {
        s.seen = v;
        s.since = now;
      } else if (v !== s.stable && now - s.since >= DEBOUNCE_MS) {
        s.stable = v;
        changed.push({ pin, high: v === 1 });
      }
    }
    return changed;
  }

  outputs(): Map<number, PinOutput> {
    const out = new Map<number, PinOutput>();
    for (const [pin, s] of this.pins) {
      if (s.mode === 'OUT' || s.mode === 'PWM') out.set(pin, { mode: s.mode, level: s.mode === 'PWM' ? s.out / 255 : s.out, toneHz: s.toneHz });
    }
    return out;
  }

  /** A reboot: every pin back to an input without pull-up. */
  reset(): void {
    this.pins.clear();
  }

  private read(s: PinState): 0 | 1 {
    if (s.driven !== null) return s.driven ? 1 : 0;
    return s.mode === 'PULLUP' ? 1 : 0;
  }
}
