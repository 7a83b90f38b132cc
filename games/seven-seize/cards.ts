// Playing cards in the notation of R1: rank then suit, e.g. `AS`, `10H`, `QD`, `7C`.

export type Suit = 'S' | 'H' | 'D' | 'C';
export type Rank = 'A' | 'K' | 'Q' | 'J' | '10' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';
export type Colour = 'red' | 'black';

export interface Card {
  rank: Rank;
  suit: Suit;
}

/** Acting order of the seize phase, first to last (R8). */
export const SEIZE_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
/** Suit order for the first-round captain tie, highest first (R2). */
export const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];
const SUITS = new Set<string>(SUIT_ORDER);
const RANKS = new Set<string>(SEIZE_ORDER);

/** All 52 cards of the deck (R1), in canonical notation. */
export const DECK: readonly string[] = SUIT_ORDER.flatMap((s) => SEIZE_ORDER.map((r) => `${r}${s}`));

const PARSED = new Map<string, Card>();

/** Parses a card id, accepting lower case and `T` for ten (R1); null when it is not a card. */
export function parseCard(text: string): Card | null {
  const known = PARSED.get(text); // the hot path: canonical ids from the state
  if (known) return known;
  const t = text.trim().toUpperCase();
  if (t.length < 2 || t.length > 3) return null;
  const suit = t.slice(-1);
  let rank = t.slice(0, -1);
  if (rank === 'T') rank = '10';
  if (!SUITS.has(suit) || !RANKS.has(rank)) return null;
  const card = { rank: rank as Rank, suit: suit as Suit };
  if (text === `${rank}${suit}`) PARSED.set(text, card);
  return card;
}

export const cardId = (c: Card): string => `${c.rank}${c.suit}`;

/** The canonical id of a card in any accepted notation, or null. */
export function canonicalCard(text: string): string | null {
  const c = parseCard(text);
  return c ? cardId(c) : null;
}

export function colourOf(c: Card): Colour {
  return c.suit === 'H' || c.suit === 'D' ? 'red' : 'black';
}

export function isNumberCard(c: Card): boolean {
  return !(c.rank === 'A' || c.rank === 'K' || c.rank === 'Q' || c.rank === 'J');
}

/** Squabble value (R4): 2–10 their number, J, Q, K and A count 1. */
export function squabbleValue(c: Card): number {
  return isNumberCard(c) ? Number(c.rank) : 1;
}

/** Position in the seize phase's acting order: 0 for an ace, 12 for a two (R8). */
export function seizeRank(c: Card): number {
  return SEIZE_ORDER.indexOf(c.rank);
}

export function suitRank(c: Card): number {
  return SUIT_ORDER.indexOf(c.suit);
}
