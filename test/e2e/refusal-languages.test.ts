// A game's refusal on a German and a Polish tablet (issue 52): the tablet sends 7 Seize an input
// it does not await (a divvy while the game awaits the cards), and the refusal it shows is in its
// language, what the game awaits too, as the game's and the table's catalogues say it.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { messages as coreDe } from '../../web-ui/src/games/core/locales/de.ts';
import { messages as corePl } from '../../web-ui/src/games/core/locales/pl.ts';
import { messages as gameDe } from '../../web-ui/src/games/seven-seize/locales/de.ts';
import { messages as gamePl } from '../../web-ui/src/games/seven-seize/locales/pl.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { refusalOf, saidRefusal, startedTable } from '../games/refusals.ts';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, startServer, waitState, watchStates } from './harness.ts';

const files = browserForFile();

/** The English refusal as a tablet speaking `messages` says it. */
function said(english: string, language: 'de' | 'pl', messages: Messages): string {
  activate(language, messages);
  try {
    return saidRefusal(english);
  } finally {
    activate('en', {});
  }
}

/** The tablet's page, its WebSocket kept where the test can send on it, speaking `language`. */
async function tabletIn(url: string, language: string): Promise<Page> {
  const { page } = await openTablet(files.browser, url, { width: 1180, height: 820 });
  await page.addInitScript(() => {
    const Socket = window.WebSocket;
    window.WebSocket = class extends Socket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        (window as unknown as { qmSocket: WebSocket }).qmSocket = this;
      }
    };
  });
  await page.evaluate((l) => localStorage.setItem('quartermaster.language', l), language);
  await page.reload();
  await page.getByTestId('role').waitFor();
  return page;
}

beforeAll(() => activate('en', {}));
afterAll(() => activate('en', {}));

describe("a game's refusal in the tablet's language", { timeout: E2E_TIMEOUT_MS }, () => {
  it('is said in German and in Polish, what the game awaits with it', async () => {
    const server = await startServer();
    files.servers.push(server);
    const client = await watchStates(server);
    await client.act({ type: 'newGame', start: { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] } });
    await waitState(server, (s) => s.inputs === 1, 'the start');
    const divvy = { type: 'divvy', red: 3, black: 4 };
    // The same refusal made here, by the same rules, to say it as each tablet should.
    const english = refusalOf(startedTable('7-seize', ['Ann', 'Bob', 'Cy']), divvy);
    expect(english).toBe('a divvy is not expected now: the game awaits a card from Ann, Bob, Cy');
    for (const [language, messages] of [
      ['de', { ...coreDe, ...gameDe }],
      ['pl', { ...corePl, ...gamePl }],
    ] as const) {
      const page = await tabletIn(`${server.url}?token=${server.token}`, language);
      await page.locator('main').getByTestId('prompt-reveal').first().waitFor();
      const want = said(english, language, messages);
      expect(want, `${language}: the refusal is not its English`).not.toContain('not expected');
      await page.evaluate((input) => (window as unknown as { qmSocket: WebSocket }).qmSocket.send(JSON.stringify({ type: 'input', input })), divvy);
      await expect.poll(() => page.getByTestId('error').innerText(), { message: language }).toBe(want);
      await page.close();
    }
  });
});
