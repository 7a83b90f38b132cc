// The steps of The High Seize that move the game in a way a newcomer would not expect, each in one
// line naming the rule that did it.
import type { Teaching } from '../../core/teach.ts';
import { andList } from '../../core/words.ts';
import { type HighSeizeView, NEUTRAL, ownerOf, pileName, settled } from './view.ts';

/** The other players' cargo lost with a sunk pile: `2 of Ann's`. */
function othersLost(v: HighSeizeView, pile: string): string[] {
  const on = v.piles[pile]?.byColour ?? {};
  return Object.entries(on)
    .map(([colour, n]) => [ownerOf(v, colour), n] as const)
    .filter(([who, n]) => who !== undefined && who !== pile && n > 0)
    .map(([who, n]) => `${n} of ${who}'s`);
}

export const why: Teaching<HighSeizeView>['why'] = (before, _input, after) => {
  const round = before ? settled(before, after) : null;
  if (!before || !round) return null;
  const [first] = round.sunk;
  if (first === undefined) return null;
  const weight = round.weights[first] ?? 0;
  if (round.sunk.length > 1)
    return {
      text: `${andList(round.sunk.map(pileName))} tie for heaviest at ${weight}: all of them sink, with their cargo (H15, H16).`,
      rules: ['H15', 'H16'],
    };
  const lost = othersLost(before, first);
  const whose = first === NEUTRAL ? 'The neutral ship' : `${first}'s ship`;
  const also = lost.length > 0 ? `, taking ${andList(lost)} cards with it` : '';
  return { text: `${whose} is the heaviest at ${weight} and sinks${also} (H15, H16).`, rules: ['H15', 'H16'] };
};
