// 7 Seize's kinds of prompt in the catalogue (held.ts).
import type { SevenSeizeState } from '../../../../games/seven-seize/state.ts';
import { SEVEN_SEIZE_KINDS } from '../../../../games/seven-seize/testing/prompt-kinds.ts';
import type { HeldKinds } from './held.ts';

export const SEVEN_SEIZE_HELD: HeldKinds<SevenSeizeState> = {
  group: '7 Seize',
  kinds: SEVEN_SEIZE_KINDS,
  seeds: [3, 46, 57],
  views: {
    reveal: { screen: 'screen-round', action: (p) => p.getByTestId('tap-for').or(p.getByTestId('card-picker')) },
    divvy: {
      screen: 'screen-round',
      action: (p) =>
        p
          .getByTestId('prompt-divvy')
          .getByRole('button', { name: /^Done:/ })
          .or(p.getByTestId('prompt-divvy').locator('.btn-count')),
    },
    order: { screen: 'screen-round', action: (p) => p.getByTestId('prompt-order').getByRole('button').first() },
    queen: { screen: 'screen-round', action: (p) => p.getByTestId('prompt-queen').getByRole('button') },
    chooseCaptain: { screen: 'screen-round', action: (p) => p.getByTestId('prompt-chooseCaptain').getByRole('button').first() },
    verdict: {
      screen: 'screen-weighoff',
      action: (p) => p.getByTestId('weigh-message').or(p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true })),
    },
    end: { screen: 'screen-standings', action: (p) => p.getByRole('button', { name: /Rematch|New game/ }).first() },
  },
};
