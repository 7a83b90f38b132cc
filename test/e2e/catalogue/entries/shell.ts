// The shell's screens: the shelf, a rules page, each game's new-game form, the Logbook with many
// players, and the rig's screens (Cards, Scale, Check rig, Device).
import type { Page } from 'playwright-core';
import type { Entry } from '../entry.ts';
import { booty, highSeize, loot, plunder, sevenSeize } from '../logs.ts';
import { clearTable, load, tab } from '../reach.ts';

const GAMES = ['7 Seize', 'Loot', 'The High Seize', 'Plunder!', "Blackbeard's Booty"];
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const shelf = async (page: Page): Promise<void> => {
  await tab(page, 'Shelf');
  await page.getByTestId('screen-shelf').waitFor();
};

/** The rig's own screens, with a game on the table or not (here: none). */
const rigScreen = (label: string, testId: string, caption: string, action: (p: Page) => ReturnType<Entry['action']>): Entry => ({
  id: `shell/${slug(label)}`,
  caption,
  reach: clearTable,
  async show(page) {
    await tab(page, label);
    await page.getByTestId(testId).waitFor();
  },
  action,
});

export const SHELL: readonly Entry[] = [
  {
    id: 'shell/shelf',
    caption: 'the shelf: every game, nothing on the table',
    reach: clearTable,
    show: shelf,
    action: (p) => p.getByRole('button', { name: 'New game of 7 Seize', exact: true }),
  },
  {
    id: 'shell/rules-7-seize',
    caption: 'the rules of 7 Seize, opened from the shelf',
    reach: clearTable,
    async show(page) {
      await shelf(page);
      await page.getByRole('button', { name: 'Rules of 7 Seize', exact: true }).click();
      await page.getByTestId('rules-help').waitFor();
    },
    action: (p) => p.getByTestId('rules-help').getByRole('button').first(),
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
          .locator('input[type=text]')
          .first()
          .or(p.getByRole('button', { name: 'Set sail' })),
    }),
  ),
  {
    id: 'shell/logbook-many-players',
    caption: 'the Logbook after games of every kind, 16 players among them',
    async reach(ctx) {
      // Each game's last input live, so the logbook records its end.
      for (const inputs of [
        sevenSeize(7, 5, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus']),
        sevenSeize(5, 9, ['Hal', 'Ivy', 'Jon', 'Kit', 'Lou']),
        loot(),
        highSeize(),
        plunder(),
        booty(),
      ])
        await load(ctx, inputs, 1);
    },
    async show(page) {
      await tab(page, 'Logbook');
      await page.getByTestId('logbook-games').waitFor();
    },
    // Nothing is asked: the newest game played.
    action: (p) => p.getByTestId('logbook-game').first(),
  },
  rigScreen('Cards', 'screen-enrolment', 'the card map: the virtual deck enrolled', (p) => p.getByTestId('enrolled')),
  rigScreen('Scale', 'screen-calibration', 'calibrating the scale, its first step', (p) => p.getByTestId('screen-calibration').locator('.btn-go').first()),
  rigScreen('Check rig', 'screen-check', 'the rig check, before it starts', (p) => p.getByTestId('screen-check').locator('.btn-go').first()),
  rigScreen('Device', 'device-panel', 'the device: the simulated rig connected', (p) => p.getByTestId('device-panel').getByRole('heading', { name: 'Device' })),
];
