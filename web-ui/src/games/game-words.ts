// A game's screens come down with its words: the catalogue of its folder (games/<folder>/locales),
// in the tablet's language, fetched once the screens' chunk is in and before the screens show, so
// that they show in that language from their first frame and the shelf's first load holds none of
// a game's words. The words every game's table says (games/core's) come down with the first.
import type { Catalogue } from '../i18n/catalogues.ts';
import { loadFolder } from '../i18n/start.ts';
import { WORDS as TABLE_WORDS } from './core/words.ts';
import type { GameUi } from './types.ts';

/** A game's screens `ui`, once the words of `games/<folder>` (its `words.ts`) have come down. */
export async function withWords(folder: string, ui: GameUi, words: Catalogue): Promise<GameUi> {
  await Promise.all([loadFolder('games/core', TABLE_WORDS), loadFolder(`games/${folder}`, words)]);
  return ui;
}
