// Squabble for Captain: the highest number card wins (R4); ties go to the previous captain's
// choice (R5), or in round 1 to the suit order then the seize rank (R2, R3).
import { byPlayer } from '../core/by-player.ts';
import { parseCard, squabbleValue, suitRank, seizeRank, type Card } from './cards.ts';
import { discardCards } from './deck.ts';
import type { SevenSeizeState } from './state.ts';
import { type SeizeEvent, told } from './narrate.ts';
import { phrase, phraseList } from '../core/phrase.ts';

function card(s: SevenSeizeState, who: string): Card {
  return parseCard(s.revealed[who] ?? '') as Card;
}

/** All players have revealed: name the captain or ask the previous one to choose. */
export function resolveSquabble(s: SevenSeizeState): SevenSeizeState {
  const values = s.players.map((p) => squabbleValue(card(s, p)));
  const best = Math.max(...values);
  const tied = s.players.filter((_, i) => values[i] === best);
  if (tied.length === 1) return appointCaptain(s, tied[0] as string, []);
  if (s.round === 1 || s.captain === null) {
    // R2 then R3: lower index in the suit order and in the seize order is higher.
    const byCard = [...tied].sort((a, b) => {
      const ca = card(s, a);
      const cb = card(s, b);
      return suitRank(ca) - suitRank(cb) || seizeRank(ca) - seizeRank(cb);
    });
    const winner = byCard[0] as string;
    return appointCaptain(s, winner, [
      told(phrase('{tied} tie at {best}; {card} has the highest suit (R2, R3)', { tied: phraseList(tied, 'unit'), best, card: s.revealed[winner] ?? '' })),
    ]);
  }
  return {
    ...s,
    events: [
      told(
        phrase('{tied} tie at {best}: {captain}, the previous captain, chooses the new one (R5)', { tied: phraseList(tied, 'unit'), best, captain: s.captain }),
      ),
    ],
    pending: { type: 'chooseCaptain', player: s.captain, among: tied },
  };
}

/** The new captain takes the bag; squabble cards go to the discards (R16). */
export function appointCaptain(s: SevenSeizeState, captain: string, events: SeizeEvent[]): SevenSeizeState {
  const cards = s.players.map((p) => s.revealed[p] as string);
  return {
    ...s,
    captain,
    phase: 'divvy',
    pending: null,
    deck: discardCards(s.deck, cards),
    lastReveal: { round: s.round, phase: 'squabble', cards: s.revealed },
    revealed: byPlayer(),
    events: [...events, told(phrase('{captain} is Captain ({card}) and divvies the booty', { captain, card: s.revealed[captain] ?? '' }))],
  };
}
