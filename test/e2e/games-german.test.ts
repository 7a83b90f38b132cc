// A whole game of each of Loot, The High Seize, Blackbeard's Booty and Plunder! taught in German in
// chromium (issue 52; taught-in-german.ts): at every step the lesson on the German tablet is German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as bootyDe } from '../../web-ui/src/games/blackbeards-booty/locales/de.ts';
import { messages as lootDe } from '../../web-ui/src/games/loot/locales/de.ts';
import { messages as plunderDe } from '../../web-ui/src/games/plunder/locales/de.ts';
import { messages as highSeizeDe } from '../../web-ui/src/games/the-high-seize/locales/de.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { type GermanGame, taughtInGerman } from './taught-in-german.ts';

const files = browserForFile();

beforeAll(() => activate('en', {}));
afterAll(() => activate('en', {}));

const GAMES: readonly GermanGame[] = [
  { game: 'loot', name: 'Loot', players: 3, seed: 3, words: lootDe },
  { game: 'the-high-seize', name: 'The High Seize', players: 2, seed: 1, words: highSeizeDe },
  { game: 'blackbeards-booty', name: "Blackbeard's Booty", players: 2, seed: 2, words: bootyDe },
  { game: 'plunder', name: 'Plunder!', players: 3, seed: 1, words: plunderDe },
];

describe('the four games in German', { timeout: E2E_TIMEOUT_MS }, () => {
  for (const g of GAMES)
    it(`every lesson of a whole game of ${g.name} taught on a German tablet is in German`, async () => {
      expect(await taughtInGerman(files, g)).toBeGreaterThan(10);
    });
});
