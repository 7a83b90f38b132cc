// Loot's first round for a table that has never played (games/core/first-game.ts): the table plays
// it by itself on the simulated rig, each card tapped on the reader before it is played, for the
// players to watch: a merchant ship sails, a pirate attacks it, and it is captured.
import type { FirstGame } from '../core/first-game.ts';

export const firstGame: FirstGame = {
  kind: 'watch',
  about:
    'Watch a first round of Loot: Ann and Bob play it on the virtual rig, each card tapped on the reader as it is played. A practice game: the logbook does not count it.',
  start: { type: 'start', game: 'loot', players: ['Ann', 'Bob'], options: { first: 'Ann' } },
  steps: [
    { say: 'Ann taps a merchant ship worth 5 gold on the reader.', tap: 'M5.2' },
    { say: 'Ann sails it: the merchant ship is at sea, and whoever holds it at the end keeps its gold.', input: { type: 'play', card: 'M5.2' } },
    { say: 'Bob taps a blue pirate ship of 4 skulls.', tap: 'B4.1' },
    { say: "Bob attacks Ann's merchant ship with it (L10): he leads it now.", input: { type: 'play', card: 'B4.1', target: 'M5.2' } },
    { say: 'Ann has no pirate to fight back with: she draws a card instead.', input: { type: 'draw' } },
    { say: "Bob's turn comes round and he still leads: he captures the merchant ship and its 5 gold (L15). He draws a card.", input: { type: 'draw' } },
  ],
};
