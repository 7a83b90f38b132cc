// No word of the shell written straight into its markup: a tag's text, a label, a title or a
// placeholder in English is a word no tablet can show in its own language. The browser test walks
// the screens a table reaches easily (test/e2e/languages.test.ts); this reads every file of the
// shell, the panels, banners and questions it does not reach included. Names stay as they are.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../games/index.ts';
import { NOT_YET, ROOT, SHELL } from '../../../scripts/i18n-catalogues.ts';

/** Names the shell shows as they are, in every language: the games' among them. */
const NAMES = ['Quartermaster', ...[...registry.values()].map((g) => g.description.name)];

/** A tag's text, or a label, title, placeholder or alt given as a string, that has a letter. */
const BARE = [
  /<[a-z][a-z0-9]*(?:\s[^<>]*)?>\s*([A-Za-z][^<>{}]*?)\s*</g,
  /\b(?:aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z][^"]*)"/g,
  /^\s+([A-Z][A-Za-z ,.’'!?…–-]+)$/gm,
];

/** The words `text` (a .tsx file) writes straight into its markup. */
function bareWords(text: string): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line) && !line.includes('${t('))
    .join('\n');
  // A line that is one name and a comma is code: an object's shorthand property (`NewGame,`).
  return BARE.flatMap((re) => [...code.matchAll(re)].map((m) => m[1] ?? '')).filter((w) => !NAMES.includes(w.trim()) && !/^[A-Za-z]+,$/.test(w));
}

describe("the shell's markup", () => {
  it('writes no word straight in, but names', () => {
    const files = readdirSync(SHELL, { withFileTypes: true, recursive: true })
      .map((e) => join(e.parentPath, e.name))
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx') && !NOT_YET.some((d) => relative(SHELL, f).startsWith(`${d}/`)))
      // A game's picture comes with the shelf, before any of the game's words: the game's texts, as its name and blurb.
      .filter((f) => !/^games\/[^/]+\/Picture\.tsx$/.test(relative(SHELL, f)));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((f) => bareWords(readFileSync(f, 'utf8')).map((w) => `${relative(ROOT, f)}: "${w}"`));
    expect(found).toEqual([]);
  });

  it("finds a tag's text, a label and a line of words, and passes code and names by", () => {
    expect(bareWords('<h1>Check the rig</h1>\n<input aria-label="New name" />\n        Set sail\n')).toEqual(['Check the rig', 'New name', 'Set sail']);
    expect(
      bareWords(
        "<h1>{t('Check the rig')}</h1>\nconst m = new Map<string, Msg>();\nload: () => Promise<ScreenComponent>,\n<span>Quartermaster</span>\n  NewGame,\n",
      ),
    ).toEqual([]);
  });
});
