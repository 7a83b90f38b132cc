// A whole game of 7 Seize taught in German in chromium (issue 52; taught-in-german.ts): at every
// step the lesson on the German tablet is German; at the end its verdicts (from the weigh-off's
// catalogue, fetched in the last round) and its History (every event the game told) are German too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestWords } from '../../games/seven-seize/weigh-off-verdicts.ts';
import { eventText } from '../../games/seven-seize/narrate.ts';
import type { SevenSeizeView } from '../../games/seven-seize/view.ts';
import { messages } from '../../web-ui/src/games/seven-seize/locales/de.ts';
import { messages as weighOff } from '../../web-ui/src/games/seven-seize/weigh-off/locales/de.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { sayText } from '../../web-ui/src/i18n/phrase.ts';
import { sayPhrase } from '../../web-ui/src/i18n/said-phrase.ts';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { taughtInGerman } from './taught-in-german.ts';
import type { WholeGame } from './teach.ts';

const files = browserForFile();

beforeAll(() => activate('en', {}));
afterAll(() => activate('en', {}));

/** The game over: each contest's verdict in the Verdicts panel, and each event of the game in the History, in German. */
async function endsInGerman(page: Page, game: WholeGame, speaking: <T>(say: () => T) => T): Promise<void> {
  const end = game.steps.at(-1)?.after as SevenSeizeView;
  const results = end.weighOff?.results ?? [];
  expect(results.length).toBeGreaterThan(0);
  const verdicts = page.getByTestId('verdicts');
  for (const r of results) {
    const english = contestWords(r, end.options.cursedTreasure).verdict;
    const german = speaking(() => sayText(english));
    expect(german, english).not.toBe(english);
    await expect.poll(() => verdicts.innerText(), { message: english }).toContain(german);
  }
  // Every event the game told, as the History says it (a full stop added where it has none).
  const told = game.steps.flatMap((s) => (s.after as SevenSeizeView | null)?.told ?? []);
  const lines = [...new Set(told.map((e) => speaking(() => sayPhrase(e, eventText(e)))))].map((l) => (/[.!?]$/.test(l) ? l : `${l}.`));
  expect(told.length).toBeGreaterThan(20);
  for (const e of told)
    expect(
      speaking(() => sayPhrase(e, eventText(e))),
      eventText(e),
    ).not.toBe(eventText(e));
  await page.getByTestId('history-toggle').click();
  const list = page.getByTestId('history-list');
  await list.waitFor();
  const history = await list.innerText();
  expect(lines.filter((l) => !history.includes(l))).toEqual([]);
}

describe('7 Seize in German', { timeout: E2E_TIMEOUT_MS }, () => {
  it('every lesson of a whole game taught on a German tablet is in German, and so are its verdicts and History', async () => {
    const g = { game: '7-seize', name: '7 Seize', players: 2, seed: 2, words: { ...messages, ...weighOff }, atEnd: endsInGerman };
    expect(await taughtInGerman(files, g)).toBeGreaterThan(10);
  });
});
