// The steps of 7 Seize that move the game in a way a newcomer would not expect, each in one line
// naming the rule that did it.
import type { Teaching, WhyLine } from '../../core/teach.ts';
import { phrase } from '../../core/phrase.ts';
import { kingsTook, Named, named, newEvents, pieces, type SeizeView, swabbed } from './view.ts';

function weighed(before: SeizeView | null, after: SeizeView, heavier: unknown): WhyLine | null {
  const results = after.weighOff?.results ?? [];
  const done = results.length > (before?.weighOff?.results.length ?? 0) ? results[results.length - 1] : null;
  if (heavier === 'none' && !done)
    return { text: phrase('No clear winner: each side takes out one piece of its choice and the cups weigh again (R22).'), rules: ['R22'] };
  if (heavier === 'none' && done?.outcome === 'draw')
    return {
      text: phrase('A tie with both cups empty: {left} and {right} both stay in (R23).', { left: named(done.left), right: named(done.right) }),
      rules: ['R23'],
    };
  if (heavier === 'none' && done?.eliminated)
    return { text: phrase('A tie, and one side had no piece left to take out: {who} is out (R23).', { who: named(done.eliminated) }), rules: ['R23'] };
  if (done?.eliminated && after.options.cursedTreasure)
    return {
      text: phrase('Cursed Treasure: the heavier collection is out, so {who} leaves the weigh-off (R26).', { who: named(done.eliminated) }),
      rules: ['R26'],
    };
  if (after.phase === 'finished' && after.winners.length === 0)
    return { text: phrase('The Interloper’s collection won the weigh-off: no player wins (R19).'), rules: ['R19'] };
  return null;
}

/** A King's swap in one line (R11): with nothing before, its owner gives back the very pieces it took. */
function kingSwap(king: { who: string; n: number; colour: string }, had: number): string {
  const takes = phrase("{who}'s King takes {n, plural, one {the 1 piece} other {all # pieces}} of the {colour, select, red {red} other {black}} stash", {
    who: Named(king.who),
    n: king.n,
    colour: king.colour,
  });
  if (had === 0) return phrase('{takes}; with no pieces before, the same {n} go back: nothing changes (R11).', { takes, n: king.n });
  const upTo = Math.min(had, king.n);
  return phrase('{takes} and gives back any {n} of the {held} pieces now held: the count stays, and up to {upTo} can change (R11).', {
    takes,
    n: king.n,
    held: had + king.n,
    upTo: pieces(upTo),
  });
}

export const why: Teaching<SeizeView>['why'] = (before, input, after) => {
  if (input.type === 'verdict') return weighed(before, after, input.heavier);
  if (input.type === 'queen' && input.action === 'steal')
    return {
      text: phrase("{who}'s Queen steals 1 piece from {from}: a Queen may steal from anyone who showed a card of her colour in this seize (R12).", {
        who: Named(input.player as string),
        from: String(input.from),
      }),
      rules: ['R12'],
    };
  if (input.type === 'chooseCaptain') {
    const by = before?.captain;
    const text = !by
      ? phrase('The previous Captain picks {who} as Captain from the tied players (R5).', { who: String(input.player) })
      : input.player === by
        ? phrase('{by} picks themselves as Captain from the tied players (R5).', { by })
        : phrase('{by} picks {who} as Captain from the tied players (R5).', { by, who: String(input.player) });
    return { text, rules: ['R5'] };
  }
  const events = newEvents(before, after);
  const king = kingsTook(events)[0];
  if (king) return { text: kingSwap(king, before?.collections[king.who] ?? 0), rules: ['R11'] };
  const swab = swabbed(events);
  if (swab)
    return {
      text: phrase('{who} acted first, so {left} left in the stashes go to them, whatever the colour (R15).', { who: Named(swab.who), left: pieces(swab.n) }),
      rules: ['R15'],
    };
  const suits = events.find((e) => e.includes('has the highest suit'));
  if (suits)
    return {
      text: phrase('A tie for Captain in round 1: the suit breaks it, spades highest, then hearts, diamonds, clubs, so {captain} is Captain (R2).', {
        captain: String(after.captain),
      }),
      rules: ['R2', 'R3'],
    };
  return null;
};
