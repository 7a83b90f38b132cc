// What a table session gets from firmware-bridge: a Device (samples, tags, status) and, on a
// simulated rig, its RigControl, which the tablet's virtual-rig panel drives.
import type { Device, RigControl } from '../../../firmware-bridge/src/index.ts';

export interface TableDevice {
  device: Device;
  /** Present on a simulated rig only. */
  rig: RigControl | null;
  close(): Promise<void>;
}
