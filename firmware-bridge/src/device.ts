// What the server sees of any scale/reader device: the rig (two cups + RFID), a commercial
// single-pan balance, or the simulated rig. Drivers implement this; the server never sees bytes.
import type { EventEmitter } from 'node:events';
import type { PinPort } from './devices/rig-pins.ts';
import type { LinkCounters } from './link/link-counters.ts';
import type { DeviceWords } from './device-words.ts';

/** Cup index: 0 = left cup, 1 = right cup. A single-pan balance only has cup 0. */
export type Cup = 0 | 1;

export interface ScaleSample {
  cup: Cup;
  /** Host receive time, ms (performance.now() based, monotonic). */
  t: number;
  /** Device timestamp in ms, when the device sends one. */
  deviceT?: number;
  /** Raw ADC counts (rig) or the balance's reading in grams (commercial balance). */
  raw: number;
  /** Calibrated grams with tare applied; null until the cup is calibrated. */
  grams: number | null;
  /** The ADC is at one of its extremes, or the balance reports overload. */
  saturated: boolean;
  /** Commercial balances say whether a reading is stable; the rig does not (undefined). */
  stable?: boolean;
}

export interface TagEvent {
  reader: number;
  /** Upper-case hex UID, 8 or 14 digits. */
  uid: string;
  present: boolean;
  t: number;
}

export type { LinkCounters };
export type { DeviceWords };

export type LinkState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';

export interface DeviceStatus {
  state: LinkState;
  /** The port path, `sim`, or `emulator`. */
  port: string | null;
  /** From the device's HELLO, when it sent one. */
  firmware?: { proto: number; fw: string; board: string; caps: string[] };
  /** Per cup: calibrated or not. */
  calibrated: [boolean, boolean];
  counters: LinkCounters;
  /** Last error in words, e.g. "cable unplugged", "HX711 on the right cup does not answer". */
  lastError?: string;
  /** `lastError` as an id and values, for each tablet's language (where the device words it so). */
  problem?: DeviceWords;
}

export interface DeviceError {
  code: string;
  detail?: string;
  message: string;
  t: number;
}

export interface DeviceEvents {
  sample: [ScaleSample];
  tag: [TagEvent];
  status: [DeviceStatus];
  error: [DeviceError];
}

export interface Device extends EventEmitter<DeviceEvents> {
  /** 'rig', 'sim' or 'emulator' (RIG_KINDS), or the id of a device kind of device-kinds.ts. */
  readonly kind: string;
  /** 2 for the rig, 1 for a single-pan balance (the weigh-off then weighs one side after the other). */
  readonly cups: 1 | 2;
  readonly hasReader: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): DeviceStatus;
  /** Takes the current reading of the cup(s) as zero. */
  tare(cup?: Cup): Promise<void>;
  /** With `grams` of known weight in the cup (after a tare), sets the counts-per-gram factor. */
  calibrate(cup: Cup, grams: number): Promise<void>;
  /** The rig's user pins (protocol 2: a button, lights, a buzzer); absent on a balance. */
  readonly pins?: PinPort;
  /** 10 or 80 samples/s where the device supports it. */
  setRate?(samplesPerSecond: 10 | 80): Promise<void>;
}
