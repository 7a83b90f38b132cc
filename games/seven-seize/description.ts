// What the shelf says of 7 Seize and what it needs from the table: the 52 playing cards on the
// reader, the balance for pairwise contests, 2–7 players (with 2 the Interloper joins, R18).
import { phrase } from '../core/phrase.ts';
import type { DeckDescription, GameDescription } from '../core/types.ts';
import { canonicalCard } from './cards.ts';
import { DEFAULT_OPTIONS } from './state.ts';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_NAMES: Record<string, string> = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** A standard deck of 52 (R1), in the order people sort one by hand: suit by suit, ace to king. */
export const playingCards: DeckDescription = {
  id: 'playing-cards',
  name: 'Playing cards (52)',
  cards: SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`)),
  label(card) {
    const c = canonicalCard(card);
    if (!c) return card;
    const rank = c.slice(0, -1);
    return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[c.slice(-1)] ?? ''}`;
  },
  canonical: canonicalCard,
  firstDeck: true,
};

export const sevenSeizeDescription: GameDescription = {
  id: '7-seize',
  name: '7 Seize',
  blurb: 'Seven rounds of squabbling over booty, then the collections are weighed against each other.',
  players: [2, 3, 4, 5, 6, 7],
  deck: playingCards,
  reader: { reveal: 'simultaneous' },
  scale: 'contest',
  // The logbook's score is the pieces collected; their weight on the scale decides (R19–R24).
  score: { unit: 'pieces', means: 'pieces collected; the weigh-off, by weight, decides the winner' },
  options: [
    { key: 'cursedTreasure', label: phrase('Cursed Treasure: the lightest collection wins (R26)'), kind: 'boolean', default: DEFAULT_OPTIONS.cursedTreasure },
    {
      key: 'keepTiebreakPiecesOut',
      label: phrase('Tiebreak pieces stay out for the rest of the weigh-off (R22)'),
      kind: 'boolean',
      default: DEFAULT_OPTIONS.keepTiebreakPiecesOut,
    },
    {
      key: 'tieBandGrams',
      label: phrase('Tie band (g, R24)'),
      kind: 'number',
      default: DEFAULT_OPTIONS.tieBandGrams,
      min: 0.1,
      max: 100,
      help: phrase('Collections closer than this are a tie and go to a tiebreak.'),
    },
  ],
};

/** What the shelf says of 7 Seize's first game (first-game.ts). */
export const FIRST_GAME_ABOUT = phrase(
  'Ann, Bob and Cy play a first round on the virtual rig for you to watch, each card tapped on the reader. A practice game: the logbook does not count it.',
);
