// Every game's rules page in every language the tablet speaks (docs/rules/<lang>/<id>.md) is the
// English page translated: the same sections in the same order, the same rulings by the same ids in
// the same order (the game's messages, lessons and tests cite them), split by rule-book.ts into as
// many entries, each ruling's text in the language (none left as the English). The tablet finds each.
import { describe, expect, it } from 'vitest';
import { ruleEntries } from '../../../../games/core/rule-book.ts';
import { GAMES_WITH_RULES, pageFile, readPage, rulesPages, TRANSLATED } from '../../../../test/rules-pages.ts';
import type { Language } from '../../i18n/languages.ts';
import { translatedPage } from './translated-pages.ts';

/** The ids of the rulings a page opens with `**R12.**` or `**L1. The deck.**`, read from its text, not by the parser. */
const boldIds = (page: string): string[] => [...page.matchAll(/^\s*[-*] \*\*([A-Z]\d+)\.(?: [^*]*)?\*\*/gm)].map((m) => m[1] as string);

/** The depths of a page's headings, in order (`#` 1, `##` 2…). */
const headings = (page: string): number[] => [...page.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^(#{1,6}) /gm)].map((m) => (m[1] as string).length);

const english = new Map(GAMES_WITH_RULES.map((game) => [game, readPage({ file: pageFile(game, 'en'), game, lang: 'en' })]));

describe("the rules pages' translations", () => {
  it(`every game's page is in every language: ${TRANSLATED.join(', ')}`, () => {
    const have = new Set(rulesPages().map((p) => p.file));
    const missing = TRANSLATED.flatMap((lang) => GAMES_WITH_RULES.map((game) => pageFile(game, lang))).filter((f) => !have.has(f));
    expect(missing).toEqual([]);
  });

  it('the checks read the rulings as the parser does, and the tablet has no page of a language it does not speak', () => {
    expect(boldIds('- **R1.** One\n- **R2. Two.** Two\n\n**Set-up.** no ruling\n')).toEqual(['R1', 'R2']);
    for (const [game, page] of english) expect(boldIds(page).length, game).toBeGreaterThan(20);
    expect(headings('# A\n\n## B\n\n```\n# not one\n```\n\n### C\n')).toEqual([1, 2, 3]);
    expect(translatedPage(GAMES_WITH_RULES[0] as string, 'en')).toBeNull();
    expect(translatedPage('no-such-game', 'de')).toBeNull();
  });

  for (const page of rulesPages().filter((p) => p.lang !== 'en')) {
    it(`${page.file}: the English page's sections and rulings, in order, translated`, () => {
      const text = readPage(page);
      const original = english.get(page.game) as string;
      expect(headings(text)).toEqual(headings(original));
      expect(boldIds(text)).toEqual(boldIds(original));
      const entries = ruleEntries(text);
      const theirs = ruleEntries(original);
      const rulings = entries.filter((e) => e.ruling);
      expect(rulings.map((e) => e.id)).toEqual(theirs.filter((e) => e.ruling).map((e) => e.id));
      expect(rulings.map((e) => e.id)).toEqual(boldIds(original));
      expect(entries.length).toBe(theirs.length);
      const englishText = new Map(theirs.map((e) => [e.id, e.text]));
      for (const e of rulings) expect(e.text, `${e.id} in ${page.lang}`).not.toBe(englishText.get(e.id));
      expect(translatedPage(page.game, page.lang as Language), 'the tablet fetches it').not.toBeNull();
    });
  }
});
