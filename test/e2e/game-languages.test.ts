// The games' screens in each tablet's language (issue 52): Loot, The High Seize, Plunder! and
// Blackbeard's Booty, a game under way and one at its end, with Teach me on (the lesson beside the
// game), shown in the pseudo-language with no word that skipped the catalogues (pseudo-words.ts:
// what may stay as it is, listed), and in German and Polish in their own words. Every game's
// new-game form too, its options, the computer's levels, its players' names and its numbers refused.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShelfReply } from '#protocol';
import { booty, highSeize, loot, plunder } from './catalogue/logs.ts';
import { awaits, upTo } from './catalogue/reach.ts';
import { frames } from './catalogue/checks.ts';
import { browserForFile, dataDirWith, E2E_TIMEOUT_MS, startServer } from './harness.ts';
import { type Beyond, unmarked } from './pseudo-words.ts';
import { HIGH_SEIZE_DECK, LOOT_DECK } from '#games';

const file = browserForFile();
const pages: Page[] = [];
const errors: string[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
});

/** Each game at a step under way and at its end, by its screen's test id. */
const GAMES: readonly { name: string; screen: string; inputs: () => unknown[] }[] = [
  { name: 'Loot under way', screen: 'loot-action', inputs: () => loot().slice(0, 60) },
  { name: 'Loot at its end', screen: 'loot-scores', inputs: loot },
  { name: 'The High Seize loading the ships', screen: 'hs-place', inputs: () => upTo(highSeize(), awaits('place'), 'a placement') },
  { name: 'The High Seize turning the piles over', screen: 'hs-flip', inputs: () => upTo(highSeize(), awaits('reveal'), 'a flip') },
  { name: 'The High Seize at its end', screen: 'hs-final', inputs: highSeize },
  { name: "Plunder! on a player's turn", screen: 'plunder-actions', inputs: () => upTo(plunder(), awaits('action'), 'a turn') },
  { name: "Plunder! entering a card's result", screen: 'effects-editor', inputs: () => upTo(plunder(), awaits('resolve'), 'a card to resolve') },
  { name: 'Plunder! at its end', screen: 'plunder-scores', inputs: plunder },
  { name: "Blackbeard's Booty under way", screen: 'bb-turn', inputs: () => booty().slice(0, 6) },
  { name: "Blackbeard's Booty at its end", screen: 'bb-final-scores', inputs: booty },
];

/** What the games' screens show as it is: the players (logs.ts names them), the cards' codes, the
 * board's squares. Their teaching is shown too (Teach me on) and said in the tablet's language, as
 * Plunder!'s score lines are. */
const BEYOND: Beyond = {
  names: [
    ...['Ann', 'Bob', 'Cora', 'Dirk', 'Anne', 'Bart', 'Edda'],
    ...LOOT_DECK,
    ...HIGH_SEIZE_DECK,
    'NS',
    ...[...'abcdef'].flatMap((f) => [1, 2, 3, 4, 5, 6].map((r) => `${f}${r}`)),
    // The words Intl joins a list with: the pseudo-language lists as English does.
    'or',
    'and',
  ],
  skip: [],
};

/** The host's tablet on a table whose game is `inputs`, speaking `language`, on the Game tab. */
async function gameIn(language: string, inputs: unknown[], screen: string): Promise<{ page: Page; shelf: ShelfReply }> {
  const server = await startServer({ dataDir: dataDirWith(inputs) });
  file.servers.push(server);
  const context = await file.browser.newContext({ locale: 'en-US', viewport: { width: 1180, height: 820 } });
  const page = await context.newPage();
  pages.push(page);
  page.on('pageerror', (e) => errors.push(`${language}: ${e.message}`));
  await page.goto(`${server.url}?token=${server.token}`);
  await page.getByTestId('role').waitFor();
  await page.evaluate((l) => {
    localStorage.setItem('quartermaster.language', l);
    localStorage.setItem('quartermaster.teach', JSON.stringify({ loot: true, 'the-high-seize': true, plunder: true, 'blackbeards-booty': true }));
  }, language);
  await page.reload();
  await page.getByTestId('role').waitFor();
  await page.locator('nav.tabs > button.tab').first().click();
  await page.locator('main').getByTestId(screen).first().waitFor();
  await frames(page);
  const shelf = (await (await fetch(`${server.url}api/shelf`)).json()) as ShelfReply;
  return { page, shelf };
}

describe("the games' screens in each tablet's language", { timeout: E2E_TIMEOUT_MS }, () => {
  it('show no word that skipped the catalogues (the pseudo-language)', async () => {
    const found: string[] = [];
    for (const g of GAMES) {
      const { page, shelf } = await gameIn('en-XA', g.inputs(), g.screen);
      // The lesson is shown, so that its words are read too.
      await page.locator('.how-to-play [data-testid=teach-now]').first().waitFor();
      for (const text of await unmarked(page, shelf, BEYOND)) found.push(`${g.name}: "${text}"`);
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it('show no word that skipped the catalogues on any new-game form (the pseudo-language)', async () => {
    const server = await startServer();
    file.servers.push(server);
    const context = await file.browser.newContext({ locale: 'en-US', viewport: { width: 1180, height: 820 } });
    const page = await context.newPage();
    pages.push(page);
    page.on('pageerror', (e) => errors.push(`new-game forms: ${e.message}`));
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('role').waitFor();
    await page.evaluate(() => localStorage.setItem('quartermaster.language', 'en-XA'));
    await page.reload();
    await page.getByTestId('role').waitFor();
    const shelf = (await (await fetch(`${server.url}api/shelf`)).json()) as ShelfReply;
    const found: string[] = [];
    for (const g of shelf.games) {
      await page.getByTestId(`shelf-game-${g.id}`).locator('.choices .btn-go').click();
      const bar = page.getByTestId('set-sail-bar');
      await bar.waitFor();
      // Two names the table takes for one, and a refused Set sail: the seats' and the table's problems show.
      const seats = page.locator('main .name-input');
      await seats.nth(0).fill('Ann');
      await seats.nth(1).fill('ann');
      // A number out of its bounds in every number field (a target score, a tie band): its problem shows.
      for (const field of await page.locator('main input[inputmode]').all()) await field.fill('-5');
      await bar.locator('button[type=submit]').click();
      await page.getByTestId('seat-2-problem').waitFor();
      await frames(page);
      // The names typed are names (a picker of who starts shows them).
      for (const text of await unmarked(page, shelf, { ...BEYOND, names: [...(BEYOND.names ?? []), 'ann'] }))
        found.push(`${g.name}'s new-game form: "${text}"`);
      await page.getByTestId('back-to-shelf').click();
      await page.getByTestId('screen-shelf').waitFor();
    }
    expect(found).toEqual([]);
  });

  it("speak German and Polish in the games' own words", async () => {
    const de = await gameIn('de', loot().slice(0, 60), 'loot-action');
    expect(await de.page.getByTestId('loot-round').innerText()).toMatch(/^Zug \d+$/);
    expect(await de.page.locator('.round-body h3').first().innerText()).toBe('Auf See');
    const pl = await gameIn('pl', upTo(highSeize(), awaits('place'), 'a placement'), 'hs-place');
    expect(await pl.page.getByTestId('hs-turn').innerText()).toMatch(/^Tura gracza \S+: połóż jedną kartę zakrytą na statku$/);
  });

  it('left no error in any page', () => expect(errors).toEqual([]));
});
