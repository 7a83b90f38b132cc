// What a tablet's input says it was made on: the game position it saw (`at`) and the seat it is
// for (`seat`). Two tablets at one table can send at the same moment; the later one was chosen on
// a board that is gone, and would otherwise be applied to whoever is to move now. One tablet can
// also send the same step twice (a double tap): its second press is of a step already taken.
import { isDeepStrictEqual } from 'node:util';
import type { Awaiting } from '../../../../games/core/types.ts';

/** What an input says of where it was made; all optional (a script may leave them out). */
export interface MadeOn {
  at?: number | undefined;
  seat?: string | undefined;
  /** The tablet that sent it, as the hub knows it (compared by identity only). */
  by?: object | undefined;
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
    return 'the board has changed since this was chosen: another move came first. Look at the board again; nothing changed';
  if (made.seat !== undefined) {
    const seats = awaitedSeats(a);
    if (!seats.includes(made.seat))
      return `this was for ${made.seat}, but the game awaits ${seats.length ? seats.join(', ') : a ? 'no seat in particular' : 'nothing (it is over)'}: look again; nothing changed`;
  }
  return null;
}

/** How many of the last steps taken are remembered to know a tablet's second press of one. */
const REMEMBERED = 16;

/** The last steps a tablet took: the position each was made on, the input, and the tablet. */
export class TakenSteps {
  private readonly steps: { at: number; input: unknown; by: object }[] = [];

  /** Notes that `input`, made on position `at` by the tablet `made.by`, was taken. */
  note(at: number, input: unknown, made: MadeOn): void {
    if (made.by === undefined) return;
    this.steps.push({ at, input, by: made.by });
    if (this.steps.length > REMEMBERED) this.steps.shift();
  }

  /** Whether `input`, made on `made.at` by `made.by`, is that tablet's own step already taken. */
  isRepeat(input: unknown, made: MadeOn): boolean {
    if (made.by === undefined || made.at === undefined) return false;
    return this.steps.some((s) => s.by === made.by && s.at === made.at && isDeepStrictEqual(s.input, input));
  }
}
