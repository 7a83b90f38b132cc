// The shell's screens: the shelf, a rules page, the Rules tab's game picker and Ask the rules, and
// each game's new-game form.
import type { Page } from 'playwright-core';
import type { Entry } from '../entry.ts';
import { clearTable, tab, tabShows } from '../reach.ts';

const GAMES = ['7 Seize', 'Loot', 'The High Seize', 'Plunder!', "Blackbeard's Booty"];
export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The Rules tab with no game on the table: the game picker. */
const rulesPick = tabShows('Rules', 'rules-pick');

const shelf = async (page: Page): Promise<void> => {
  await tab(page, 'Shelf');
  await page.getByTestId('screen-shelf').waitFor();
};

export const SHELL: readonly Entry[] = [
  {
    id: 'shell/shelf',
    caption: 'the shelf: every game, nothing on the table',
    reach: clearTable,
    show: shelf,
    action: (p) => p.getByRole('button', { name: 'New game of 7 Seize', exact: true }),
  },
  {
    id: 'shell/another-tablet-host-link',
    caption: "the host's Another tablet panel: the spectator's code and a one-time host link",
    reach: clearTable,
    async show(page) {
      await shelf(page);
      await page.getByTestId('join-qr-toggle').click();
      await page.getByTestId('host-link-make').click();
      await page.locator('[data-testid=host-link-code][data-url]').waitFor();
    },
    async leave(page) {
      await page.getByTestId('host-link-withdraw').click();
      await page.getByTestId('host-link-make').waitFor();
      await page.getByTestId('join-qr').getByRole('button', { name: 'Close' }).click();
    },
    action: (p) => p.getByTestId('host-link-code').or(p.getByTestId('host-link-withdraw')),
  },
  {
    id: 'shell/new-game-name-error',
    caption: 'the new-game form of 7 Seize refusing two seats of one name',
    reach: clearTable,
    async show(page) {
      await shelf(page);
      await page.getByRole('button', { name: 'New game of 7 Seize', exact: true }).click();
      await page.getByLabel('seat 1', { exact: true }).fill('Ann');
      await page.getByLabel('seat 2', { exact: true }).fill('ann');
      await page.getByRole('button', { name: 'Set sail' }).click();
      await page.getByTestId('seat-2-problem').waitFor();
    },
    action: (p) => p.getByTestId('seat-2-problem').or(p.getByLabel('seat 2', { exact: true })),
  },
  ...GAMES.map(
    (game): Entry => ({
      id: `shell/rules-${slug(game)}`,
      caption: `the rules of ${game}, opened from the shelf`,
      reach: clearTable,
      async show(page) {
        await shelf(page);
        await page.getByRole('button', { name: `Rules of ${game}`, exact: true }).click();
        await page.getByTestId('rules-help').waitFor();
      },
      action: (p) => p.getByTestId('rules-help').getByRole('button').first(),
    }),
  ),
  {
    id: 'shell/rules-pick',
    caption: "the Rules tab with no game on the table: which game's rules?",
    reach: clearTable,
    show: rulesPick,
    action: (p) => p.getByTestId('rules-pick').getByRole('button'),
  },
  {
    id: 'shell/ask-the-rules-loot',
    caption: "Ask the rules of Loot: a player's words, the rules found, best first",
    reach: clearTable,
    async show(page) {
      await rulesPick(page);
      await page.getByTestId('rules-pick').getByRole('button', { name: 'Loot', exact: true }).click();
      await page.getByRole('searchbox', { name: /What do you remember of the rule/ }).fill('equal skulls');
      await page.locator('.ask-answer').first().waitFor();
    },
    leave: (page) => page.getByRole('button', { name: '← All the games' }).click(),
    // The question, and the best answer's rule.
    action: (p) => p.getByRole('searchbox', { name: /What do you remember of the rule/ }).or(p.locator('.ask-answer h3').first()),
  },
  ...GAMES.map(
    (game): Entry => ({
      id: `shell/new-game-${slug(game)}`,
      caption: `the new-game form of ${game}`,
      reach: clearTable,
      async show(page) {
        await shelf(page);
        await page.getByRole('button', { name: `New game of ${game}`, exact: true }).click();
        await page.getByTestId('screen-newgame').waitFor();
      },
      // The first seat's name, and Set sail.
      action: (p) =>
        p
          .getByTestId('screen-newgame')
          .locator('input.name-input')
          .first()
          .or(p.getByRole('button', { name: 'Set sail' })),
    }),
  ),
];
