// The steps of Plunder! that move the game in a way a newcomer would not expect, each in one line
// naming the rule that did it.
import type { Teaching } from '../../core/teach.ts';
import { count, whoWins } from '../../core/words.ts';
import { effectsOf, halvedSteals, type PlunderView } from './view.ts';

export const why: Teaching<PlunderView>['why'] = (before, input, after) => {
  if (!before) return null;
  const effects = effectsOf(input);
  const actor = before.pending?.player;
  if (input.type === 'resolve' && actor) {
    const h = halvedSteals(before, actor, effects)[0];
    if (h)
      return {
        text: `${h.victim}'s crew (${h.crews[1]}) is at least twice ${h.thief}'s (${h.crews[0]}): the card's steal of ${h.n} is halved to ${Math.floor(h.n / 2)}, and takes ${count(h.took, 'treasure')} (P17).`,
        rules: ['P17'],
      };
    const lost = effects.find((e) => e.do === 'lose' || e.do === 'loseCrew');
    if (lost)
      return {
        text: `${lost.player} loses ${lost.do === 'loseCrew' ? 'crew' : 'treasures'}: lost pieces leave the game, they do not go back to the harbour (P20).`,
        rules: ['P20'],
      };
  }
  if (after.finalRound && !before.finalRound)
    return {
      text: 'The last card of the stack is drawn: the turn it was drawn in is played to its end, then everyone else plays one more turn and the game is over (P24).',
      rules: ['P24'],
    };
  if (after.phase === 'tiebreak' && before.phase !== 'tiebreak')
    return { text: 'A tie for the most points: the tied players count the reaction cards in their hands, and the most wins (P30).', rules: ['P30'] };
  if (before.phase === 'tiebreak' && after.phase === 'finished')
    return {
      text: `The most reaction cards in hand breaks the tie: ${whoWins(after.winners)} (P30).`,
      rules: ['P30'],
    };
  return null;
};
