// A game's sentence the table sent (a refusal, games/core/phrase.ts) said in the tablet's language
// from the catalogues loaded: apart from phrase.ts, as the shell's connection needs only this (the
// game's texts come down with its screens).
import { i18n } from '@lingui/core';
import type { SaidPhrase } from '#protocol';
import { NUMBER_STYLES, type PhraseValues, phraseKey, type SentList, type SentValue } from '#games';
import { list } from './format.ts';
import { language } from './i18n.ts';

/** `id` from the catalogues (by its built key, else its English), or null where none holds it. */
export function fromCatalogue(id: string, values: PhraseValues): string | null {
  const key = phraseKey(id);
  const messages = i18n.messages;
  // A weight in the message (`{weight, number, grams}`) in the language's digits.
  const formats = { ...NUMBER_STYLES };
  if (key in messages) return i18n._(key, { ...values }, { formats });
  if (id in messages) return i18n._(id, { ...values }, { formats });
  return null;
}

/** A value sent inside a sentence: a name or number as it is, a list joined in the tablet's language, a sentence said. */
function sayValue(v: SentValue): string | number {
  if (typeof v !== 'object') return v;
  if ('list' in v) return language() === 'en' ? englishList(v.list, v.type) : list(v.list, v.type);
  const values = valuesOf(v.values);
  // A sentence no catalogue loaded holds: its English, its plain placeholders filled.
  return fromCatalogue(v.message, values) ?? v.message.replace(/\{(\w+)\}/g, (whole, k: string) => String(values[k] ?? whole));
}

/** A list as the game joins it in English (no comma before its last item; a `unit` list by commas alone). */
function englishList(items: readonly string[], type: SentList['type']): string {
  const word = type === 'conjunction' ? ' and ' : type === 'disjunction' ? ' or ' : ', ';
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${word}${items.at(-1)}`;
}

const valuesOf = (values: SaidPhrase['values']): PhraseValues => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, sayValue(v)]));

/** A game's sentence the table sent (a refusal): in the tablet's language where its catalogue holds
 * it, its values that are sentences or lists said too; else `english` (in English, always). */
export function sayPhrase(phrase: SaidPhrase | undefined, english: string): string {
  if (!phrase || language() === 'en') return english;
  return fromCatalogue(phrase.message, valuesOf(phrase.values)) ?? english;
}

/** A text the table sent as the English of a message with no values (a game's option, a first
 * game's line): in the tablet's language where a catalogue loaded holds it, else as it is. */
export const sayMessage = (text: string): string => fromCatalogue(text, {}) ?? text;
