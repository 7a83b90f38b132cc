// vitest globalSetup: the rig firmware built once before the test files start, or found up to date
// (`npm test` builds it in a step before vitest). Every emulated rig and the firmware tests then
// use hardware/firmware/build/; none builds it again.
import { ensureFirmwareHex } from '../../hardware/emulated-rig/firmware-hex.ts';

export default function setup(): void {
  ensureFirmwareHex();
}
