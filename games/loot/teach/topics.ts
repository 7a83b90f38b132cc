// The rules of Loot a newcomer meets in play, explained in full the first time each comes into play
// in a game and in one line after, and the steps where each comes into play.
import type { TeachStep } from '../../core/teach.ts';
import { ruleTopics } from '../../core/topic-text.ts';
import { kindOf, type LootView } from './view.ts';

export const TOPICS = ruleTopics(`
# partnership: Playing in teams (L27, L16)
Partners sit side by side and each plays their own hand, but the team attacks, captures and scores as one: a
merchant either partner sent to sea is the team’s, and both attack in the team’s colour. Only the first
partner of the pair to play checks for captures.
> Teams attack, capture and score as one (L27).

# attack: Attacking a merchant ship (L10, L13)
A pirate ship attacks a merchant at sea. Each player (each team, in partnership play) attacks a merchant in one
colour: their first ship there may be of any colour that nobody else uses there, and all their later ships on
that merchant must match. A colour’s strength is the sum of its skulls; the strictly strongest leads, and on a
tie nobody leads.
> One colour each on a merchant; most skulls leads (L10, L13).

# capture: Capturing a merchant ship (L15, L14, L13)
At the start of your turn, before you do anything, you capture every merchant at sea that you (or your team) lead: a
battle you still lead, or your own merchant that nobody attacked since your last turn. Captured ships go face
down in front of you and their gold is yours; the pirates on them are discarded. A tied battle stays at sea.
> Whatever you lead at the start of your turn is captured (L15).

# tie: A tied battle (L13)
When two colours on a merchant have the same number of skulls, and no captain or admiral lies on it, nobody
leads: the merchant stays at sea, and nobody captures it until one colour is stronger again.
> Equal skulls: nobody leads and the ship stays at sea (L13).

# captain: Captains and the admiral (L11, L12, L13)
A pirate captain goes on a merchant you (or your team) already attack in the captain’s colour; the admiral goes on
your own merchant at sea. Either beats any number of skulls, and the last captain or admiral played on a
merchant wins its battle: it can be answered only by another captain (or the admiral).
> The last captain or admiral played wins the battle (L13).

# empty-pile: The empty pile (L19, L18, L21)
Once the draw pile is empty nobody draws again: on your turn you play a card, or, only when the card has no
legal play, discard it. The game ends at once when a player (in partnership play, both players of a team) has
played their last card.
> No more draws: play, or discard a card with no legal play (L18, L19).

# end: The end and the score (L21, L23, L24)
The game ends at once when the pile is empty and a player (in partnership play, both players of a team) has no
cards left: there is no last capture check,
and merchants still at sea score for nobody. Every player still holding cards reports the merchants in their
hand, and each player (or team) scores the gold captured less the gold of those merchants.
> Score: gold captured less gold still in hand (L24).
`);

function newCaptures(before: LootView | null, after: LootView): boolean {
  return after.captureLog.length > (before?.captureLog.length ?? 0);
}

function newTie(before: LootView | null, after: LootView): boolean {
  const tied = new Set((before?.atSea ?? []).filter((m) => m.leadBy === 'tie').map((m) => m.merchant));
  return after.atSea.some((m) => m.leadBy === 'tie' && !tied.has(m.merchant));
}

export function inPlay(step: TeachStep<LootView>): string[] {
  const before = step.before;
  const after = step.after;
  const played = step.input.type === 'play' ? kindOf(step.input.card) : null;
  const ids: string[] = [];
  if (step.input.type === 'start' && after.partnership) ids.push('partnership');
  if (played === 'pirate') ids.push('attack');
  if (played === 'captain' || played === 'admiral') ids.push('captain');
  if (newTie(before, after)) ids.push('tie');
  if (newCaptures(before, after)) ids.push('capture');
  if (before && before.drawPile > 0 && after.drawPile === 0 && after.phase === 'turn') ids.push('empty-pile');
  if (before?.phase === 'turn' && after.phase !== 'turn') ids.push('end');
  return ids;
}
