// The browser's language as a valid BCP 47 tag, for the code that hands navigator.language to Intl
// (the chart library does at import): a Linux kiosk started with LANG=C gives the tag "C", on which
// `new Intl.NumberFormat` throws, and a game whose screens draw a chart would not load. Imported
// first by main.tsx: where the tag is refused, navigator.language reads as the first of the
// browser's languages that Intl takes, else "en-US".

function takes(tag: unknown): tag is string {
  if (typeof tag !== 'string' || tag === '') return false;
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

/** The language `nav` should say: its own when valid, else a valid one of its list, else "en-US". */
export function validLanguage(nav: Pick<Navigator, 'language' | 'languages'>): string {
  if (takes(nav.language)) return nav.language;
  return (nav.languages ?? []).find(takes) ?? 'en-US';
}

/** Makes `nav.language` (and its list) valid where the browser's is not. */
export function guardLanguage(nav: Navigator): void {
  if (takes(nav.language)) return;
  const language = validLanguage(nav);
  const languages = Object.freeze([language, ...(nav.languages ?? []).filter((l) => takes(l) && l !== language)]);
  Object.defineProperty(nav, 'language', { configurable: true, get: () => language });
  Object.defineProperty(nav, 'languages', { configurable: true, get: () => languages });
}

if (typeof navigator !== 'undefined') guardLanguage(navigator);
