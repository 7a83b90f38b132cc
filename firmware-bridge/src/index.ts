// firmware-bridge's public face for the server, the CLI and the tests.
export type * from './device.ts';
export type { RigControl } from './rig-control.ts';
export { openDevice, type OpenDeviceOptions, type OpenedDevice } from './open-device.ts';
export { SimRig, type SimRigOptions } from './sim/simulated-rig.ts';
export { SimBalance, type SimBalanceOptions } from './sim/simulated-balance.ts';
export { RigDevice, describeRigError } from './devices/rig-device.ts';
export { BalanceDevice } from './balance/balance-device.ts';
export { CalibrationStore } from './devices/calibration-store.ts';
export { RigLink, CommandError } from './link/rig-link.ts';
export { exposeAsPty, type PtyLink } from './pty/pty.ts';
export { discoverRig } from './transport/discover.ts';
