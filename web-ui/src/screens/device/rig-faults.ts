// The rig's own faults (a cup's HX711, the reader, a command, its firmware, its pins) as the rig's
// driver words them (firmware-bridge/src/device-words.ts), in the tablet's language: the Device
// screen's words, beside the link's (parts/device-problem.ts) that the banner says too.
import type { DeviceInfo } from '#protocol';
import { type Msg, msg } from '../../i18n/i18n.ts';
import { sayIt } from '../../i18n/said.ts';
import { deviceProblem, LINK_WORDS } from '../../parts/device-problem.ts';
import { partsSentence } from '../../parts/RigParts.tsx';

const FAULT_WORDS: Readonly<Record<string, Msg>> = {
  ...LINK_WORDS,
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

/** The device's last problem, in the tablet's language. */
export const rigFault = (device: Pick<DeviceInfo, 'lastError' | 'problem'>): string | undefined => deviceProblem(device, FAULT_WORDS);

/** Which of the rig's button, lights and buzzer answered, or why they cannot, in the tablet's language. */
export function partsWords(parts: NonNullable<DeviceInfo['parts']>): string {
  return parts.state === 'unavailable' && parts.said ? sayIt(parts.said, FAULT_WORDS) : partsSentence(parts);
}
