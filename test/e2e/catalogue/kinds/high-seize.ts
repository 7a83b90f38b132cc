// The High Seize's kinds of prompt in the catalogue (held.ts).
import type { HighSeizeState } from '../../../../games/the-high-seize/state.ts';
import { HIGH_SEIZE_KINDS } from '../../../../games/the-high-seize/testing/prompt-kinds.ts';
import type { HeldKinds } from './held.ts';

export const HIGH_SEIZE_HELD: HeldKinds<HighSeizeState> = {
  group: 'The High Seize',
  kinds: HIGH_SEIZE_KINDS,
  seeds: [3, 75],
  views: {
    ship: { screen: 'hs-ships', action: (p) => p.getByTestId('hs-ships').getByRole('button').first() },
    place: { screen: 'hs-place', action: (p) => p.getByTestId('hs-place').getByRole('button').first() },
    reveal: { screen: 'hs-flip', action: (p) => p.getByTestId('hs-tap-for') },
    end: { screen: 'hs-final', action: (p) => p.getByRole('button', { name: /Rematch|New game/ }).first() },
  },
};
