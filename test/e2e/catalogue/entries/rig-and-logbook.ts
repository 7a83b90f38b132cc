// The screens beside the game: the Logbook with many players, and the rig's (Cards, Scale, Check
// rig, Device).
import type { Page } from 'playwright-core';
import type { Entry } from '../entry.ts';
import { booty, highSeize, loot, plunder, sevenSeize } from '../logs.ts';
import { clearTable, load, tab } from '../reach.ts';
import { slug } from './shell.ts';

/** The rig's own screens, with a game on the table or not (here: none). */
const rigScreen = (label: string, testId: string, caption: string, action: (p: Page) => ReturnType<Entry['action']>): Entry => ({
  id: `rig/${slug(label)}`,
  caption,
  reach: clearTable,
  async show(page) {
    await tab(page, label);
    await page.getByTestId(testId).waitFor();
  },
  action,
});

export const RIG_AND_LOGBOOK: readonly Entry[] = [
  {
    id: 'logbook/many-players',
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
