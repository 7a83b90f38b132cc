// What the device last said went wrong (DeviceInfo `lastError`, and `problem` beside it: its id and
// values, firmware-bridge/src/device-words.ts), in the tablet's language; a fault the device words
// only in English (a balance's, a calibration file's, an older server's) is said in its English. A
// port's path and what the operating system said of it stay as they are; the English words are the
// device's own.
import type { DeviceInfo } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
import { sayIt } from '../i18n/said.ts';

export const PROBLEM_WORDS: Readonly<Record<string, Msg>> = {
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
  'rig/hx-timeout': msg('HX711 on the {cup, select, left {left} right {right} other {{cup}}} cup does not answer'),
  'rig/hx-saturated': msg("the {cup, select, left {left} right {right} other {{cup}}} cup's load cell is at its limit (overloaded or miswired)"),
  'rig/rfid-absent': msg('RFID reader {reader} does not answer'),
  'rig/bad-command': msg('the rig could not read a command ({code})'),
  'rig/error': msg('rig error {code}'),
  'rig/firmware-newer': msg(
    "the rig's firmware {firmware} is newer than this Quartermaster (it speaks protocol {proto}, this Quartermaster {known}): update Quartermaster; until then the rig is used as protocol {known}",
  ),
  'rig/pins-unknown': msg('the rig has not said which firmware it runs yet'),
  'rig/no-pins': msg("the rig's firmware speaks protocol {proto}, which has no pins for a button, lights or a buzzer: flash firmware 1.1 or newer"),
  'rig/protocol-unknown': msg("the rig says it speaks protocol {proto}, which no Quartermaster knows: flash the rig's firmware again"),
};

/** The device's last problem in the tablet's language (undefined when it has none). */
export function deviceProblem(device: Pick<DeviceInfo, 'lastError' | 'problem'>): string | undefined {
  if (!device.lastError) return undefined;
  return device.problem ? sayIt(device.problem, PROBLEM_WORDS) : device.lastError;
}
