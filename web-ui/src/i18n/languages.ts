// The tablet's languages, and which one a tablet speaks: the one chosen on it (remembered in its
// own storage), else the first of the browser's languages the table speaks, else English. A tag
// the browser gives that Intl refuses ("C", a kiosk's LANG=C) is passed over, never thrown on.
// Pure: the browser's list and the stored choice are handed in.

/** The languages a player can pick, each named in its own words (the picker shows these names). */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'fr', name: 'Français' },
  { tag: 'es', name: 'Español' },
  { tag: 'pl', name: 'Polski' },
] as const;

/** The pseudo-language: English with accented letters, marked and about 40 % longer, generated
 * from the English catalogue (scripts/i18n.mjs). Tests pick it to find words left untranslated;
 * the picker never offers it. */
export const PSEUDO = 'en-XA';

export type Language = (typeof LANGUAGES)[number]['tag'] | typeof PSEUDO;

/** Where a tablet remembers the language picked on it (its own localStorage). */
export const STORED_KEY = 'quartermaster.language';

export function isLanguage(tag: unknown): tag is Language {
  return tag === PSEUDO || LANGUAGES.some((l) => l.tag === tag);
}

/** The table's language for a BCP 47 tag of the browser's (`de-AT` → `de`), or null. */
function spoken(tag: unknown): Language | null {
  if (typeof tag !== 'string' || tag === '') return null;
  try {
    const base = new Intl.Locale(tag).language;
    return LANGUAGES.find((l) => l.tag === base)?.tag ?? null;
  } catch {
    return null;
  }
}

/** The language the tablet speaks: `stored` where it names one, else the first of `browser` the table speaks, else English. */
export function pickLanguage(stored: unknown, browser: readonly unknown[] | undefined): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser ?? []) {
    const l = spoken(tag);
    if (l) return l;
  }
  return 'en';
}

/** The tag handed to Intl for numbers, lists and plurals (the pseudo-language writes as English). */
export function intlTag(l: Language): string {
  return l === PSEUDO ? 'en' : l;
}
