// What a tablet's input says it was made on: the game position it saw (`at`) and the seat it is
// for (`seat`). Two tablets at one table can send at the same moment; the later one was chosen on
// a board that is gone, and would otherwise be applied to whoever is to move now.
import type { Awaiting } from '../../../games/core/types.ts';

/** What an input says of where it was made; both optional (a script may leave them out). */
export interface MadeOn {
  at?: number | undefined;
  seat?: string | undefined;
}

/**
 * The seats an awaiting names, as the games name them: the one player to act (`player`), the
 * players still to act (`players`), and the colour to move (`colour`).
 */
export function awaitedSeats(a: Awaiting | null): string[] {
  if (!a) return [];
  const named = [a.player, ...(Array.isArray(a.players) ? a.players : []), a.colour];
  return named.filter((n): n is string => typeof n === 'string');
}

/** Why an input made on `made` no longer fits the table at `position` awaiting `a`, or null. */
export function staleProblem(made: MadeOn, position: number, a: Awaiting | null): string | null {
  if (made.at !== undefined && made.at !== position)
    return `the board has changed since this was chosen (position ${made.at}, now ${position}): look again; nothing changed`;
  if (made.seat !== undefined) {
    const seats = awaitedSeats(a);
    if (!seats.includes(made.seat))
      return `this was for ${made.seat}, but the game awaits ${seats.length ? seats.join(', ') : a ? 'no seat in particular' : 'nothing (it is over)'}: look again; nothing changed`;
  }
  return null;
}
