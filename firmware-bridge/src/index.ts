// firmware-bridge's public face: what the server, its CLI and their tests may import of the bridge,
// with ports.ts beside it (test/layout/bridge-face.test.ts holds server/ to the two). Loading this
// file opens nothing and loads no serial-port library (what opens ports is in ports.ts), so the
// server's unit tests load it freely.

// Devices: what the server sees of the rig or a balance, and how one is opened.
export type * from './device.ts';
export type { PinPort } from './devices/rig-pins.ts';
export type { EmulatedRigOnPty, OpenDeviceOptions, OpenedDevice } from './open-device.ts';
export { RIG_KINDS, type DeviceKind, type SimulatedDevice, type SimulationOptions } from './device-kind.ts';
export { deviceKinds, kindChoice, kindLines, kindsOf, type DeviceKinds } from './device-kinds.ts';
export { balanceKind } from './balance/balance-kind.ts';
export type { BalanceAnswer, BalanceFormat, Shown } from './balance/balance-format.ts';
export { toGrams, type BalanceReading, type ParsedReading } from './balance/reading.ts';
export { RigDevice, describeRigError } from './devices/rig-device.ts';
export { BalanceDevice } from './balance/balance-device.ts';
export { CalibrationStore } from './devices/calibration-store.ts';
export { RigLink, CommandError } from './link/rig-link.ts';

// The rig's stand-ins and the hands on them (RigControl): the simulated rig and balance.
export type { RigControl } from './rig-control.ts';
export { SimRig, type SimRigOptions } from './sim/simulated-rig.ts';
export { SimBalance, type SimBalanceOptions } from './sim/simulated-balance.ts';
export { LoadCellNoise } from './sim/noise.ts';
export type { PtyLink } from './pty/pty.ts';

// Flashing the rig's firmware: which port, and whether the image fits (ports.ts flashes).
export { boardPorts, chooseBoardPort, FLASH_BOARD_IDS, type PortChoice } from './flash/board-ports.ts';
export { hexImage, NANO_PROGRAM_BYTES, tooBigProblem, type HexImage } from './flash/hex-image.ts';
export type { PortInfo } from './transport/discover.ts';

// The rig's own parts (button, lights, buzzer) for johnny-five.
export { RigIO } from './johnny-five/rig-io.ts';
export { rigPiezoController } from './johnny-five/rig-piezo.ts';

// The rig's self-test (`quartermaster check`, the tablet's Check tab).
export {
  FULL_PLAN,
  QUICK_PLAN,
  runCheck,
  stepWords,
  type CheckClock,
  type CheckHands,
  type CheckPlan,
  type CheckProgress,
  type CheckStep,
  type StepAnswer,
} from './check/run-check.ts';
export type { CheckRecording, CheckReport, Finding, RawSample } from './check/recording.ts';
export { emulatorClock, simClock, virtualHands } from './check/virtual-hands.ts';
export { reportText } from './check/analyse.ts';
