// What the shelf says of Loot and what it needs from the table: the 78-card deck on the reader,
// no scale, 2–5 players or partnership play for 4, 6 or 8.
import { phrase } from '../core/phrase.ts';
import type { GameDescription } from '../core/types.ts';
import { canonicalCard, cardLabel, DECK } from './cards.ts';

export const lootDescription: GameDescription = {
  id: 'loot',
  name: 'Loot',
  blurb: 'Send merchant ships to sea, attack with pirates by colour, keep the gold you capture.',
  players: [2, 3, 4, 5, 6, 8],
  deck: { id: 'loot', name: 'Loot deck (78 cards)', cards: DECK, label: cardLabel, canonical: canonicalCard },
  scale: 'none',
  // Every Loot card is played face up: a tap on the reader picks it on the tablet.
  reader: { between: 'pick' },
  options: [
    {
      key: 'partnership',
      label: phrase('Partnership play'),
      kind: 'boolean',
      default: false,
      help: phrase('Teams of two in adjacent seats, for 4, 6 or 8 players (6 and 8 only in partnership).'),
    },
    {
      key: 'openScores',
      label: phrase('Open scores'),
      kind: 'boolean',
      default: false,
      help: phrase('Show the gold of captured ships during play (otherwise only their number until the end).'),
    },
  ],
};

/** What the shelf says of Loot's first game (first-game.ts). */
export const FIRST_GAME_ABOUT = phrase(
  'Ann and Bob play a first round on the table for you to watch, one move at a time. A practice game: the logbook does not count it.',
);
