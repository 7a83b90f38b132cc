// The steps of 7 Seize that move the game in a way a newcomer would not expect, each in one line
// naming the rule that did it.
import type { Teaching, WhyLine } from '../../core/teach.ts';
import { count } from '../../core/words.ts';
import { kingsTook, Named, named, newEvents, type SeizeView, swabbed } from './view.ts';

function weighed(before: SeizeView | null, after: SeizeView, heavier: unknown): WhyLine | null {
  const results = after.weighOff?.results ?? [];
  const done = results.length > (before?.weighOff?.results.length ?? 0) ? results[results.length - 1] : null;
  if (heavier === 'none' && !done)
    return { text: 'No clear winner: each side takes out one piece of its choice and the cups weigh again (R22).', rules: ['R22'] };
  if (heavier === 'none' && done?.outcome === 'draw')
    return { text: `A tie with both cups empty: ${named(done.left)} and ${named(done.right)} both stay in (R23).`, rules: ['R23'] };
  if (heavier === 'none' && done?.eliminated)
    return { text: `A tie, and one side had no piece left to take out: ${named(done.eliminated)} is out (R23).`, rules: ['R23'] };
  if (done?.eliminated && after.options.cursedTreasure)
    return { text: `Cursed Treasure: the heavier collection is out, so ${named(done.eliminated)} leaves the weigh-off (R26).`, rules: ['R26'] };
  if (after.phase === 'finished' && after.winners.length === 0)
    return { text: 'The Interloper’s collection won the weigh-off: no player wins (R19).', rules: ['R19'] };
  return null;
}

/** A King's swap in one line (R11): with nothing before, its owner gives back the very pieces it took. */
function kingSwap(king: { who: string; n: number; colour: string }, had: number): string {
  const takes = `${Named(king.who)}'s King takes ${king.n === 1 ? 'the 1 piece' : `all ${king.n} pieces`} of the ${king.colour} stash`;
  if (had === 0) return `${takes}; with no pieces before, the same ${king.n} go back: nothing changes (R11).`;
  const upTo = Math.min(had, king.n);
  return `${takes} and gives back any ${king.n} of the ${had + king.n} pieces now held: the count stays, and up to ${count(upTo, 'piece')} can change (R11).`;
}

export const why: Teaching<SeizeView>['why'] = (before, input, after) => {
  if (input.type === 'verdict') return weighed(before, after, input.heavier);
  if (input.type === 'queen' && input.action === 'steal')
    return {
      text: `${Named(input.player as string)}'s Queen steals 1 piece from ${input.from}: a Queen may steal from anyone who showed a card of her colour in this seize (R12).`,
      rules: ['R12'],
    };
  if (input.type === 'chooseCaptain') {
    const by = before?.captain ?? 'The previous Captain';
    return { text: `${by} picks ${input.player === by ? 'themselves' : input.player} as Captain from the tied players (R5).`, rules: ['R5'] };
  }
  const events = newEvents(before, after);
  const king = kingsTook(events)[0];
  if (king) return { text: kingSwap(king, before?.collections[king.who] ?? 0), rules: ['R11'] };
  const swab = swabbed(events);
  if (swab)
    return { text: `${Named(swab.who)} acted first, so ${count(swab.n, 'piece')} left in the stashes go to them, whatever the colour (R15).`, rules: ['R15'] };
  const suits = events.find((e) => e.includes('has the highest suit'));
  if (suits)
    return {
      text: `A tie for Captain in round 1: the suit breaks it, spades highest, then hearts, diamonds, clubs, so ${after.captain} is Captain (R2).`,
      rules: ['R2', 'R3'],
    };
  return null;
};
