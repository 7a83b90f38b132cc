// The players typed for a new game, checked seat by seat: any game needs names a table can tell
// apart when the tablet calls them ("Ann" and "ann" are one pirate), within its player counts.
// Pure: the engine's `start` check and the new-game form both use it, so they always agree.

export interface SeatRules {
  /** The game's name for the count message, e.g. `7 Seize`. */
  game: string;
  /** Allowed player counts, e.g. [2,3,4,5,6,7]. */
  counts: readonly number[];
  maxLength: number;
  /** Names a player cannot take, with why (e.g. a ghost player's, R18). */
  reserved?: readonly { name: string; why: string }[];
}

export interface SeatCheck {
  /** Per seat, what is wrong with its name (null: fine, or an empty seat). */
  seats: (string | null)[];
  /** What is wrong with the table as a whole (too few or too many players), or null. */
  table: string | null;
}

/** One name as the table hears it: spaces at the ends and capitals do not count. */
export const nameKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** Checks the names in seat order; empty seats are skipped (a form may have spare rows). */
export function checkSeats(names: readonly string[], rules: SeatRules): SeatCheck {
  const seats = names.map((raw, i): string | null => {
    const name = raw.trim();
    if (name === '') return null;
    if (name.length > rules.maxLength) return `At most ${rules.maxLength} characters.`;
    const taken = rules.reserved?.find((r) => sameName(r.name, name));
    if (taken) return `"${taken.name}" is ${taken.why}: choose another name.`;
    const first = names.findIndex((other, j) => j < i && other.trim() !== '' && sameName(other, name));
    if (first >= 0) return `Same name as seat ${first + 1} ("${names[first]?.trim()}"): each player needs their own name.`;
    return null;
  });
  const n = names.filter((s) => s.trim() !== '').length;
  const min = Math.min(...rules.counts);
  const max = Math.max(...rules.counts);
  const table = n < min ? `Add at least ${min} players.` : !rules.counts.includes(n) ? `${rules.game} is for ${min} to ${max} players, not ${n}.` : null;
  return { seats, table };
}

/** The first problem of a seat check, or null when the seats can start a game. */
export function firstSeatProblem(check: SeatCheck): string | null {
  const i = check.seats.findIndex((p) => p !== null);
  return i >= 0 ? `seat ${i + 1}: ${check.seats[i]}` : check.table;
}
