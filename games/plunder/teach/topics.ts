// The rules of Plunder! a newcomer meets in play, explained in full the first time each comes into
// play in a game and in one line after, and the steps where each comes into play.
import type { TeachStep } from '../../core/teach.ts';
import { ruleTopics } from '../../core/topic-text.ts';
import { effectsOf, halvedSteals, type PlunderView } from './view.ts';

export const TOPICS = ruleTopics(`
# reaction: Reaction cards (P13, P14, P15)
When a player plays an action card, anyone else may answer it with one reaction card before it takes effect;
only the first reaction counts, and nobody can react to a reaction or to the four basic actions. The table
then enters what the card and the reaction did together.
> One reaction, by anyone else, before the card takes effect (P14).

# halving: Plunder!’s halving (P17, P18)
A card that steals treasures from a player whose crew is at least twice the thief’s steals only half, rounded
down: a steal of 3 takes 1, a steal of 1 takes nothing. A thief with no crew is always halved. Steals from the
harbour, and the basic Steal a treasure action, are never halved. The tablet works out the half and says it
beside the steal: enter the treasures taken to match it.
> Steal from twice your crew: half, rounded down (P17).

# recruit: Recruiting crew (P10, P25)
To recruit, pay 2 treasures of any colours to the harbour and take a crew member from it. Each crew member is
worth 2 points at the end, and a big crew protects you: a card steals only half from a player with twice the
thief’s crew.
> Recruit: 2 treasures to the harbour for a crew member (P10).

# lost: Lost treasures and crew (P20)
Treasures and crew a card makes a player lose leave the game: they do not go back to the harbour. A loss takes
what the player has, up to what the card says.
> What is lost leaves the game (P20).

# final-round: The final round (P24)
When the last card of the stack is drawn, the player whose turn it is finishes it, then every other player
plays exactly one more turn (with nothing to refill), and the game ends.
> Stack empty: one more turn each, then the end (P24).

# tiebreak: A tie for the most points (P30)
When players tie for the most points, they show their hands and each says how many reaction cards it holds:
the most reaction cards wins. Still tied, they all win.
> Tied: most reaction cards in hand wins (P30).
`);

export function inPlay(step: TeachStep<PlunderView>): string[] {
  const before = step.before;
  const after = step.after;
  const input = step.input;
  const ids: string[] = [];
  const effects = effectsOf(input);
  if (input.type === 'play') ids.push('reaction');
  if (input.type === 'resolve' && before?.pending?.player && halvedSteals(before, before.pending.player, effects).length > 0) ids.push('halving');
  if (input.type === 'recruit' || effects.some((e) => e.do === 'recruit')) ids.push('recruit');
  if (effects.some((e) => e.do === 'lose' || e.do === 'loseCrew')) ids.push('lost');
  if (after.finalRound && before && !before.finalRound) ids.push('final-round');
  if (after.phase === 'tiebreak' && before?.phase !== 'tiebreak') ids.push('tiebreak');
  return ids;
}
