// The tablet's language at start and when a player picks another: its catalogue fetched (only
// that language's), Lingui switched to it, `<html lang>` set, the choice remembered on this tablet.
import { activate } from './i18n.ts';
import { SHELL_CATALOGUES } from './catalogues.ts';
import { type Language, pickLanguage, STORED_KEY } from './languages.ts';

function stored(): string | null {
  try {
    return localStorage.getItem(STORED_KEY);
  } catch {
    return null; // storage refused (a private window): the browser's language then
  }
}

/** Speaks `l`: its catalogue loaded, `<html lang>` set. */
export async function speak(l: Language): Promise<void> {
  const { messages } = await SHELL_CATALOGUES[l]();
  activate(l, messages);
  document.documentElement.lang = l;
}

/** The language this tablet starts in: the one picked on it, else the browser's. */
export function startLanguage(): Promise<void> {
  return speak(pickLanguage(stored(), navigator.languages));
}

/** A player's pick: spoken now and remembered on this tablet. */
export async function pick(l: Language): Promise<void> {
  await speak(l);
  try {
    localStorage.setItem(STORED_KEY, l);
  } catch {
    // not remembered where storage is refused; spoken all the same
  }
}
