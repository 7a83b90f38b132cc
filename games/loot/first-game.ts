// Loot's first round for a table that has never played (games/core/first-game.ts): the table plays
// it by itself, for the players to watch: a merchant ship sails, a pirate attacks it, and it is
// captured. Its moves are made as on the tablet: a card tapped on the reader between turns is picked
// by the host's tablet, which would play it a second time.
import type { FirstGame } from '../core/first-game.ts';
import { phrase } from '../core/phrase.ts';
import { FIRST_GAME_ABOUT } from './description.ts';

export const firstGame: FirstGame = {
  kind: 'watch',
  about: FIRST_GAME_ABOUT,
  start: { type: 'start', game: 'loot', players: ['Ann', 'Bob'], options: { first: 'Ann' } },
  steps: [
    {
      say: phrase('Ann sails a merchant ship worth 5 gold (M5.2): if nobody attacks it before her next turn, she captures it and its gold then (L15).'),
      input: { type: 'play', card: 'M5.2' },
    },
    {
      say: phrase("Bob attacks Ann's merchant ship with a blue pirate ship of 4 skulls (L10): he leads it now."),
      input: { type: 'play', card: 'B4.1', target: 'M5.2' },
    },
    { say: phrase('Ann does not fight back: she draws a card instead.'), input: { type: 'draw' } },
    {
      say: phrase("Bob's turn comes round and he still leads: he has captured the merchant ship and its 5 gold (L15). He draws a card."),
      input: { type: 'draw' },
    },
  ],
};
