// Blackbeard's Booty's kinds of prompt in the catalogue (held.ts).
import type { BootyState } from '../../../../games/blackbeards-booty/state.ts';
import { BOOTY_KINDS } from '../../../../games/blackbeards-booty/testing/prompt-kinds.ts';
import { byRepetition } from '../../../../games/blackbeards-booty/testing/ends.ts';
import type { HeldKinds } from './held.ts';

export const BOOTY_HELD: HeldKinds<BootyState> = {
  group: "Blackbeard's Booty",
  kinds: BOOTY_KINDS,
  seeds: [7],
  // B25 ends no random game of the sweep; B24 ends no game at all (testing/ends.test.ts says why).
  built: { 'a game built to repeat its start': byRepetition },
  views: {
    first: { screen: 'prompt-first', action: (p) => p.getByTestId('prompt-first').getByRole('button').first() },
    move: { screen: 'bb-board', action: (p) => p.getByTestId('bb-board').or(p.getByTestId('bb-turn')) },
    end: { screen: 'bb-result', action: (p) => p.getByRole('button', { name: /Rematch|New game/ }).first() },
  },
};
