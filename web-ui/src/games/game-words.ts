// A game's screens come down with its words: the catalogue of its folder (games/<folder>/locales),
// in the tablet's language, fetched beside the screens' chunk, so that the screens show in that
// language from their first frame and the shelf's first load holds none of a game's words.
import type { Catalogue } from '../i18n/catalogues.ts';
import { loadFolder } from '../i18n/start.ts';
import type { GameUi } from './types.ts';

/** `screens` loaded with the words of `games/<folder>` (its `words.ts`, by `words`). */
export function withWords(folder: string, screens: () => Promise<GameUi>, words: () => Promise<Catalogue>): () => Promise<GameUi> {
  return () => Promise.all([screens(), words().then((w) => loadFolder(`games/${folder}`, w))]).then(([ui]) => ui);
}
