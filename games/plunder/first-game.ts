// Plunder!'s first round for a table that has never played (games/core/first-game.ts): the table
// plays it by itself on the simulated rig, for the players to watch: a steal from the harbour, a
// steal from a player, a recruit, and a player's treasures poured onto the scale to be counted.
import type { FirstGame } from '../core/first-game.ts';
import { phrase } from '../core/phrase.ts';
import { FIRST_GAME_ABOUT } from './description.ts';

export const firstGame: FirstGame = {
  kind: 'watch',
  about: FIRST_GAME_ABOUT,
  start: { type: 'start', game: 'plunder', players: ['Ann', 'Bob', 'Cy'], options: {} },
  steps: [
    {
      say: phrase('Ann steals a yellow treasure from the harbour (P9): a steal from the harbour is never halved.'),
      input: { type: 'steal', player: 'Ann', from: 'harbour', colour: 'yellow' },
    },
    { say: phrase("Bob steals one of Ann's red treasures."), input: { type: 'steal', player: 'Bob', from: 'Ann', colour: 'red' } },
    { say: phrase('Cy pays 2 of his treasures to the harbour for one more crew (P10).'), input: { type: 'recruit', player: 'Cy', pay: { green: 2 } } },
    {
      say: phrase(
        'Ann pours her 6 treasures onto the scale: treasures weigh alike, so the table can count a pile of them by its weight and hold it against its record.',
      ),
      pour: 'left',
      pieces: 6,
      grams: 10,
    },
    { say: phrase('The scale is cleared for the next count.'), clear: true },
  ],
};
