// The test-and-demo handle on a rig that is not a real one: the simulated rig (TypeScript) and
// the emulated rig (real firmware in avr8js) both implement it, so one conformance suite and
// one tablet "virtual rig" panel drive either.
import type { Duplex } from 'node:stream';

export interface RigControl {
  /** The host side of the rig's serial line: read what the rig sends, write commands. */
  readonly serial: Duplex;
  /** Exact raw 24-bit counts a channel converts from now on (clamped; noise is added if enabled). */
  setRaw(channel: 0 | 1, counts: number): void;
  /** Load in grams, turned into counts by the rig's calibration (offset + countsPerGram). */
  setGrams(channel: 0 | 1, grams: number): void;
  readonly calibration: { offset: [number, number]; countsPerGram: [number, number] };
  /** Noise off (exact values, for conformance) or a realistic load-cell model. */
  setNoise(enabled: boolean): void;
  /** The HX711 of a channel answers or not (a missing chip never signals ready). */
  setChannelPresent(channel: 0 | 1, present: boolean): void;
  /** Puts a tag (8 or 14 hex digits) on a reader, or takes it off. */
  placeTag(reader: 0 | 1, uid: string): void;
  removeTag(reader: 0 | 1): void;
  /** Simulates the USB cable being pulled (the serial line goes dead) and plugged back (the rig reboots). */
  unplug(): void;
  plug(): void;
  /** Protocol 2 rigs: what is wired to a user pin drives it (a pressed button pulls it low);
   * null lets it float (a pull-up then reads high). Absent on a rig without user pins. */
  driveInput?(pin: number, high: boolean | null): void;
  /** Protocol 2 rigs: the user pins the firmware drives as outputs, for lights and a buzzer. */
  pinOutputs?(): Map<number, PinOutput>;
  /** Stops the rig and frees its resources. */
  close(): Promise<void>;
}

/** An output pin as the outside world sees it: level 0..1 (PWM as its duty), and a tone if one plays. */
export interface PinOutput {
  mode: 'OUT' | 'PWM';
  level: number;
  toneHz: number;
  /** Whether a person sees the light lit or hears the buzzer, where the rig models what is wired
   * (an LED the wrong way round stays dark at any level); absent: as the level and tone say. */
  seen?: boolean;
}
