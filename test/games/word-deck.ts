// A test game's deck of a few cards named by words ("gold" a "Gold coin"): a card read from the
// reader is its word, without case or the spaces around it.
import type { DeckDescription } from '../../games/core/types.ts';

export function wordDeck(id: string, name: string, cards: readonly string[], noun: string): DeckDescription {
  return {
    id,
    name,
    cards,
    label: (c) => `${c[0]?.toUpperCase()}${c.slice(1)} ${noun}`,
    canonical: (raw) => {
      const c = raw.trim().toLowerCase();
      return cards.includes(c) ? c : null;
    },
  };
}
