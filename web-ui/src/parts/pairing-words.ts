// The pairing news the server sends (protocol: PairingMsg, its `state` and `reason` the message's
// id, its `code` and `secondsLeft` the values), said in the tablet's language: the worked example of
// server words travelling as ids (docs/translating.md). The ids whose words need more than the
// message carries (a refusal's next step depends on whether the rig has a button) are said in the
// server's English until the server sends their values.
import type { PairingMsg, Said } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
import { sayIt } from '../i18n/said.ts';

export const PAIRING_WORDS: Readonly<Record<string, Msg>> = {
  'pairing/paired': msg('This tablet is host, and stays host when the Quartermaster restarts.'),
  'pairing/withdrawn': msg('Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.'),
};

/** A pairing message as the server's words: its id (`pairing/refused-limited`), its values, its English. */
export function pairingSaid(m: Pick<PairingMsg, 'state' | 'message'> & Partial<Pick<PairingMsg, 'reason' | 'code' | 'secondsLeft'>>): Said {
  const values: Said['values'] = {};
  if (m.code !== undefined) values.code = { code: m.code };
  if (m.secondsLeft !== undefined) values.seconds = { count: m.secondsLeft };
  return { id: `pairing/${m.state}${m.reason ? `-${m.reason}` : ''}`, values, text: m.message };
}

/** A pairing message in the tablet's language. */
export const pairingWords = (m: Parameters<typeof pairingSaid>[0]): string => sayIt(pairingSaid(m), PAIRING_WORDS);
