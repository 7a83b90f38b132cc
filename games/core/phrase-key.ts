// What a tablet needs of a game's phrases before the game's screens come down (a refusal the table
// sent, said from the catalogues: web-ui/src/i18n/said-phrase.ts): apart from phrase.ts, so that
// the shelf's first load does not carry the phrases' English renderer.

/** A message's values: names and words as strings, counts as numbers (for their plural). */
export type PhraseValues = Readonly<Record<string, string | number>>;

/** A phrase as the table sends it (beside a refusal's English): its message and values, a value that
 * is itself a phrase or a list sent the same way, so that the tablet says it in its language too. */
export type SentPhrase = { message: string; values: Record<string, SentValue> };
/** A list of names the tablet joins in its language (`Ann, Bob and Cy`; `unit`: commas alone). */
export type SentList = { list: string[]; type: 'conjunction' | 'disjunction' | 'unit' };
export type SentValue = string | number | SentPhrase | SentList;

/** The number styles a phrase's message may name (`{weight, number, grams}`), as the tablet's
 * language writes them (web-ui/src/i18n/said-phrase.ts hands them to Lingui): a weight in grams to
 * one decimal, with no grouping. */
export const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  grams: { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false },
};

/** The key a phrase's message has in a built tablet's catalogues (the tablet's own messages get a
 * short id from their place; a game's phrases, said from code the build does not rewrite, this):
 * FNV-1a of the English, in base 36, after a `~`. */
export function phraseKey(message: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) h = Math.imul(h ^ message.charCodeAt(i), 0x01000193) >>> 0;
  return `~${h.toString(36)}`;
}
