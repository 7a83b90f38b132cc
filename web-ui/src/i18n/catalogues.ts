// The catalogues, each language's compiled ahead from its .po (`npm run i18n`) into a module of
// its own that a tablet fetches only in its own language: the shell's (web-ui/src/locales), and
// one for each folder loaded on demand (a screen: screens/<id>/locales, its `words.ts` naming them;
// a game's the same way: games/<id>/locales), which comes down with that folder's code (start.ts, loadFolder).
import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';

/** A folder's catalogue: its compiled module in each language, by path (`./locales/de.ts`), as
 * `import.meta.glob('./locales/*.ts')` in that folder gives them. */
export type Catalogue = Record<string, () => Promise<{ messages: Messages }>>;

/** The shell's own catalogue. */
export const SHELL_CATALOGUE: Catalogue = import.meta.glob<{ messages: Messages }>('../locales/*.ts');

/** `catalogue` in `l`: its messages, or none where it has no such language. */
export async function messagesIn(catalogue: Catalogue, l: Language): Promise<Messages> {
  const load = Object.entries(catalogue).find(([path]) => path.endsWith(`/locales/${l}.ts`))?.[1];
  return load ? (await load()).messages : {};
}
