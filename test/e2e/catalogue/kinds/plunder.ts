// Plunder!'s kinds of prompt in the catalogue (held.ts).
import { PLUNDER_KINDS } from '../../../../games/plunder/testing/prompt-kinds.ts';
import type { PlunderState } from '../../../../games/plunder/state.ts';
import type { HeldKinds } from './held.ts';

export const PLUNDER_HELD: HeldKinds<PlunderState> = {
  group: 'Plunder!',
  kinds: PLUNDER_KINDS,
  seeds: [11, 95, 170],
  views: {
    action: { screen: 'plunder-actions', action: (p) => p.getByTestId('plunder-actions').getByRole('button').first() },
    // Who reacts, or the kind of card played: the first choices of the panel.
    resolve: { screen: 'plunder-resolve', action: (p) => p.getByTestId('plunder-resolve').getByRole('button').first() },
    reactions: { screen: 'plunder-tiebreak', action: (p) => p.getByTestId('plunder-tiebreak').getByRole('button').first() },
    end: { screen: 'plunder-winners', action: (p) => p.getByRole('button', { name: /Rematch|New game/ }).first() },
  },
};
