// How a game's screens get from the wire to their view: the session's `view` arrives as a JSON
// record; the game's own check (its `viewProblem`) says what is wrong with it, and a guard made of
// that check narrows the record to the game's view type (games/<id>/view.ts) once it holds. The
// screens and the teaching read the typed view only after the check (screens-of.tsx, the one place
// the shell narrows a view by its `game`): no cast, and a garbled view gets a note.
// Names no game: each game brings its id and its check.
import { isObj } from '#games';

export { isObj };
/** A list of names (or other words). */
export const strs = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** A record of numbers (by player, by side…). */
export const nums = (v: unknown): boolean => isObj(v) && Object.values(v).every((x) => typeof x === 'number');

/** The guard of `game`'s view: `v` is one when it names the game and `problem` finds nothing wrong. */
export function viewGuard<V extends { game: string }>(game: V['game'], problem: (v: Record<string, unknown>) => string | null): (v: unknown) => v is V {
  return (v: unknown): v is V => isObj(v) && v.game === game && problem(v) === null;
}
