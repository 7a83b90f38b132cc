// The other half of firmware-bridge's public face (index.ts): what opens a port. Loading it loads
// serialport's native bindings (and a pty needs socat), so it stands apart: the server's pure code
// and unit tests load index.ts only.
export { openDevice } from './open-device.ts';
export { discoverRig } from './transport/discover.ts';
export { exposeAsPty } from './pty/pty.ts';
export { flashRig, BOOTLOADER_SPEEDS, type FlashEvent, type FlashOptions, type FlashProblem, type FlashResult } from './flash/flash-rig.ts';
export { listSerialPorts } from './flash/list-ports.ts';
export { isServe, portHolders } from './flash/port-holders.ts';
