// Opens the table's device: a real rig on a serial port, or the simulated rig.
import type { TableDevice } from './table-device.ts';
import { fakeTableDevice } from './fake-rig.ts';

export interface OpenOptions {
  /** Serial port path of a real rig; undefined for the simulated rig. */
  port?: string;
}

export async function openTableDevice(opts: OpenOptions): Promise<TableDevice> {
  if (opts.port !== undefined) throw new Error(`a real rig on ${opts.port}: the serial driver (firmware-bridge) is not wired in yet`);
  // Until firmware-bridge's device driver lands: the in-memory stand-in, streaming at 10 samples/s.
  return fakeTableDevice({ rate: 10 });
}
