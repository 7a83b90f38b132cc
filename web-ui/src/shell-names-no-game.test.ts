// The shell names no game (issue 29): outside a game's own folder (web-ui/src/games/<id>/) and the
// registry line that gives it to the app (web-ui/src/games/index.ts), no file of the tablet says a
// game's id, name or folder, or its deck's id. What a game needs, it declares through its GameUi
// hooks. The names come from the registries, so a new game is covered as soon as it is registered.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { GAMES as GAME_ENTRIES } from './games/index.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
const GAMES = join(SRC, 'games');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(?:tsx?|css)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Every way a file could name a game: ids, shelf names, deck ids, and the UI folders. */
function gameWords(): string[] {
  const words = new Set<string>();
  for (const game of registry.values()) {
    const d = game.description;
    words.add(d.id);
    words.add(d.name.replace(/[^\p{L}\p{N}]+$/u, '')); // a name ending in "!" is said without it
    if (d.deck) words.add(d.deck.id);
  }
  for (const id of Object.keys(GAME_ENTRIES)) words.add(id);
  // Each game's UI folder; `core` holds the words every game's table says (no game's).
  for (const e of readdirSync(GAMES, { withFileTypes: true })) if (e.isDirectory() && e.name !== 'core') words.add(e.name);
  return [...words];
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `text` says one of `words` as a word of its own (a name in a longer name, `loot-ish`, does not count). */
function namings(text: string, words: readonly string[]): string[] {
  const found: string[] = [];
  for (const w of words) if (new RegExp(`(?<![\\p{L}\\p{N}_-])${literal(w)}(?![\\p{L}\\p{N}_-])`, 'u').test(text)) found.push(w);
  return found;
}

describe('the shell names no game', () => {
  it('finds a name said as a word of its own', () => {
    expect(namings("import { x } from './games/chess/x.ts'; // Chess Royale", ['chess', 'Chess Royale', 'draughts'])).toEqual(['chess', 'Chess Royale']);
    expect(namings('const chessboard = chess_clock + "pre-chess"', ['chess'])).toEqual([]);
  });

  it('no file of web-ui/src outside web-ui/src/games/<id>/ and the registry names a game or its deck', () => {
    const words = gameWords();
    expect(words.length).toBeGreaterThanOrEqual(registry.size * 2);
    const shell = files(SRC).filter((f) => dirname(f) === SRC || !relative(SRC, f).startsWith('games/') || dirname(f) === GAMES);
    const registryFile = join(GAMES, 'index.ts');
    const named = shell
      .filter((f) => f !== registryFile)
      .flatMap((f) => {
        const found = namings(readFileSync(f, 'utf8'), words);
        return found.length ? [`${relative(SRC, f)}: ${found.join(', ')}`] : [];
      });
    expect(named).toEqual([]);
  });
});
