// What the server says (protocol/said.ts), said in the tablet's language: the words this tablet
// knows for the message's id, its parameters put in as each is written (a count through the
// language's plural, a weight with its decimal comma, a name as it is); an id the tablet does not
// know yet is said in the server's English.
import type { Said, SaidValue } from '#protocol';
import { grams } from './format.ts';
import { type Msg, t } from './i18n.ts';

/** A parameter as its message takes it: a count stays a number (for its plural), a weight is written. */
function value(v: SaidValue): string | number {
  if ('count' in v) return v.count;
  if ('grams' in v) return grams(v.grams);
  if ('player' in v) return v.player;
  if ('card' in v) return v.card;
  if ('rule' in v) return v.rule;
  return v.code;
}

/** `said` in the tablet's language, by `words` (the message ids this part of the tablet knows). */
export function sayIt(said: Said, words: Readonly<Record<string, Msg>>): string {
  const message = words[said.id];
  if (!message) return said.text;
  return t(message, Object.fromEntries(Object.entries(said.values ?? {}).map(([k, v]) => [k, value(v)])));
}
