// The games' rules pages on disk, for the checks that read every page (their anchors, their players'
// words, the translations' rulings): docs/rules/<id>.md in English, docs/rules/<lang>/<id>.md in each
// other language the tablet speaks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../web-ui/src/i18n/languages.ts';

const DIR = new URL('../docs/rules/', import.meta.url);

/** The languages every game's rules page is translated into: all the tablet speaks but English. */
export const TRANSLATED: readonly string[] = LANGUAGES.map((l) => l.tag).filter((l) => l !== 'en');

/** The games with a rules page: its English page's name, `docs/rules/<id>.md`. */
export const GAMES_WITH_RULES: readonly string[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();

export interface RulesPage {
  /** Its path in the repository (`docs/rules/de/loot.md`). */
  readonly file: string;
  readonly game: string;
  /** Its language's tag (`en` for the page beside the others). */
  readonly lang: string;
}

/** Where `game`'s page in `lang` lives. */
export const pageFile = (game: string, lang: string): string => (lang === 'en' ? `docs/rules/${game}.md` : `docs/rules/${lang}/${game}.md`);

/** The page's text. */
export const readPage = (page: RulesPage): string => readFileSync(new URL(`../${page.file}`, import.meta.url), 'utf8');

/** Every rules page there is: each game's English page and each translation written so far. */
export function rulesPages(): RulesPage[] {
  return ['en', ...TRANSLATED].flatMap((lang) =>
    GAMES_WITH_RULES.filter((game) => existsSync(new URL(`../${pageFile(game, lang)}`, import.meta.url))).map((game) => ({
      file: pageFile(game, lang),
      game,
      lang,
    })),
  );
}
