// The emulated rig: the real firmware in avr8js with models of its chips (see rig.ts).
export { startEmulatedRig, type EmulatedRig, type EmulatedRigOptions } from './rig.ts';
export { startEmulatedRigOnPty, type EmulatedRigOnPty, type EmulatedBootloader, type EmulatedRigOnPtyOptions } from './pty-rig.ts';
export type { BootloaderOptions } from './boot-line.ts';
export { ensureFirmwareHex, builtFirmwareVersion, DEFAULT_HEX, BUILD_REPORT } from './firmware-hex.ts';
export { RIG_FAULTS, faultOptions, isRigFault, type RigFault } from './faults.ts';
