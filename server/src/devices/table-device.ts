// What a table session gets from firmware-bridge: a Device (samples, tags, status) and, on a
// simulated rig, its RigControl, which the tablet's virtual-rig panel drives.
import type { Device, RigControl } from '../../../firmware-bridge/src/index.ts';

export interface TableDevice {
  device: Device;
  /** Present on a simulated rig only. */
  rig: RigControl | null;
  close(): Promise<void>;
  /** The firmware this companion brings for the rig, when it can write it (a rig on a serial port). */
  firmware?: FirmwareSource;
}

export interface FirmwareSource {
  /** The version the firmware says in its HELLO. */
  version: string;
  /** Its image (Intel HEX), built when missing or stale; throws with the build's words. */
  hexPath(): string;
}
