// Who the next card tap belongs to. Reveals are simultaneous and the reader cannot tell who
// tapped, so the tablet asks the players in turn and a tap is attributed to the one being asked.
// A game whose reveal names piles instead (The High Seize, H11: `piles` with the unknown cards
// left on each) is asked pile by pile the same way: a tap then reveals a card of that pile.
import type { Awaiting } from '../../../games/core/types.ts';

/** What an awaited reveal takes cards from: players (`players`, 7 Seize) or piles (`piles`, H11). */
export interface TapTargets {
  field: 'player' | 'pile';
  /** Still waiting, in the game's order. */
  names: string[];
}

export function tapTargets(awaiting: Awaiting | null): TapTargets | null {
  if (awaiting?.type !== 'reveal') return null;
  if (Array.isArray(awaiting.players)) return { field: 'player', names: awaiting.players.filter((p): p is string => typeof p === 'string') };
  const piles = awaiting.piles;
  if (typeof piles === 'object' && piles !== null && !Array.isArray(piles)) return { field: 'pile', names: Object.keys(piles) };
  return null;
}

/**
 * Keeps `current` while the game still waits a card from them; otherwise the next still-waiting
 * participant after them in seat order (the Interloper too, R18), or null when no card is awaited.
 * Piles have no seats: the next is the first pile still waiting, in the game's order.
 */
export function nextTapFor(awaiting: Awaiting | null, seats: readonly string[], current: string | null): string | null {
  const waiting = tapTargets(awaiting)?.names ?? [];
  if (current !== null && waiting.includes(current)) return current;
  if (waiting.length === 0) return null;
  const from = current === null ? -1 : seats.indexOf(current);
  const ordered = [...seats.slice(from + 1), ...seats.slice(0, from + 1)];
  return ordered.find((p) => waiting.includes(p)) ?? waiting[0] ?? null;
}
