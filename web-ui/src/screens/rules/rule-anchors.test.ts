// Every ruling of every game's rules page, in every language, has its anchor on the rendered page
// ("show me" opens the page there), and nothing else does.
import { describe, expect, it } from 'vitest';
import { ruleEntries } from '../../../../games/core/rule-book.ts';
import { readPage, rulesPages } from '../../../../test/rules-pages.ts';
import { renderRules } from './RulesHelp.tsx';

describe("the rules pages' anchors", () => {
  for (const file of rulesPages()) {
    it(`${file.file}: one anchor for each ruling`, () => {
      const page = readPage(file);
      const rulings = ruleEntries(page)
        .filter((e) => e.ruling)
        .map((e) => e.id);
      const anchors = [...renderRules(page).matchAll(/<li id="rule-([^"]+)" tabindex="-1">/g)].map((m) => m[1]);
      expect(rulings.length).toBeGreaterThan(10);
      expect(anchors).toEqual(rulings);
    });
  }
});
