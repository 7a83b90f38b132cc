// The High Seize's first round for a table that has never played (games/core/first-game.ts): the
// table plays it by itself on the simulated rig, for the players to watch: ships down, cargo placed
// face down, the piles turned over and every card tapped on the reader, the heaviest ship sunk.
import { type FirstGame, tapFor } from '../core/first-game.ts';
import { phrase } from '../core/phrase.ts';
import { FIRST_GAME_ABOUT } from './description.ts';

const place = (player: string, pile: string, say: string) => ({ say, input: { type: 'place', player, pile } });

export const firstGame: FirstGame = {
  kind: 'watch',
  about: FIRST_GAME_ABOUT,
  start: { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { first: 'Ann', hideScores: false } },
  steps: [
    { say: phrase('Ann puts down one of her red ships (H6).'), input: { type: 'ship', player: 'Ann', card: 'RS1' } },
    { say: phrase('Bob puts down one of his blue ships.'), input: { type: 'ship', player: 'Bob', card: 'BS1' } },
    place('Ann', 'Ann', phrase('Ann loads a card face down onto her own ship (H8).')),
    place('Bob', 'Bob', phrase('Bob loads one onto his.')),
    place('Ann', 'neutral', phrase('Ann loads one onto the neutral ship: if it reaches port, her card comes back to her (H17).')),
    place('Bob', 'Ann', phrase("Bob loads one onto Ann's ship: a heavy card there could sink it.")),
    place('Ann', 'Bob', phrase("Ann loads one onto Bob's ship.")),
    place('Bob', 'neutral', phrase('Bob loads one onto the neutral ship.')),
    place('Ann', 'Ann', phrase('Ann loads her last card of the round onto her ship.')),
    place('Bob', 'Bob', phrase('Bob loads his last onto his: every card is down, the piles are turned over (H11).')),
    tapFor('Ann', 'R01', phrase("Ann's pile: her first card is tapped on the reader, light cargo.")),
    tapFor('Ann', 'R07', phrase("Ann's second card, heavier.")),
    tapFor('Ann', 'B15', phrase("Bob's card on Ann's ship: a heavy load of 8.")),
    tapFor('Bob', 'B02', phrase("Bob's pile: his first card.")),
    tapFor('Bob', 'B04', phrase('His second.')),
    tapFor('Bob', 'R03', phrase("Ann's card on Bob's ship.")),
    tapFor('neutral', 'R05', phrase("The neutral ship's cargo: Ann's card.")),
    tapFor(
      'neutral',
      'B06',
      phrase(
        "And Bob's: every card is known. The heaviest ship, Ann's, sinks with its cargo (H15); the rest reach port, and each card on them goes to its colour's player (H17).",
      ),
    ),
  ],
};
