// What a 7 Seize table lays out before the first card, and what the game is about.
import { phrase } from '../../core/phrase.ts';
import type { SetupGuide } from '../../core/teach.ts';

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const cursed = options.cursedTreasure === true;
  const layOut = [
    phrase(
      'A 52-card deck: take out the two Jokers and lay them face up in the middle, the red Joker for the red stash and the black one for the black stash (R1).',
    ),
    phrase('Shuffle the other 52 cards into a face-down draw deck and deal 3 cards to each of the {players} players.', { players }),
    phrase('All 49 pieces of booty (nuts, coins, sweets: similar, not equal in weight) go into the bag (R17).'),
    phrase("The rig's card reader next to the deck: every card played is tapped on it, face down, before all are shown together."),
    phrase("The rig's scale, its two cups empty, set aside until the weigh-off after round 7 (R20)."),
  ];
  if (players === 2)
    layOut.push(phrase('With two players a ghost pirate, the Interloper, joins the seize phase: keep a spot on the table for its collection (R18).'));
  if (cursed) layOut.push(phrase('Cursed Treasure is on: at the weigh-off the lightest collection wins (R26).'));
  if (options.keepTiebreakPiecesOut === true)
    layOut.push(phrase('Pieces taken out in a tiebreak stay out for the rest of the weigh-off (R22): keep a saucer for them.'));
  return {
    goal: cursed
      ? phrase(
          "Over seven rounds everyone fights over 49 pieces of booty with ordinary playing cards: squabble to be Captain, who splits each round's 7 pieces into a red and a black stash, then play a card to seize from the stash of its colour. At the end the collections are weighed two at a time and the lightest one wins.",
        )
      : phrase(
          "Over seven rounds everyone fights over 49 pieces of booty with ordinary playing cards: squabble to be Captain, who splits each round's 7 pieces into a red and a black stash, then play a card to seize from the stash of its colour. At the end the collections are weighed two at a time and the heaviest one wins.",
        ),
    layOut,
    rules: ['R1', 'R17', 'R20', ...(players === 2 ? ['R18'] : []), ...(cursed ? ['R26'] : [])],
  };
}
