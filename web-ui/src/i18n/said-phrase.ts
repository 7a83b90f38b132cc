// A game's sentence the table sent (a refusal, games/core/phrase.ts) said in the tablet's language
// from the catalogues loaded: apart from phrase.ts, as the shell's connection needs only this (the
// game's texts come down with its screens).
import { i18n } from '@lingui/core';
import type { SaidPhrase } from '#protocol';
import { type PhraseValues, phraseKey } from '#games';

/** `id` from the catalogues (by its built key, else its English), or null where none holds it. */
export function fromCatalogue(id: string, values: PhraseValues): string | null {
  const key = phraseKey(id);
  const messages = i18n.messages;
  if (key in messages) return i18n._(key, { ...values });
  if (id in messages) return i18n._(id, { ...values });
  return null;
}

/** A game's sentence the table sent (a refusal): in the tablet's language where its catalogue holds it, else `english`. */
export function sayPhrase(phrase: SaidPhrase | undefined, english: string): string {
  return (phrase && fromCatalogue(phrase.message, phrase.values)) ?? english;
}
