// What a game's words add to its download, per language (issue 52): opening a game fetches its
// catalogue and, with the first game opened, the table's own (games/core); together at most 10 KB
// gzipped in every language. A part of a game with a catalogue of its own (fetched when the game
// comes to it: a weigh-off) is at most 10 KB by itself. Sizes of the catalogues as the build
// ships them (web-ui/short-ids.ts keys each message short), gzipped at level 9 as web-ui/download.ts
// counts them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { phraseIdsOf, shortenCatalogue, shortIdsOf } from '../../short-ids.ts';
import { SHELL } from '../../../scripts/i18n-catalogues.ts';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'pl'];
const MAX = 10 * 1024;
const GAMES = join(SHELL, 'games');
const short = shortIdsOf(SHELL);
const phrases = phraseIdsOf(SHELL);

/** The gzipped bytes of folder `dir`'s catalogue in `language`, as built. */
const bytes = (dir: string, language: string): number =>
  gzipSync(shortenCatalogue(readFileSync(join(dir, 'locales', `${language}.ts`), 'utf8'), short, phrases), { level: 9 }).length;

const hasWords = (dir: string): boolean => existsSync(join(dir, 'locales', 'en.po'));
const folders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'locales' && hasWords(join(dir, e.name)))
    .map((e) => join(dir, e.name));

describe("a game's words, per language", () => {
  const games = folders(GAMES).filter((d) => !d.endsWith('/core'));

  it('add at most 10 KB gzipped to its screens, the table’s own words with them', () => {
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const game of games)
      for (const l of LANGUAGES) {
        const n = bytes(game, l) + bytes(join(GAMES, 'core'), l);
        expect(n, `${game} in ${l}`).toBeLessThanOrEqual(MAX);
      }
  });

  it('and a part fetched later at most 10 KB by itself', () => {
    const parts = games.flatMap(folders);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) for (const l of LANGUAGES) expect(bytes(part, l), `${part} in ${l}`).toBeLessThanOrEqual(MAX);
  });
});
