// The rig's link state in the players' words, in the tablet's language (the protocol's words are
// ids: `connecting`, `connected`, `disconnected`, `reconnecting`).
import type { DeviceInfo } from '#protocol';
import { msg, t } from '../i18n/i18n.ts';

const STATES = {
  connecting: msg('connecting'),
  connected: msg('connected'),
  disconnected: msg('disconnected'),
  reconnecting: msg('reconnecting'),
} as const;

/** A device's state as said beside its name ("connected"). */
export function deviceState(state: DeviceInfo['state']): string {
  return t(STATES[state]);
}
