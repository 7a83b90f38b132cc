// What a Plunder! table lays out before the first turn, and what the game is about.
import { phrase, phraseList } from '../../core/phrase.ts';
import type { SetupGuide } from '../../core/teach.ts';
import { colourWord } from '../score.ts';

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const unused = 5 - players;
  const noTie = options.mostTie === 'none';
  const chosen = Array.isArray(options.colours) ? options.colours.filter((c): c is string => typeof c === 'string') : [];
  const colours =
    chosen.length > 0
      ? phrase('{colours}, as the host chose', { colours: phraseList(chosen.map(colourWord), 'unit') })
      : phrase('red, blue, green, yellow, purple in seat order');
  return {
    goal: phrase(
      'Cut-throat pirates steal treasures and crew from the harbour and from each other, with action cards and reaction cards. When the last card of the stack is drawn, that turn is finished and everyone else has one more turn; then the most points wins: treasures (your own colour counts double), crew, and bonuses for holding colours.',
    ),
    layOut: [
      phrase('Each player takes a colour ({colours}), 6 treasures of it and 1 crew member (P1, P2).', { colours }),
      phrase(
        'The harbour in the middle: 4 treasures of each colour in play{unused, plural, =0 {} one { and all 10 of each of the # unused colour} other { and all 10 of each of the # unused colours}}, and {crew} crew members (P2).',
        { unused: Math.max(0, unused), crew: 2 * players },
      ),
      players < 5 ? phrase('Put the other {n} crew members back in the box (P2).', { n: 15 - 3 * players }) : phrase('All 15 crew members are in play (P2).'),
      phrase('Shuffle the 72 cards: deal 5 to each player, make a draw stack of {stack} cards, and put the other {rest} back unseen (P3).', {
        stack: 8 * players,
        rest: 72 - 13 * players,
      }),
      phrase(
        "The rig's scale in counting mode, its cup empty: it can count a pile of treasures poured in and check the tablet's ledger. The card reader is not used.",
      ),
      ...(noTie ? [phrase('Players tied for the most of a colour get no +2 for it (P27).')] : []),
    ],
    rules: ['P1', 'P2', 'P3', ...(noTie ? ['P27'] : [])],
  };
}
