// A game's rules page in the tablet's language: docs/rules/<lang>/<id>.md beside the English
// docs/rules/<id>.md, which comes with the game's screens. Each translated page is a chunk of its own,
// fetched when a tablet in that language first opens that game's rules (rules-page.ts's RulesHelp):
// no tablet downloads a language it does not speak.
import type { Language } from '../../i18n/languages.ts';

const PAGES = import.meta.glob<string>('../../../../docs/rules/*/*.md', { query: '?raw', import: 'default' });

/** The fetch of game `game`'s rules page in `lang`, or null: the English page is shown (English and
 * the pseudo-language, or a language with no page for that game). */
export function translatedPage(game: string, lang: Language): (() => Promise<string>) | null {
  return PAGES[`../../../../docs/rules/${lang}/${game}.md`] ?? null;
}
