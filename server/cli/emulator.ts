// `--emulate`: the real firmware in the avr8js emulator behind a pty. Wired here, where the program
// is composed, and loaded only when asked for (it needs the built firmware and avr8js).
import type { EmulatedRigOnPty } from '../../firmware-bridge/src/index.ts';
import type { FirmwareSource } from '../src/devices/table-device.ts';
import type { EmulatedRigOnPty as EmulatedWithClock, RigFault } from '../../hardware/emulated-rig/index.ts';

export async function startEmulator(): Promise<EmulatedRigOnPty> {
  const { startEmulatedRigOnPty } = await import('../../hardware/emulated-rig/index.ts');
  // With its bootloader, as a Nano has: the tablet's firmware update can flash it.
  return startEmulatedRigOnPty({ pace: 'realtime', noise: true, bootloader: {} });
}

/** The firmware this companion brings (hardware/firmware), for the tablet's firmware update. */
export async function firmwareSource(): Promise<FirmwareSource> {
  const { builtFirmwareVersion, ensureFirmwareHex } = await import('../../hardware/emulated-rig/firmware-hex.ts');
  return { version: builtFirmwareVersion(), hexPath: ensureFirmwareHex };
}

/** For `check --emulate`: at full speed (the check waits on the rig's own clock), with faults built in. */
export async function startCheckEmulator(faults: readonly RigFault[]): Promise<EmulatedWithClock> {
  const { startEmulatedRigOnPty, faultOptions } = await import('../../hardware/emulated-rig/index.ts');
  return startEmulatedRigOnPty({ pace: 'fast', noise: true, ...faultOptions(faults) });
}
