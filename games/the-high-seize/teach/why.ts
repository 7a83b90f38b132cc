// The steps of The High Seize that move the game in a way a newcomer would not expect, each in one
// line naming the rule that did it.
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Teaching } from '../../core/teach.ts';
import { type HighSeizeView, NEUTRAL, ownerOf, pileName, settled } from './view.ts';

/** The other players' cargo lost with a sunk pile: `2 of Ann's`. */
function othersLost(v: HighSeizeView, pile: string): string[] {
  const on = v.piles[pile]?.byColour ?? {};
  return Object.entries(on)
    .map(([colour, n]) => [ownerOf(v, colour), n] as const)
    .filter(([who, n]) => who !== undefined && who !== pile && n > 0)
    .map(([who, n]) => phrase("{n} of {who}'s", { n, who: who ?? '' }));
}

export const why: Teaching<HighSeizeView>['why'] = (before, _input, after) => {
  const round = before ? settled(before, after) : null;
  if (!before || !round) return null;
  const [first] = round.sunk;
  if (first === undefined) return null;
  const weight = round.weights[first] ?? 0;
  if (round.sunk.length > 1)
    return {
      text: phrase('{piles} tie for heaviest at {weight}: all of them sink, with their cargo (H15, H16).', {
        piles: phraseList(round.sunk.map(pileName)),
        weight,
      }),
      rules: ['H15', 'H16'],
    };
  const lost = othersLost(before, first);
  const taking = lost.length > 0 ? phrase(', taking {lost} cards with it', { lost: phraseList(lost) }) : '';
  const text =
    first === NEUTRAL
      ? phrase('The neutral ship is the heaviest at {weight} and sinks{taking} (H15, H16).', { weight, taking })
      : phrase("{pile}'s ship is the heaviest at {weight} and sinks{taking} (H15, H16).", { pile: first, weight, taking });
  return { text, rules: ['H15', 'H16'] };
};
