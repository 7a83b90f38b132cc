// Opens the device the user asked for: the simulated rig (default), the real firmware in the
// emulator behind a pty, a rig on a serial port (or found automatically), or a device of another
// kind (device-kinds.ts: the commercial balances) on a serial port, or simulated.
// The caller starts the device; close() also stops whatever was started for it (sim, emulator, pty).
import { SerialPort } from 'serialport';
import type { Device } from './device.ts';
import type { RigControl } from './rig-control.ts';
import { SimRig, type SimRigOptions } from './sim/simulated-rig.ts';
import { DuplexChannel } from './transport/channel.ts';
import { SerialChannel } from './transport/serial-channel.ts';
import { discoverRig, type PortInfo } from './transport/discover.ts';
import { RigDevice } from './devices/rig-device.ts';
import { CalibrationStore, type RigCalibration } from './devices/calibration-store.ts';
import type { DeviceKind, SimulationOptions } from './device-kind.ts';

export interface OpenDeviceOptions {
  /** A serial port path, or 'auto' to look for a rig by USB id and HELLO. */
  port?: string;
  /** The simulated rig; with `balance`, a simulated device of that kind. */
  sim?: boolean | SimRigOptions | SimulationOptions;
  /** Starts the real firmware in an emulator behind a pty. Injected by the program that composes the
   * parts (server/cli), so the bridge never depends on the emulator. */
  emulate?: () => Promise<EmulatedRigOnPty>;
  /** With `port` or `sim`: a device of this kind (a commercial balance) instead of the rig. */
  balance?: DeviceKind;
  /** Serial speed; 115200 for the rig, by default the kind's for another device. */
  baudRate?: number;
  /** Where calibrations are stored (`<dataDir>/calibration/`). */
  dataDir: string;
}

/** A rig (emulated firmware) reachable on a pty path, with the hands of RigControl. */
export interface EmulatedRigOnPty extends RigControl {
  readonly path: string;
  close(): Promise<void>;
}

export interface OpenedDevice {
  device: Device;
  /** The hands on a simulated or emulated rig (the tablet's virtual-rig panel); null on real hardware. */
  rig: RigControl | null;
  /** The simulated rig with its conveniences (addPiece, tapCard, …), when it is one. */
  sim: SimRig | null;
  close(): Promise<void>;
}

/** What the simulated or emulated rig was built with is also what its device starts calibrated to. */
function calibrationOf(rig: RigControl): RigCalibration {
  return [0, 1].map((ch) => ({ offset: rig.calibration.offset[ch]!, countsPerGram: rig.calibration.countsPerGram[ch]! })) as RigCalibration;
}

export async function openDevice(options: OpenDeviceOptions): Promise<OpenedDevice> {
  const store = new CalibrationStore(options.dataDir);
  const chosen = [options.port !== undefined, !!options.sim, !!options.emulate].filter(Boolean).length;
  if (chosen > 1) throw new Error('choose one of a port, the simulated rig or the emulator');
  if (options.balance && options.port === undefined && !options.sim) throw new Error('a balance needs a serial port (--port PATH)');

  if (options.emulate) {
    const rig = await options.emulate();
    const channel = new SerialChannel({ path: rig.path });
    const device = new RigDevice({ kind: 'emulator', channel, identity: 'emulator', store, defaults: calibrationOf(rig) });
    return { device, rig, sim: null, close: async () => (await device.stop(), await rig.close()) };
  }

  if (options.port !== undefined) {
    let path = options.port;
    let info: PortInfo | undefined;
    if (path === 'auto') {
      const found = await discoverRig();
      if (!found.found) throw new Error(`no rig found: ${found.problems.join('; ')}`);
      info = found.found;
      path = info.path;
    } else {
      info = (await SerialPort.list().catch(() => [] as PortInfo[])).find((p) => p.path === path);
    }
    // A USB serial number names the board wherever it is plugged in; else the path does.
    const identity = info?.serialNumber ? `usb-${info.vendorId ?? ''}-${info.serialNumber}` : `port-${path}`;
    const kind = options.balance;
    const channel = new SerialChannel({ path, baudRate: options.baudRate ?? kind?.baudRate ?? 115200 });
    const device = kind ? kind.open({ channel, identity: `${kind.id}-${identity}`, store }) : new RigDevice({ kind: 'rig', channel, identity, store });
    return { device, rig: null, sim: null, close: () => device.stop() };
  }

  if (options.balance) {
    const kind = options.balance;
    const balance = kind.simulate(typeof options.sim === 'object' ? options.sim : {});
    const device = kind.open({ channel: new DuplexChannel(balance.serial, 'sim-balance'), identity: `sim-${kind.id}`, store });
    return { device, rig: balance, sim: null, close: async () => (await device.stop(), await balance.close()) };
  }

  const sim = new SimRig(typeof options.sim === 'object' ? options.sim : {});
  const device = new RigDevice({ kind: 'sim', channel: new DuplexChannel(sim.serial, 'sim'), identity: 'sim', store, defaults: calibrationOf(sim) });
  return { device, rig: sim, sim, close: async () => (await device.stop(), await sim.close()) };
}
