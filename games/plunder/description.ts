// What the shelf says of Plunder! and what it needs from the table.
import { phrase } from '../core/phrase.ts';
import type { GameDescription } from '../core/types.ts';

export const plunderDescription: GameDescription = {
  id: 'plunder',
  name: 'Plunder!',
  blurb: 'Steal treasures and crew, 3–5 pirates: the tablet keeps the ledger and the scale counts the pieces.',
  players: [3, 4, 5],
  // P4: the card texts are unknown, so cards are not tapped on the reader.
  deck: null,
  scale: 'count',
  options: [
    {
      key: 'mostTie',
      label: phrase('Tied for the most of a colour'),
      kind: 'choice',
      default: 'all',
      choices: ['all', 'none'],
      choiceLabels: [phrase('all tied leaders'), phrase('none of them')],
      help: phrase('P27: every tied leader gets the +2, or nobody does'),
    },
  ],
};

/** What the shelf says of Plunder!'s first game (first-game.ts). */
export const FIRST_GAME_ABOUT = phrase(
  'Ann, Bob and Cy play a first round on the virtual rig for you to watch, treasures poured onto the scale. A practice game: the logbook does not count it.',
);
