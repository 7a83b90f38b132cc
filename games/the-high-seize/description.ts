// What the shelf says of The High Seize and what it needs from the table: the four colour decks on
// the reader (the house deck's ids, H2, H9), no scale, 2–4 players.
import { phrase } from '../core/phrase.ts';
import type { GameDescription } from '../core/types.ts';
import { canonicalCard, cardLabel, DECK } from './cards.ts';
import { MAX_NUMBER } from './inputs.ts';

export const highSeizeDescription: GameDescription = {
  id: 'the-high-seize',
  name: 'The High Seize',
  blurb:
    'Load cargo face down onto ships; the heaviest ship sinks; keep what reaches port. Plays with a house deck of weights and values (the rulebook prints no card list): owners of the printed game enter their own numbers on the new-game form.',
  players: [2, 3, 4],
  deck: {
    id: 'the-high-seize',
    name: 'The High Seize colour decks (4 × 20 cards)',
    cards: DECK,
    label: cardLabel,
    canonical: canonicalCard,
    numbers: { fields: ['weight', 'value'], max: MAX_NUMBER }, // H10
  },
  // Piles are turned over face up at the flip (H11); a card tapped while it is placed face down is
  // told to the host's tablet alone, which sends it with the placement (H12).
  reader: { reveal: 'piles', between: 'private', betweenFor: ['place'] },
  scale: 'none',
  options: [
    {
      key: 'hideScores',
      label: phrase('Hide scores'),
      kind: 'boolean',
      default: true,
      help: phrase('Set-aside piles lie face down: no running scores on the tablet until the end (H20).'),
    },
  ],
};

/** What the shelf says of The High Seize's first game (first-game.ts). */
export const FIRST_GAME_ABOUT = phrase(
  'Ann (red) and Bob (blue) play a first round on the virtual rig for you to watch, the piles turned over and each card tapped on the reader. A practice game: the logbook does not count it.',
);
