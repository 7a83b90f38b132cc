// What the device last said went wrong (DeviceInfo `lastError`, and `problem` beside it: its id and
// values, firmware-bridge/src/device-words.ts), in the tablet's language; a fault the device words
// only in English (a balance's, a calibration file's, an older server's) is said in its English. A
// port's path and what the operating system said of it stay as they are; the English words are the
// device's own. The rig's own faults, shown on the Device screen, are that screen's words
// (screens/device/rig-faults.ts), so the shelf's first load does not carry them.
import type { DeviceInfo } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
import { sayIt } from '../i18n/said.ts';

/** The link's words, and the rig's going quiet: what the banner says while the rig is not connected. */
export const LINK_WORDS: Readonly<Record<string, Msg>> = {
  'link/unplugged': msg('cable unplugged'),
  'link/closed': msg('closed'),
  'link/lent-out': msg('the port is lent out'),
  'link/taken-back': msg('the port is taken back'),
  'link/gone': msg('device disappeared (cable unplugged?)'),
  'link/port-closed': msg('port closed (cable unplugged?)'),
  'link/cannot-open': msg('cannot open {port}: {why}'),
  'link/serial-error': msg('serial error: {why}'),
  'rig/silent': msg('no data from the rig for {seconds} s'),
  'rig/no-hello': msg('no answer to ID: {why}'),
  'rig/restarted': msg('the rig restarted'),
};

/** The device's last problem in the tablet's language by `words` (undefined when it has none). */
export function deviceProblem(device: Pick<DeviceInfo, 'lastError' | 'problem'>, words: Readonly<Record<string, Msg>> = LINK_WORDS): string | undefined {
  if (!device.lastError) return undefined;
  return device.problem ? sayIt(device.problem, words) : device.lastError;
}
