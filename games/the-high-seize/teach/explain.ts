// The High Seize's prompts explained for the player asked: what is happening, what each choice does
// for them, and the rulings behind it (docs/rules/the-high-seize.md).
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Explanation } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { type HighSeizeView, NEUTRAL, pileName } from './view.ts';

/** A pile and its count of cards: `Ann's ship 2`. */
const pileCount = (pile: string, n: number | undefined): string => phrase('{pile} {n}', { pile: pileName(pile), n: n ?? 0 });

function ships(v: HighSeizeView, asked: string[]): Explanation {
  return {
    now: phrase('Round {round} of 4: each player puts down one of their remaining ships face up; it is their pile this round. Still to choose: {asked}.', {
      round: v.round,
      asked: phraseList(asked),
    }),
    asked,
    choices: [
      {
        choice: phrase('A ship worth more (in the house deck S4 is worth 5)'),
        does: phrase('scores more if it reaches port, and is lost with its cargo if it sinks. House-deck ships weigh nothing.'),
        rule: 'H9',
      },
      {
        choice: phrase('A ship worth less (S1 is worth 2)'),
        does: phrase('risks less in a round where your ship looks likely to be overloaded.'),
        rule: 'H6',
      },
    ],
    rules: ['H6', 'H9', 'H17'],
  };
}

function place(v: HighSeizeView, player: string): Explanation {
  const loads = phraseList(
    Object.entries(v.piles).map(([name, p]) => pileCount(name, p.cards)),
    'unit',
  );
  const others = Object.keys(v.piles).filter((p) => p !== player && p !== NEUTRAL);
  return {
    now: phrase(
      'Round {round}: {player} places one card from their hand face down on any pile ({n, plural, one {# card} other {# cards}} in hand). Cards on the piles now: {loads}.',
      { round: v.round, player, n: v.hands[player] ?? 0, loads },
    ),
    asked: [player],
    choices: [
      {
        choice: phrase('Your own ship'),
        does: phrase('if it reaches port you keep your cargo and the ship; a heavy load risks sinking it.'),
        rule: 'H17',
      },
      {
        choice: phrase("Another player's ship ({others})", { others: phraseList(others) }),
        does: phrase('your cargo there still comes back to you if the ship survives; a heavy card can sink it, with its owner’s ship.'),
        rule: 'H18',
      },
      {
        choice: phrase('The neutral ship'),
        does: phrase('nobody’s ship: your cargo on it comes back to you if it survives, and it can sink too.'),
        rule: 'H15',
      },
      {
        choice: phrase('Tap it on the reader first (optional)'),
        does: phrase('the tablet learns your card but shows nobody until the piles are turned over.'),
        rule: 'H12',
      },
    ],
    rules: ['H7', 'H8', 'H15'],
  };
}

function flip(v: HighSeizeView, piles: Record<string, number>): Explanation {
  const names = Object.keys(piles);
  return {
    now: phrase(
      'Round {round}, every card is down: turn the piles over and tap each card not yet known on the reader, naming its pile. Still to tap: {left}. The heaviest pile sinks.',
      {
        round: v.round,
        left: phraseList(
          names.map((p) => pileCount(p, piles[p])),
          'unit',
        ),
      },
    ),
    asked: Object.keys(v.colours),
    choices: names.map((p) => ({
      choice: phrase('Tap the cards of {pile}', { pile: pileName(p) }),
      does: phrase('{n, plural, one {# card} other {# cards}} still to tap; a pile weighs its cargo and its ship.', { n: piles[p] ?? 0 }),
      rule: 'H11',
    })),
    rules: ['H11', 'H14', 'H15'],
  };
}

export function explain(v: HighSeizeView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: phrase(
        'The game is over after 4 rounds: {winners} {n, plural, one {wins} other {share the win}} with the highest value of cards kept, cargo and ships.',
        { winners: phraseList(v.winners), n: Math.max(1, v.winners.length) },
      ),
      asked: [],
      choices: [],
      rules: ['H19'],
    };
  }
  switch (a.type) {
    case 'ship':
      return ships(v, a.players as string[]);
    case 'place':
      return place(v, a.player as string);
    case 'reveal':
      return flip(v, a.piles as Record<string, number>);
    default:
      return null;
  }
}
