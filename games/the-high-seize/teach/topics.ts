// The rules of The High Seize a newcomer meets in play, explained in full the first time each comes
// into play in a game and in one line after, and the steps where each comes into play.
import type { TeachStep } from '../../core/teach.ts';
import { ruleTopics } from '../../core/topic-text.ts';
import { type HighSeizeView, NEUTRAL, settled } from './view.ts';

export const TOPICS = ruleTopics(`
# foreign-cargo: Cargo on another player’s ship (H8, H17, H18)
You may place a card on anyone’s ship. Cargo belongs to its colour, not to the ship: if that ship reaches
port, your card comes back to you, and its owner keeps only the ship and their own colour. Loading someone’s
ship with heavy cards is how you sink it.
> Cargo goes home to its colour, whoever’s ship carried it (H17).

# neutral: The neutral ship (H8, H15, H16)
The black neutral ship belongs to nobody and weighs nothing. Anyone may load it; it sinks like any other pile
when it is the heaviest, and cargo on it that survives goes to its colour’s player.
> The neutral ship is nobody’s, and sinks like any other (H15).

# sink: A ship sinking (H15, H14, H16, H17)
When the piles are turned over, each weighs its cargo and its ship card (the house deck’s ships weigh nothing;
printed numbers entered for the cards may give them a weight). The heaviest pile sinks, and so
does every pile tied with it: its cargo and its ship are out of the game, whatever their colours. From every
other pile each card goes to the player of its colour, and a player whose ship survived keeps it.
> The heaviest pile (and any tied with it) sinks with everything on it (H15).

# tie-sink: Piles tied for heaviest (H15)
When several piles share the heaviest weight, all of them sink. The neutral ship takes part, and in a round
where every pile weighs the same, every pile sinks.
> Tied for heaviest: all of them sink (H15).
`);

export function inPlay(step: TeachStep<HighSeizeView>): string[] {
  const before = step.before;
  const after = step.after;
  const input = step.input;
  const ids: string[] = [];
  if (input.type === 'place' && input.pile !== NEUTRAL && input.pile !== input.player) ids.push('foreign-cargo');
  if (input.type === 'place' && input.pile === NEUTRAL) ids.push('neutral');
  const round = settled(before, after);
  if (round && round.sunk.length > 0) ids.push('sink');
  if (round && round.sunk.length > 1) ids.push('tie-sink');
  return ids;
}
