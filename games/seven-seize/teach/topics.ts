// The rules of 7 Seize a newcomer meets in play, explained in full the first time each comes into
// play in a game and in one line after, and the steps where each comes into play.
import type { TeachStep } from '../../core/teach.ts';
import { ruleTopics } from '../../core/topic-text.ts';
import { parseCard, squabbleValue } from '../cards.ts';
import { INTERLOPER } from '../state.ts';
import { kingsTook, newEvents, type SeizeView, swabbed } from './view.ts';

export const TOPICS = ruleTopics(`
# interloper: The Interloper (R18, R19, R6)
With two players a ghost pirate, the Interloper, joins every seize. The player who is not Captain puts the top
card of the draw deck face down for it before choosing their own card, and after the reveal makes its choices
(a Queen’s take or steal, which pieces it takes). It never squabbles for Captain. Its collection is weighed
like a player’s, and if it wins the weigh-off, nobody wins.
> The Interloper plays the top card of the deck; the player who is not Captain puts it down and decides for it (R18).

# captain-tie: A tie for Captain (R2, R3, R5)
When the highest squabble cards tie, round 1 has no previous Captain, so the suits decide: spades, then
hearts, diamonds, clubs (face cards and Aces, which all count 1, can share a suit: then A, K, Q, J). From
round 2 the previous Captain picks the new Captain among the tied players, and may pick themselves.
> A tie for Captain: the suit in round 1 (R2), the previous Captain’s pick after (R5).

# king: A King’s swap (R11)
A King takes the whole stash of its colour into its owner’s collection, then its owner gives back as many
pieces, chosen from their whole collection. The numbers do not change; what can change is which pieces: a King
swaps light pieces for heavy ones, and the weigh-off is decided by weight, not by count. A King whose owner had
no pieces before gives back the very pieces it took.
> A King takes the stash and gives back as many pieces of its choice (R11).

# queen: A Queen’s choice (R12)
A Queen either takes 1 piece from the stash of her colour, or steals 1 piece from the collection of anyone
else who showed a card of her colour in this seize (the squabble’s cards do not count), whether they have acted
yet or not (the Interloper too). She can only steal from someone who holds a piece; the tablet asks only when
there is a real choice.
> A Queen takes 1 from her stash or steals 1 from someone who showed her colour in this seize (R12).

# same-rank: Cards of the same rank (R8)
Cards act from Ace down to 2, whichever their colour. When several players showed the same rank, the Captain
says in which order they act. It matters: earlier number cards take first in each go-round, and whoever acts
first of all swabs the deck.
> Same rank: the Captain sets the order (R8).

# swab: Swab the deck (R15)
When every card has acted, whatever is still in either stash goes to whoever acted first this round (the
highest card), whatever the colour of their card. An Ace or a King played early can collect the leftovers of
the other stash too.
> Leftovers in the stashes go to whoever acted first (R15).

# weigh-off: The weigh-off (R20, R21)
After round 7 the bag is empty and the scale decides. Collections meet two at a time, one in each cup: the
lighter side is out (with Cursed Treasure, the heavier). By default the winner stays in the left cup and meets
the next seat. The last collection standing wins.
> Two cups at a time: the lighter collection is out (R21).

# tiebreak: The weigh-off’s tiebreak (R22, R23, R24)
When the scale cannot tell the two cups apart (the difference is inside the tie band), it is a tie: each side
takes out one piece of its choice and the cups are weighed again, as often as needed. The pieces taken out go
back to their owners after the contest. A side with nothing left to take out cannot go on: it loses the contest
(with Cursed Treasure it wins it); if both run out, both stay in.
> A tie: each side takes out one piece and the cups weigh again (R22).
`);

/** True when the squabble just resolved had several highest cards. */
function captainTie(before: SeizeView | null, after: SeizeView): boolean {
  const r = after.lastReveal;
  if (!before || !r || r.phase !== 'squabble' || r.round !== after.round || before.phase !== 'squabble' || before.revealed) return false;
  const values = Object.values(r.cards).map((c) => {
    const card = parseCard(c);
    return card ? squabbleValue(card) : 0;
  });
  return values.filter((x) => x === Math.max(...values)).length > 1;
}

export function inPlay(step: TeachStep<SeizeView>): string[] {
  const before = step.before;
  const after = step.after;
  const a = step.after.awaiting as { type?: string; phase?: string; players?: string[] } | null;
  const events = newEvents(before, after);
  const ids: string[] = [];
  if (step.input.type === 'divvy' && a?.type === 'reveal' && a.players?.includes(INTERLOPER)) ids.push('interloper');
  if (captainTie(before, after)) ids.push('captain-tie');
  if (a?.type === 'order') ids.push('same-rank');
  if (kingsTook(events).length > 0) ids.push('king');
  if (a?.type === 'queen') ids.push('queen');
  if (swabbed(events)) ids.push('swab');
  if (after.phase === 'weigh-off' && before?.phase !== 'weigh-off') ids.push('weigh-off');
  if (step.input.type === 'verdict' && step.input.heavier === 'none') ids.push('tiebreak');
  return ids;
}
