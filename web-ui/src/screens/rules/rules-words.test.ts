// Every game's rules page in every language, as the tablet renders it, speaks the players' words: no code names (a
// setting or an input by its name in the code, `keepTiebreakPiecesOut`, `undo`), no "companion" for
// the table, and no link to a developer's page, which the tablet cannot open.
import { describe, expect, it } from 'vitest';
import { readPage, rulesPages } from '../../../../test/rules-pages.ts';
import { renderRules } from './RulesHelp.tsx';

/** The words a rendered page shows, its tags left out. */
const shown = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What on the page is a code name, or no word for players, each with its cause. */
function codeNames(html: string): string[] {
  const text = shown(html);
  const found = [
    ...[...text.matchAll(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g)].map((m) => `a code name: ${m[0]}`),
    ...[...text.matchAll(/\bcompanion\b/gi)].map((m) => `"${m[0]}" for the table`),
    // Code set in type: an input's or a setting's name (a word in lower case), not a card's or a square's notation.
    ...[...html.matchAll(/<code>([^<]*)<\/code>/g)].filter((m) => /^[a-z][a-zA-Z._-]+/.test(m[1] as string)).map((m) => `a code name: ${m[1]}`),
    ...[...html.matchAll(/href="([^"]*\.md[^"]*)"/g)].map((m) => `a link the tablet cannot open: ${m[1]}`),
  ];
  return [...new Set(found)];
}

describe('the rules pages in the players’ words', () => {
  it('the check finds a code name, in type or bare, "companion", and a link to a developer page', () => {
    expect(codeNames(renderRules('- **R22.** _option_ `keepTiebreakPiecesOut`: out; the companion asks (`order`).'))).toEqual([
      'a code name: keepTiebreakPiecesOut',
      '"companion" for the table',
      'a code name: order',
    ]);
    expect(codeNames(renderRules('Set wrongWinnerRate. See [the script](../table-script/some-game.md).'))).toEqual([
      'a code name: wrongWinnerRate',
      'a link the tablet cannot open: ../table-script/some-game.md',
    ]);
    expect(codeNames(renderRules('Cards `AS`, `10H`; squares `a1`, files `a`–`f`; Cursed Treasure.'))).toEqual([]);
  });

  for (const page of rulesPages()) {
    it(`${page.file}: no code names, no "companion"`, () => {
      expect(codeNames(renderRules(readPage(page)))).toEqual([]);
    });
  }
});
