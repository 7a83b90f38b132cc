// What the banner says while the rig (or a balance) is not connected: what happened, the next step
// (its USB cable; the server finds it again by itself), and that the game is kept and what still
// works meanwhile.
import type { DeviceInfo } from '#protocol';

/** The device as the players call it. */
export function deviceName(device: Pick<DeviceInfo, 'kind'>): string {
  return device.kind === 'rig' || device.kind === 'sim' || device.kind === 'emulator' ? 'rig' : 'balance';
}

/** The banner's sentences while the device is not connected (null once it is); `game`: one is on the table. */
export function deviceTrouble(device: Pick<DeviceInfo, 'kind' | 'state' | 'lastError'>, game: boolean): string[] | null {
  if (device.state === 'connected') return null;
  const name = deviceName(device);
  const words = [`The ${name} is ${device.state}${device.lastError ? `: ${device.lastError}` : ''}.`];
  if (device.state !== 'connecting') words.push(`Check its USB cable at both ends; it reconnects by itself.`);
  if (game)
    words.push(`The game is kept; the tablet's buttons work on, and cards and weighings wait for the ${name} or are entered by hand where the game offers it.`);
  return words;
}
