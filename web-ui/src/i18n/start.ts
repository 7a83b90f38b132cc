// The tablet's language at start and when a player picks another: the catalogues it needs fetched
// in that language only (the shell's, and each folder's whose code has come down), Lingui switched
// to it, `<html lang>` set, the choice remembered on this tablet.
import type { Messages } from '@lingui/core';
import { type Catalogue, messagesIn, SHELL_CATALOGUE } from './catalogues.ts';
import { activate, add, language } from './i18n.ts';
import { type Language, pickLanguage, STORED_KEY } from './languages.ts';

/** The catalogues this tablet needs, by folder: the shell's, and each come down with its code so far. */
const folders = new Map<string, Catalogue>([['', SHELL_CATALOGUE]]);

function stored(): string | null {
  try {
    return localStorage.getItem(STORED_KEY);
  } catch {
    return null; // storage refused (a private window): the browser's language then
  }
}

/** Speaks `l`: every needed catalogue loaded in it (a folder come down meanwhile too), `<html lang>` set. */
export async function speak(l: Language): Promise<void> {
  const messages: Messages = {};
  const done = new Set<string>();
  for (let todo = [...folders]; todo.length; todo = [...folders].filter(([f]) => !done.has(f))) {
    const parts = await Promise.all(todo.map(([, c]) => messagesIn(c, l)));
    Object.assign(messages, ...parts);
    for (const [f] of todo) done.add(f);
  }
  activate(l, messages);
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** Folder `folder`'s words (a screen loaded on demand: its `catalogue`), fetched in the tablet's
 * language once its code has come down; in every language picked from then on. Words that arrive
 * after another language was picked are not kept: that language's came with it. */
export async function loadFolder(folder: string, catalogue: Catalogue): Promise<void> {
  if (folders.has(folder)) return;
  folders.set(folder, catalogue);
  const l = language();
  const messages = await messagesIn(catalogue, l);
  if (language() === l) add(messages);
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
