// What the server says (protocol/said.ts), said in the tablet's language: the words this tablet
// knows for the message's id, its parameters put in as each is written (a count through the
// language's plural, a weight with its decimal comma, a name as it is); an id the tablet does not
// know yet is said in the server's English.
import type { Said, SaidValue } from '#protocol';
import { grams } from './format.ts';
import { type Msg, t, type Values } from './i18n.ts';
import { sayPhrase } from './said-phrase.ts';

/** A parameter as its message takes it: a count stays a number (for its plural), a weight is
 * written, a game's sentence said from its catalogue (null where no catalogue loaded holds it). */
function value(v: SaidValue): string | number | null {
  if ('phrase' in v) return sayPhrase(v.phrase, '') || null;
  if ('count' in v) return v.count;
  if ('grams' in v) return grams(v.grams);
  if ('player' in v) return v.player;
  if ('card' in v) return v.card;
  if ('rule' in v) return v.rule;
  return v.code;
}

/** `said` in the tablet's language, by `words` (the message ids this part of the tablet knows);
 * `more`: values the tablet works out itself (from the status beside it). */
export function sayIt(said: Said, words: Readonly<Record<string, Msg>>, more: Values = {}): string {
  const message = words[said.id];
  if (!message) return said.text;
  const values = Object.entries(said.values ?? {}).map(([k, v]) => [k, value(v)] as const);
  // A game's sentence no catalogue loaded holds: the whole sentence in the server's English.
  if (values.some(([, v]) => v === null)) return said.text;
  return t(message, { ...Object.fromEntries(values), ...more } as Values);
}
