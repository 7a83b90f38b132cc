// Who the next card tap belongs to. Reveals are simultaneous and the reader cannot tell who
// tapped, so the tablet asks the players in turn and a tap is attributed to the one being asked.
// A game whose reveal turns piles over instead (its reader declares `reveal: 'piles'`: `piles` with
// the unknown cards left on each, e.g. H11) is asked pile by pile the same way: a tap then reveals a
// card of that pile.
import type { Awaiting, RevealKind } from '../../../../games/core/types.ts';

/** What an awaited reveal takes cards from: players (`players`) or piles (`piles`), as the game declares. */
export interface TapTargets {
  field: 'player' | 'pile';
  /** Still waiting, in the game's order. */
  names: string[];
}

export function tapTargets(awaiting: Awaiting | null, kind: RevealKind = 'simultaneous'): TapTargets | null {
  if (awaiting?.type !== 'reveal') return null;
  if (kind === 'simultaneous')
    return Array.isArray(awaiting.players) ? { field: 'player', names: awaiting.players.filter((p): p is string => typeof p === 'string') } : null;
  const piles = awaiting.piles;
  if (typeof piles === 'object' && piles !== null && !Array.isArray(piles)) return { field: 'pile', names: Object.keys(piles) };
  return null;
}

/**
 * Keeps `current` while the game still waits a card from them; otherwise the next still-waiting
 * participant after them in seat order (a ghost seat too, R18), or null when no card is awaited.
 * Piles have no seats: the next is the first pile still waiting, in the game's order.
 */
export function nextTapFor(awaiting: Awaiting | null, seats: readonly string[], current: string | null, kind?: RevealKind): string | null {
  const waiting = tapTargets(awaiting, kind)?.names ?? [];
  if (current !== null && waiting.includes(current)) return current;
  if (waiting.length === 0) return null;
  const from = current === null ? -1 : seats.indexOf(current);
  const ordered = [...seats.slice(from + 1), ...seats.slice(0, from + 1)];
  return ordered.find((p) => waiting.includes(p)) ?? waiting[0] ?? null;
}
