// The players' names of a new game, checked once for every game: by the table on every `start`
// (games/core/table.ts) and by the new-game forms as names are typed. Pure, so they always agree.
// A table tells pirates apart by ear and by eye: "Ann" and "ann", "Zoë" typed two ways, or "Ann"
// with an invisible character in it are one pirate to the people at the table, so the engine must
// not take them for two. It refuses such names, saying why, rather than quietly tidying them: the
// log then holds exactly the names the game uses (the forms tidy what is typed before sending).

/** At most this many characters (Unicode code points) in a name. */
export const MAX_NAME = 40;

/** Whether `name` has more than MAX_NAME characters (code points: an emoji is one). */
export const tooLong = (name: string): boolean => name.length > MAX_NAME && [...name].length > MAX_NAME;

/** A name no player may take, and why (7 Seize's ghost player, R18; Plunder's harbour). */
export interface ReservedName {
  name: string;
  why: string;
}

export interface SeatRules {
  /** The game's name for the count message, e.g. `7 Seize`. */
  game: string;
  /** Allowed player counts, e.g. [2,3,4,5,6,7]. */
  counts: readonly number[];
  reserved?: readonly ReservedName[];
}

export interface SeatCheck {
  /** Per seat, what is wrong with its name (null: fine, or an empty seat). */
  seats: (string | null)[];
  /** What is wrong with the table as a whole (too few or too many players), or null. */
  table: string | null;
}

/** A typed name as a form sends it: no spaces at the ends, accents composed (NFC). */
export const tidyName = (typed: string): string => typed.trim().normalize('NFC');

/** One name as the table hears it: capitals, width variants (NFKC) and doubled spaces do not count. */
export const nameKey = (name: string): string => name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

const codePoint = (ch: string): string => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Characters a name may not hold, with what to call them. Unicode Cf and the default-ignorable
 * code points are the invisible ones: zero-width spaces and joiners, direction overrides (U+202A–E,
 * U+2066–9), the BOM, the soft hyphen, variation selectors, the Hangul fillers. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\p{Cc}/u, 'a control character'],
  [/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u, 'an invisible character'],
  [/\p{Cs}/u, 'a broken character (half of a UTF-16 pair)'],
  [/(?! )\p{Z}/u, 'an unusual space (only plain spaces go between words)'],
];

/** A pictograph with its presentation selector and skin tone, joined to more by zero-width joiners. */
const EMOJI = /\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]*(?:\u200D\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]*)*/gu;

/** What is wrong with one name as a `start` carries it ("has …", "is …"), or null. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'is not a string';
  if (name === '') return 'is empty';
  // An emoji may be built with joiners and variation selectors (❤️, 👨‍👩‍👧): whole emoji are fine.
  const text = name.replace(EMOJI, '');
  for (const [re, what] of FORBIDDEN) {
    const ch = re.exec(text)?.[0];
    if (ch !== undefined) return `has ${what} (${codePoint(ch)})`;
  }
  if (name.trim() === '') return 'is empty';
  if (name !== name.trim()) return 'starts or ends with a space';
  if (tooLong(name)) return `is longer than ${MAX_NAME} characters`;
  if (name !== name.normalize('NFC')) return 'is not in composed form (NFC): an accent is sent as a separate mark';
  return null;
}

function howAlike(a: string, b: string): string {
  if (a === b) return '';
  if (a.toLowerCase() === b.toLowerCase()) return ' (names are compared without case)';
  return ' (names are compared without case, and look-alikes such as full-width letters or doubled spaces count as one)';
}

const shown = (name: string): string => JSON.stringify(name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name);

/**
 * What is wrong with the players' names of a `start` (seat order), or null: each name must pass
 * `nameProblem`, take no reserved name, and differ from every other once compared by `nameKey`.
 */
export function startNamesProblem(names: readonly unknown[], reserved: readonly ReservedName[] = []): string | null {
  const seen = new Map<string, number>();
  for (const [i, name] of names.entries()) {
    const problem = nameProblem(name);
    if (problem) return `player ${i + 1}'s name ${problem}`;
    const n = name as string;
    const taken = reserved.find((r) => sameName(r.name, n));
    if (taken) return `player ${i + 1} ${shown(n)} is ${taken.why}: choose another name`;
    const key = nameKey(n);
    const j = seen.get(key);
    if (j !== undefined) {
      const first = names[j] as string;
      return `player ${i + 1} ${shown(n)} is the same name as player ${j + 1} ${shown(first)}${howAlike(first, n)}`;
    }
    seen.set(key, i);
  }
  return null;
}

/** For the new-game forms: the typed names seat by seat (tidied as they will be sent; empty seats skipped). */
export function checkSeats(typed: readonly string[], rules: SeatRules): SeatCheck {
  const names = typed.map(tidyName);
  const seats = names.map((name, i): string | null => {
    if (name === '') return null;
    const problem = nameProblem(name);
    if (problem) return `The name ${problem}.`;
    const taken = rules.reserved?.find((r) => sameName(r.name, name));
    if (taken) return `"${taken.name}" is ${taken.why}: choose another name.`;
    const first = names.findIndex((other, j) => j < i && other !== '' && sameName(other, name));
    if (first >= 0) return `Same name as seat ${first + 1} ("${names[first]}"): each player needs their own name.`;
    return null;
  });
  const n = names.filter((s) => s !== '').length;
  const min = Math.min(...rules.counts);
  const max = Math.max(...rules.counts);
  const table = n < min ? `Add at least ${min} players.` : !rules.counts.includes(n) ? `${rules.game} is for ${min} to ${max} players, not ${n}.` : null;
  return { seats, table };
}

/** The names a form sends: tidied, empty seats left out. */
export const seatedNames = (typed: readonly string[]): string[] => typed.map(tidyName).filter((n) => n !== '');

/** The first problem of a seat check, or null when the seats can start a game. */
export function firstSeatProblem(check: SeatCheck): string | null {
  const i = check.seats.findIndex((p) => p !== null);
  return i >= 0 ? `seat ${i + 1}: ${check.seats[i]}` : check.table;
}
