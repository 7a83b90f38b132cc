// The players' names of a new game, checked once for every game: by the table on every `start`
// (games/core/table.ts) and by the new-game forms as names are typed. Pure, so they always agree.
// A table tells pirates apart by ear and by eye: "Ann" and "ann", "Zoë" typed two ways, or "Ann"
// with an invisible character in it are one pirate to the people at the table, so the engine must
// not take them for two. It refuses such names, saying why, rather than quietly tidying them: the
// log then holds exactly the names the game uses (the forms tidy what is typed before sending).
// Each problem is a phrase (games/core/phrase.ts), so that the forms and a refused start say it in
// the tablet's language.

import { phrase } from './phrase.ts';

/** At most this many characters (Unicode code points) in a name. */
export const MAX_NAME = 40;

/** Whether `name` has more than MAX_NAME characters (code points: an emoji is one). */
export const tooLong = (name: string): boolean => name.length > MAX_NAME && [...name].length > MAX_NAME;

/** A name no player may take, and why (a phrase: 7 Seize's ghost player, R18; Plunder's harbour). */
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

/** Characters a name may not hold, each with its fault (faultWords). Unicode Cf and the default-ignorable
 * code points are the invisible ones: zero-width spaces and joiners, direction overrides (U+202A–E,
 * U+2066–9), the BOM, the soft hyphen, variation selectors, the Hangul fillers. */
const FORBIDDEN: readonly [RegExp, Fault][] = [
  [/\p{Cc}/u, 'control'],
  [/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u, 'invisible'],
  [/\p{Cs}/u, 'broken'],
  [/(?! )\p{Z}/u, 'space'],
];

/** What can be wrong with one name. */
type Fault = 'string' | 'empty' | 'control' | 'invisible' | 'broken' | 'space' | 'ends' | 'long' | 'composed';

/** A name's fault as a `start` carries it ("has …", "is …"), `code` the character at fault. */
const faultWords = (fault: Fault, code = ''): string =>
  phrase(
    '{fault, select, string {is not a string} empty {is empty} control {has a control character ({code})} invisible {has an invisible character ({code})} broken {has a broken character (half of a UTF-16 pair) ({code})} space {has an unusual space (only plain spaces go between words) ({code})} ends {starts or ends with a space} long {is longer than {max} characters} other {is not in composed form (NFC): an accent is sent as a separate mark}}',
    { fault, code, max: MAX_NAME },
  );

/** A pictograph with its presentation selector and skin tone, joined to more by zero-width joiners. */
const EMOJI = /\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]*(?:\u200D\p{Extended_Pictographic}[\uFE0E\uFE0F\p{Emoji_Modifier}]*)*/gu;

/** What is wrong with one name as a `start` carries it ("has …", "is …"), or null. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return faultWords('string');
  if (name === '') return faultWords('empty');
  // An emoji may be built with joiners and variation selectors (❤️, 👨‍👩‍👧): whole emoji are fine.
  const text = name.replace(EMOJI, '');
  for (const [re, what] of FORBIDDEN) {
    const ch = re.exec(text)?.[0];
    if (ch !== undefined) return faultWords(what, codePoint(ch));
  }
  if (name.trim() === '') return faultWords('empty');
  if (name !== name.trim()) return faultWords('ends');
  if (tooLong(name)) return faultWords('long');
  if (name !== name.normalize('NFC')) return faultWords('composed');
  return null;
}

/** How two names the table takes for one differ: not at all, by case alone, or by look-alikes. */
function howAlike(a: string, b: string): 'same' | 'case' | 'looks' {
  if (a === b) return 'same';
  return a.toLowerCase() === b.toLowerCase() ? 'case' : 'looks';
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
    if (problem) return phrase("player {n}'s name {problem}", { n: i + 1, problem });
    const n = name as string;
    const taken = reserved.find((r) => sameName(r.name, n));
    if (taken) return phrase('player {n} {name} is {why}: choose another name', { n: i + 1, name: shown(n), why: taken.why });
    const key = nameKey(n);
    const j = seen.get(key);
    if (j !== undefined) {
      const first = names[j] as string;
      return phrase(
        'player {n} {name} is the same name as player {first} {firstName}{alike, select, same {} case { (names are compared without case)} other { (names are compared without case, and look-alikes such as full-width letters or doubled spaces count as one)}}',
        { n: i + 1, name: shown(n), first: j + 1, firstName: shown(first), alike: howAlike(first, n) },
      );
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
    if (problem) return phrase('The name {problem}.', { problem });
    const taken = rules.reserved?.find((r) => sameName(r.name, name));
    if (taken) return phrase('"{name}" is {why}: choose another name.', { name: taken.name, why: taken.why });
    const first = names.findIndex((other, j) => j < i && other !== '' && sameName(other, name));
    if (first >= 0) return phrase('Same name as seat {n} ("{name}"): each player needs their own name.', { n: first + 1, name: names[first] ?? '' });
    return null;
  });
  const n = names.filter((s) => s !== '').length;
  const min = Math.min(...rules.counts);
  const max = Math.max(...rules.counts);
  const table =
    n < min
      ? phrase('Add at least {min, plural, one {# player} other {# players}}.', { min })
      : !rules.counts.includes(n)
        ? phrase('{game} is for {min} to {max} players, not {count}.', { game: rules.game, min, max, count: n })
        : null;
  return { seats, table };
}

/** The names a form sends: tidied, empty seats left out. */
export const seatedNames = (typed: readonly string[]): string[] => typed.map(tidyName).filter((n) => n !== '');

/** The first problem of a seat check, or null when the seats can start a game. */
export function firstSeatProblem(check: SeatCheck): string | null {
  const i = check.seats.findIndex((p) => p !== null);
  return i >= 0 ? phrase('seat {n}: {problem}', { n: i + 1, problem: check.seats[i] ?? '' }) : check.table;
}
