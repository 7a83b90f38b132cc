// The pairing news the server sends (protocol: PairingMsg, its `state` and `reason` the message's
// id, its `code`, `secondsLeft` and `button` the values), said in the tablet's language: the worked
// example of server words travelling as ids (docs/translating.md). A refusal's next step depends on
// whether the rig has a button, a lockout's on the seconds to wait: a message without that value (a
// lockout the limits plugin words) is said in the server's English.
import type { PairingMsg, Said } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
import { sayIt } from '../i18n/said.ts';

export const PAIRING_WORDS: Readonly<Record<string, Msg>> = {
  'pairing/paired': msg('This tablet is host, and stays host when the Quartermaster restarts.'),
  'pairing/withdrawn': msg('Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.'),
  'pairing/refused-restarted': msg(
    "This tablet is no longer the host: the Quartermaster was restarted and forgot it (each start makes a new host link). {button, select, yes {Ask to be host, then press the rig's button.} other {Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.}}",
  ),
  'pairing/refused-forgotten': msg(
    "This tablet is no longer the host: the host tablets were forgotten. {button, select, yes {Ask to be host, then press the rig's button.} other {Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.}}",
  ),
  'pairing/refused-replaced': msg(
    "This tablet is no longer the host: it was kept as host again with a new key, which this tablet holds now. {button, select, yes {Ask to be host, then press the rig's button.} other {Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.}}",
  ),
  'pairing/refused-unknown': msg(
    "This tablet is no longer the host: this table does not know it (it was paired with another table, or the table's data was reset). {button, select, yes {Ask to be host, then press the rig's button.} other {Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.}}",
  ),
  'pairing/refused-limited': msg("Too many wrong host keys from this tablet's address: try again in {seconds} s."),
  'pairing/refused-dropped': msg(
    "This tablet is no longer the host: the table keeps at most {keeps, plural, one {# host tablet} other {# host tablets}}, and this one was paired longest ago. {button, select, yes {Ask to be host, then press the rig's button.} other {Open the host link printed when the Quartermaster started, or the one quartermaster pair prints on its machine.}}",
  ),
  'pairing/ended-timed-out': msg("No one pressed the rig's button in time: ask again when someone is at the rig."),
  'pairing/ended-taken-back': msg('You took the ask back: this tablet stays a spectator.'),
  'pairing/ended-turned-down': msg('A host turned the ask down: this tablet stays a spectator.'),
};

/** The values each id's words need, where the server may not send them (an older message): said in its English then. */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  'pairing/refused-restarted': ['button'],
  'pairing/refused-forgotten': ['button'],
  'pairing/refused-replaced': ['button'],
  'pairing/refused-unknown': ['button'],
  'pairing/refused-limited': ['seconds'],
  'pairing/refused-dropped': ['button', 'keeps'],
};

/** A pairing message as the server's words: its id (`pairing/refused-limited`), its values, its English. */
export function pairingSaid(
  m: Pick<PairingMsg, 'state' | 'message'> & Partial<Pick<PairingMsg, 'reason' | 'code' | 'secondsLeft' | 'button' | 'keeps'>>,
): Said {
  const values: Said['values'] = {};
  if (m.code !== undefined) values.code = { code: m.code };
  if (m.secondsLeft !== undefined) values.seconds = { count: m.secondsLeft };
  if (m.button !== undefined) values.button = { code: m.button ? 'yes' : 'no' };
  if (m.keeps !== undefined) values.keeps = { count: m.keeps };
  return { id: `pairing/${m.state}${m.reason ? `-${m.reason}` : ''}`, values, text: m.message };
}

/** A pairing message in the tablet's language. */
export function pairingWords(m: Parameters<typeof pairingSaid>[0]): string {
  const said = pairingSaid(m);
  const lacks = (NEEDS[said.id] ?? []).some((need) => !said.values?.[need]);
  return lacks ? said.text : sayIt(said, PAIRING_WORDS);
}
