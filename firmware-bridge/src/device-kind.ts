// A kind of device the table opens instead of the rig (today: commercial single-pan balances):
// what `--balance KIND` names, what the help says of it, and how it is opened on a serial port or
// simulated. The kinds are listed once, in device-kinds.ts; docs/adding-a-device.md adds one.
import type { Duplex } from 'node:stream';
import type { CalibrationStore } from './devices/calibration-store.ts';
import type { Device } from './device.ts';
import type { RigControl } from './rig-control.ts';
import type { SimulationOptions } from './sim/simulated-balance.ts';
import type { ByteChannel } from './transport/channel.ts';

export type { SimulationOptions };

/** The rig's own kinds (a rig on a port, the simulated rig, the emulated rig): no device kind takes these ids. */
export const RIG_KINDS: readonly string[] = ['rig', 'sim', 'emulator'];

export interface DeviceKind {
  /** Its name on the command line and the Device's `kind`: lower-case letters, digits and '-'. */
  readonly id: string;
  /** What it is, for the help: "a Mettler Toledo balance (MT-SICS)". */
  readonly what: string;
  /** The serial speed when none is given. */
  readonly baudRate: number;
  /** Its driver over a byte channel: a serial port, or the line of the simulated one. `identity`
   * names the device for its stored calibration. */
  open(o: { channel: ByteChannel; identity: string; store: CalibrationStore }): Device;
  /** A simulated one: its serial line, and the hands that load it (the tablet's virtual-rig panel). */
  simulate(options: SimulationOptions): SimulatedDevice;
}

export interface SimulatedDevice extends RigControl {
  readonly serial: Duplex;
}
