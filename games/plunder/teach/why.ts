// The steps of Plunder! that move the game in a way a newcomer would not expect, each in one line
// naming the rule that did it.
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Teaching } from '../../core/teach.ts';
import { effectsOf, halvedSteals, type PlunderView } from './view.ts';

export const why: Teaching<PlunderView>['why'] = (before, input, after) => {
  if (!before) return null;
  const effects = effectsOf(input);
  const actor = before.pending?.player;
  if (input.type === 'resolve' && actor) {
    const h = halvedSteals(before, actor, effects)[0];
    if (h)
      return {
        text: phrase(
          "{victim}'s crew ({theirs}) is at least twice {thief}'s ({mine}): the card's steal of {n} is halved to {half}, and takes {took, plural, one {# treasure} other {# treasures}} (P17).",
          { victim: h.victim, theirs: h.crews[1], thief: h.thief, mine: h.crews[0], n: h.n, half: Math.floor(h.n / 2), took: h.took },
        ),
        rules: ['P17'],
      };
    const lost = effects.find((e) => e.do === 'lose' || e.do === 'loseCrew');
    if (lost)
      return {
        text: phrase('{player} loses {crew, select, yes {crew} other {treasures}}: lost pieces leave the game, they do not go back to the harbour (P20).', {
          player: lost.player ?? '',
          crew: lost.do === 'loseCrew' ? 'yes' : 'no',
        }),
        rules: ['P20'],
      };
  }
  if (after.finalRound && !before.finalRound)
    return {
      text: phrase(
        'The last card of the stack is drawn: the turn it was drawn in is played to its end, then everyone else plays one more turn and the game is over (P24).',
      ),
      rules: ['P24'],
    };
  if (after.phase === 'tiebreak' && before.phase !== 'tiebreak')
    return {
      text: phrase('A tie for the most points: the tied players count the reaction cards in their hands, and the most wins (P30).'),
      rules: ['P30'],
    };
  if (before.phase === 'tiebreak' && after.phase === 'finished')
    return {
      text: phrase('The most reaction cards in hand breaks the tie: {winners} {n, plural, one {wins} other {share the win}} (P30).', {
        winners: phraseList(after.winners),
        n: Math.max(1, after.winners.length),
      }),
      rules: ['P30'],
    };
  return null;
};
