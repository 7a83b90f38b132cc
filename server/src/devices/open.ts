// Opens the table's device through firmware-bridge: the simulated rig (default), the real
// firmware in the emulator, a rig on a serial port (or found automatically), or a device of
// another kind (a balance).
import type { DeviceKind, OpenDeviceOptions } from '../../../firmware-bridge/src/index.ts';
import { openDevice } from '../../../firmware-bridge/src/ports.ts';
import type { FirmwareSource, TableDevice } from './table-device.ts';

export interface OpenOptions {
  /** Serial port path of a real rig, or `auto`; undefined for the simulated (or emulated) rig. */
  port?: string;
  /** Starts the emulated firmware on a pty (server/cli/emulator.ts); used when there is no port. */
  emulate?: OpenDeviceOptions['emulate'];
  /** A device of this kind (firmware-bridge's device-kinds.ts: a balance) instead of the rig. */
  balance?: DeviceKind;
  /** The data directory: calibrations are kept under it. */
  dataDir: string;
  /** The firmware this companion brings, offered to a rig on a port (or the emulated one) when its own is older. */
  firmware?: FirmwareSource;
}

export async function openTableDevice(opts: OpenOptions): Promise<TableDevice> {
  const opened = await openDevice({
    dataDir: opts.dataDir,
    // Without a port, the device of another kind is simulated too (a balance: a single pan, no card reader).
    ...(opts.port !== undefined ? { port: opts.port } : opts.emulate ? { emulate: opts.emulate } : { sim: true }),
    ...(opts.balance ? { balance: opts.balance } : {}),
  });
  const flashable = opts.firmware && !opts.balance && (opts.port !== undefined || opts.emulate);
  return { device: opened.device, rig: opened.rig, close: () => opened.close(), ...(flashable && opts.firmware ? { firmware: opts.firmware } : {}) };
}
