// Loot: a player's turn (draw, or play a card from the picker), the hands reported at the end,
// and the end screen.
import type { Entry } from '../entry.ts';
import { loot } from '../logs.ts';
import { atStep, awaits, rematch, upTo } from '../reach.ts';

/** A few turns in: ships at sea, pirates attacking them. */
const midGame = (): unknown[] => loot().slice(0, 60);

export const LOOT: readonly Entry[] = [
  atStep('loot/turn', "a player's turn: draw, or play a card", midGame, 'loot-action', (p) => p.getByTestId('loot-action').getByRole('button').first()),
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
