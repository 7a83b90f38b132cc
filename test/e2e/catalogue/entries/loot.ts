// Loot: a prompt of every kind its random games reach (kinds/loot.ts), at eight players and the
// longest names: a turn by the actions open, the hands reported at the end, each end; and the card
// picker with a fleet open, and a spectator's tablet.
import type { Entry } from '../entry.ts';
import { gameEntries } from '../kinds/entries.ts';
import { LOOT_HELD } from '../kinds/loot.ts';
import { loot } from '../logs.ts';
import { atStep, gameScreen } from '../reach.ts';

/** A few turns in: ships at sea, pirates attacking them. */
const midGame = (): unknown[] => loot().slice(0, 60);

export const LOOT: readonly Entry[] = gameEntries('loot', LOOT_HELD, [
  atStep(
    'loot/picker-fleet',
    "a player's turn, a fleet of the card picker open: its cards to pick",
    midGame,
    'loot-action',
    // The fleet's cards, each of them: a screenful to find the card in.
    (p) => p.getByTestId('loot-action').locator('[data-fleet=Merchant]'),
    {
      async show(page) {
        await gameScreen(page, 'loot-action');
        const fleet = page.getByTestId('loot-action').locator('[data-group=Merchant]');
        if ((await fleet.getAttribute('aria-pressed')) !== 'true') await fleet.click();
        await page.getByTestId('loot-action').locator('[data-fleet=Merchant]').first().waitFor();
      },
    },
  ),
  atStep('loot/spectator', "a spectator's tablet on a player's turn (no hands, no buttons)", midGame, 'screen-loot', (p) => p.getByTestId('loot-current'), {
    spectator: true,
  }),
]);
