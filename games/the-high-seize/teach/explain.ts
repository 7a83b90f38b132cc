// The High Seize's prompts explained for the player asked: what is happening, what each choice does
// for them, and the rulings behind it (docs/rules/the-high-seize.md).
import type { Explanation } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { andList, count, whoWins } from '../../core/words.ts';
import { type HighSeizeView, NEUTRAL, pileName } from './view.ts';

function ships(v: HighSeizeView, asked: string[]): Explanation {
  return {
    now: `Round ${v.round} of 4: each player puts down one of their remaining ships face up; it is their pile this round. Still to choose: ${andList(asked)}.`,
    asked,
    choices: [
      {
        choice: 'A ship worth more (in the house deck S4 is worth 5)',
        does: 'scores more if it reaches port, and is lost with its cargo if it sinks. House-deck ships weigh nothing.',
        rule: 'H9',
      },
      { choice: 'A ship worth less (S1 is worth 2)', does: 'risks less in a round where your ship looks likely to be overloaded.', rule: 'H6' },
    ],
    rules: ['H6', 'H9', 'H17'],
  };
}

function place(v: HighSeizeView, player: string): Explanation {
  const loads = Object.entries(v.piles)
    .map(([name, p]) => `${pileName(name)} ${p.cards}`)
    .join(', ');
  const others = Object.keys(v.piles).filter((p) => p !== player && p !== NEUTRAL);
  return {
    now: `Round ${v.round}: ${player} places one card from their hand face down on any pile (${count(v.hands[player] ?? 0, 'card')} in hand). Cards on the piles now: ${loads}.`,
    asked: [player],
    choices: [
      { choice: 'Your own ship', does: 'if it reaches port you keep your cargo and the ship; a heavy load risks sinking it.', rule: 'H17' },
      {
        choice: `Another player's ship (${andList(others)})`,
        does: 'your cargo there still comes back to you if the ship survives; a heavy card can sink it, with its owner’s ship.',
        rule: 'H18',
      },
      { choice: 'The neutral ship', does: 'nobody’s ship: your cargo on it comes back to you if it survives, and it can sink too.', rule: 'H15' },
      { choice: 'Tap it on the reader first (optional)', does: 'the tablet learns your card but shows nobody until the piles are turned over.', rule: 'H12' },
    ],
    rules: ['H7', 'H8', 'H15'],
  };
}

function flip(v: HighSeizeView, piles: Record<string, number>): Explanation {
  const names = Object.keys(piles);
  return {
    now: `Round ${v.round}, every card is down: turn the piles over and tap each card not yet known on the reader, naming its pile. Still to tap: ${names.map((p) => `${pileName(p)} ${piles[p]}`).join(', ')}. The heaviest pile sinks.`,
    asked: Object.keys(v.colours),
    choices: names.map((p) => ({
      choice: `Tap the cards of ${pileName(p)}`,
      does: `${count(piles[p] ?? 0, 'card')} still to tap; a pile weighs its cargo and its ship.`,
      rule: 'H11',
    })),
    rules: ['H11', 'H14', 'H15'],
  };
}

export function explain(v: HighSeizeView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: `The game is over after 4 rounds: ${whoWins(v.winners)} with the highest value of cards kept, cargo and ships.`,
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
