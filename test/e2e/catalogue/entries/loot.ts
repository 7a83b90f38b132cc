// Loot: a player's turn (draw, or play a card from the picker, a fleet of it open), the hands
// reported at the end, and the end screen.
import type { Entry } from '../entry.ts';
import { loot } from '../logs.ts';
import { atStep, awaits, gameScreen, rematch, upTo } from '../reach.ts';

/** A few turns in: ships at sea, pirates attacking them. */
const midGame = (): unknown[] => loot().slice(0, 60);

export const LOOT: readonly Entry[] = [
  atStep('loot/turn', "a player's turn: draw, or play a card", midGame, 'loot-action', (p) => p.getByTestId('loot-action').getByRole('button').first()),
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
  atStep(
    'loot/hand-report',
    'the end: merchant ships left in each hand',
    () => upTo(loot(), awaits('handMerchants'), 'the hands reported'),
    'loot-report',
    (p) => p.getByTestId('loot-report').getByRole('heading').or(p.getByTestId('loot-report').getByRole('button').first()),
  ),
  atStep('loot/end', 'the end screen: the scores', () => upTo(loot(), awaits('end'), 'the end'), 'loot-end', rematch),
];
