// `--emulate`: the real firmware in the avr8js emulator behind a pty. Wired here, where the program
// is composed, and loaded only when asked for (it needs the built firmware and avr8js).
import type { EmulatedRigOnPty } from '../../firmware-bridge/src/open-device.ts';

export async function startEmulator(): Promise<EmulatedRigOnPty> {
  const { startEmulatedRigOnPty } = await import('../../hardware/emulator/index.ts');
  return startEmulatedRigOnPty({ pace: 'realtime', noise: true });
}
