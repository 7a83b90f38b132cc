// 7 Seize's first round for a table that has never played (games/core/first-game.ts): the table
// plays it by itself on the simulated rig, every card tapped on the virtual reader, for the players
// to watch: the squabble for captain, the divvy of the booty, and the seize.
import { type FirstGame, tapFor } from '../core/first-game.ts';
import { phrase } from '../core/phrase.ts';
import { FIRST_GAME_ABOUT } from './description.ts';

export const firstGame: FirstGame = {
  kind: 'watch',
  about: FIRST_GAME_ABOUT,
  start: { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'], options: {} },
  steps: [
    tapFor('Ann', '9H', phrase('The squabble: each player taps a card face down on the reader. Ann taps hers.')),
    tapFor('Bob', '4S', phrase('Bob taps his.')),
    tapFor('Cy', 'KD', phrase("Cy taps his: the cards are shown. Ann's 9 is the highest squabble card (Cy's King counts only 1): she is Captain (R4).")),
    { say: phrase('Ann draws 7 pieces from the bag and divvies them: 3 to the red stash, 4 to the black (R7).'), input: { type: 'divvy', red: 3, black: 4 } },
    tapFor('Cy', '5D', phrase('The seize: each player taps a card again. Cy taps his.')),
    tapFor('Ann', 'AH', phrase('Ann taps hers.')),
    tapFor(
      'Bob',
      '7C',
      phrase(
        "Bob taps his: the cards act from the Ace down, each taking from the stash of its colour (R8, R9). Ann's Ace takes 1 red piece (R10); then the number cards take one piece at a time until their stash is empty: Bob's 7 takes 4 black pieces and Cy's 5 takes 2 red pieces (R14).",
      ),
    ),
  ],
};
