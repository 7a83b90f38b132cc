// A whole game of 7 Seize taught in German in chromium (issue 52; taught-in-german.ts): at every
// step the lesson on the German tablet is German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../web-ui/src/games/seven-seize/locales/de.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { taughtInGerman } from './taught-in-german.ts';

const files = browserForFile();

beforeAll(() => activate('en', {}));
afterAll(() => activate('en', {}));

describe('7 Seize in German', { timeout: E2E_TIMEOUT_MS }, () => {
  it('every lesson of a whole game taught on a German tablet is in German', async () => {
    const g = { game: '7-seize', name: '7 Seize', players: 2, seed: 2, words: messages };
    expect(await taughtInGerman(files, g)).toBeGreaterThan(10);
  });
});
