// Who the next card tap belongs to. Reveals are simultaneous and the reader cannot tell who
// tapped, so the tablet asks the players in turn and a tap is attributed to the one being asked.
import type { Awaiting } from '../../../games/core/types.ts';

/**
 * Keeps `current` while the game still waits a card from them; otherwise the next still-waiting
 * participant after them in seat order (the Interloper too, R18), or null when no card is awaited.
 */
export function nextTapFor(awaiting: Awaiting | null, seats: readonly string[], current: string | null): string | null {
  const waiting = awaiting?.type === 'reveal' && Array.isArray(awaiting.players) ? (awaiting.players as string[]) : [];
  if (current !== null && waiting.includes(current)) return current;
  if (waiting.length === 0) return null;
  const from = current === null ? -1 : seats.indexOf(current);
  const ordered = [...seats.slice(from + 1), ...seats.slice(0, from + 1)];
  return ordered.find((p) => waiting.includes(p)) ?? waiting[0] ?? null;
}
