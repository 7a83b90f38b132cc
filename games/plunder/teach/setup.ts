// What a Plunder! table lays out before the first turn, and what the game is about.
import type { SetupGuide } from '../../core/teach.ts';

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const unused = 5 - players;
  const noTie = options.mostTie === 'none';
  const chosen = Array.isArray(options.colours) ? options.colours.filter((c): c is string => typeof c === 'string') : [];
  const colours = chosen.length > 0 ? `${chosen.join(', ')}, as the host chose` : 'red, blue, green, yellow, purple in seat order';
  return {
    goal: 'Cut-throat pirates steal treasures and crew from the harbour and from each other, with action cards and reaction cards. When the last card of the stack is drawn, that turn is finished and everyone else has one more turn; then the most points wins: treasures (your own colour counts double), crew, and bonuses for holding colours.',
    layOut: [
      `Each player takes a colour (${colours}), 6 treasures of it and 1 crew member (P1, P2).`,
      `The harbour in the middle: 4 treasures of each colour in play${unused > 0 ? ` and all 10 of each of the ${unused} unused colour${unused === 1 ? '' : 's'}` : ''}, and ${2 * players} crew members (P2).`,
      players < 5 ? `Put the other ${15 - 3 * players} crew members back in the box (P2).` : 'All 15 crew members are in play (P2).',
      `Shuffle the 72 cards: deal 5 to each player, make a draw stack of ${8 * players} cards, and put the other ${72 - 13 * players} back unseen (P3).`,
      "The rig's scale in counting mode, its cup empty: it can count a pile of treasures poured in and check the tablet's ledger. The card reader is not used.",
      ...(noTie ? ['Players tied for the most of a colour get no +2 for it (P27).'] : []),
    ],
    rules: ['P1', 'P2', 'P3', ...(noTie ? ['P27'] : [])],
  };
}
