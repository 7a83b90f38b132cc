// Loot's kinds of prompt in the catalogue (held.ts).
import { LOOT_KINDS } from '../../../../games/loot/testing/prompt-kinds.ts';
import type { LootState } from '../../../../games/loot/state.ts';
import type { HeldKinds } from './held.ts';

export const LOOT_HELD: HeldKinds<LootState> = {
  group: 'Loot',
  kinds: LOOT_KINDS,
  seeds: [16, 200],
  views: {
    action: { screen: 'loot-action', action: (p) => p.getByTestId('loot-action').getByRole('button').first() },
    handMerchants: {
      screen: 'loot-report',
      action: (p) => p.getByTestId('loot-report').getByRole('heading').or(p.getByTestId('loot-report').getByRole('button').first()),
    },
    end: { screen: 'loot-end', action: (p) => p.getByRole('button', { name: /Rematch|New game/ }).first() },
  },
};
