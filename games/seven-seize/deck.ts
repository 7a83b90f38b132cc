// Card bookkeeping across reshuffles (R16, R27). The companion never knows the order of the
// draw deck, only how many cards it holds and which revealed cards lie in the discards.
import type { Deck } from './state.ts';

export const HAND_SIZE = 3;

export function newDeck(players: number): Deck {
  return { draw: 52 - HAND_SIZE * players, discard: [], reshuffles: 0 };
}

/** Draws `n` cards, shuffling the discards into a new deck whenever it runs out, also mid-draw (R16). */
export function drawCards(deck: Deck, n: number): Deck {
  let { draw, discard, reshuffles } = deck;
  for (let i = 0; i < n; i++) {
    if (draw === 0 && discard.length > 0) {
      draw = discard.length;
      discard = [];
      reshuffles++;
    }
    if (draw > 0) draw--;
  }
  return draw === deck.draw && discard === deck.discard ? deck : { draw, discard, reshuffles };
}

/** Revealed cards go to the discards at the end of the phase that revealed them (R16). */
export function discardCards(deck: Deck, cards: readonly string[]): Deck {
  return cards.length === 0 ? deck : { ...deck, discard: [...deck.discard, ...cards] };
}
