// Every ruling of every game's rules page has its anchor on the rendered page ("show me" opens the
// page there), and nothing else does.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleEntries } from '../../../../games/core/rule-book.ts';
import { renderRules } from './RulesHelp.tsx';

const DIR = new URL('../../../../docs/rules/', import.meta.url);

describe("the rules pages' anchors", () => {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.md'))) {
    it(`${file}: one anchor for each ruling`, () => {
      const page = readFileSync(new URL(file, DIR), 'utf8');
      const rulings = ruleEntries(page)
        .filter((e) => e.ruling)
        .map((e) => e.id);
      const anchors = [...renderRules(page).matchAll(/<li id="rule-([^"]+)" tabindex="-1">/g)].map((m) => m[1]);
      expect(rulings.length).toBeGreaterThan(10);
      expect(anchors).toEqual(rulings);
    });
  }
});
