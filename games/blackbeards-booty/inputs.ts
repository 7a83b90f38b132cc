// The inputs of the Blackbeard's Booty table script, validated from untrusted JSON: every refusal
// names the field and what was wrong. A parsed input is itself a valid table-script line (the
// server logs it): squares come back in lower case.
import { MAX_NAME, tooLong } from '../core/seats.ts';
import { checkFields, isObj, type Obj, type OptionReaders, readOptions, startInput, unknownInput } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { isRejection, reject, type Rejection } from '../core/types.ts';
import { type Colour, parseSquare, squareName } from './coins.ts';
import { MAX_TARGET, type Options } from './state.ts';

export type StartInput = { type: 'start'; game: 'blackbeards-booty'; players: Record<Colour, string>; options: Options };
export type FirstInput = { type: 'first'; colour?: Colour; player?: string };
export type MoveInput = { type: 'move'; from: string; to: string; colour?: Colour; player?: string };
export type BootyInput = StartInput | FirstInput | MoveInput;

function name(where: string, v: unknown): string | Rejection {
  if (typeof v !== 'string' || v.trim() === '') return reject(phrase('{field} must be a non-empty name', { field: where }));
  if (tooLong(v)) return reject(phrase('{field} is longer than {max} characters', { field: where, max: MAX_NAME }));
  return v;
}

function colour(where: string, v: unknown): Colour | Rejection {
  return v === 'gold' || v === 'silver' ? v : reject(phrase('{field} must be "gold" or "silver"', { field: where }));
}

function square(type: string, key: string, v: unknown): string | Rejection {
  if (typeof v !== 'string') return reject(phrase('{input}: "{field}" must be a square a1…f6', { input: type, field: key }));
  const sq = parseSquare(v);
  return sq === null
    ? reject(
        phrase('{input}: "{field}" {value} is not a square (files a–f, ranks 1–6, B2)', { input: type, field: key, value: JSON.stringify(v.slice(0, 10)) }),
      )
    : squareName(sq);
}

/** Whom an input is said for, either way or both: its `colour`, its `player` (each only when given). */
function whoFor(type: string, raw: Obj): { colour?: Colour; player?: string } | Rejection {
  const who: { colour?: Colour; player?: string } = {};
  if (raw.colour !== undefined) {
    const c = colour(`${type}: "colour"`, raw.colour);
    if (isRejection(c)) return c;
    who.colour = c;
  }
  if (raw.player !== undefined) {
    const n = name(`${type}: "player"`, raw.player);
    if (isRejection(n)) return n;
    who.player = n;
  }
  return who;
}

const OPTIONS: OptionReaders<Options> = {
  targetScore: (val) =>
    typeof val === 'number' && Number.isInteger(val) && val >= 1 && val <= MAX_TARGET
      ? val
      : reject(phrase('start: option "targetScore" must be a whole number from 1 to {max} (B22)', { max: MAX_TARGET })),
  first: (val) => colour('start: option "first"', val),
};

const parseOptions = (v: unknown) => readOptions(v, OPTIONS, { targetScore: 21 });

const playersShape = () => phrase('start: "players" must be {shape} (B5)', { shape: '{"gold": name, "silver": name}' });

/** A start's two pirates, by colour (the names themselves are checked by the table, games/core/seats.ts). */
function pirates(raw: Obj): { gold: string; silver: string } | Rejection {
  const p = raw.players;
  if (!isObj(p)) return reject(playersShape());
  const extra = Object.keys(p).filter((k) => k !== 'gold' && k !== 'silver');
  if (extra.length) return reject(phrase('start: "players" has only "gold" and "silver", not "{field}"', { field: (extra[0] as string).slice(0, 30) }));
  const { gold, silver } = p;
  if (typeof gold !== 'string' || typeof silver !== 'string') return reject(playersShape());
  return { gold, silver };
}

/** An input's fields read and checked (the table and `defineGame` refuse anything but a JSON object first). */
export function parseInput(raw: Obj): BootyInput | Rejection {
  switch (raw.type) {
    case 'start':
      return startInput(raw, 'blackbeards-booty', pirates, parseOptions);
    case 'first': {
      const bad = checkFields(raw, ['colour', 'player']);
      if (bad) return bad;
      if (raw.colour === undefined && raw.player === undefined) return reject(phrase('first: give "colour" ("gold" or "silver") or "player" (B6)'));
      const who = whoFor('first', raw);
      return isRejection(who) ? who : { type: 'first', ...who };
    }
    case 'move': {
      const bad = checkFields(raw, ['from', 'to', 'player', 'colour']);
      if (bad) return bad;
      const from = square('move', 'from', raw.from);
      if (isRejection(from)) return from;
      const to = square('move', 'to', raw.to);
      if (isRejection(to)) return to;
      const who = whoFor('move', raw);
      return isRejection(who) ? who : { type: 'move', from, to, ...who };
    }
    default:
      return unknownInput(raw.type, "Blackbeard's Booty", 'start, first, move, undo');
  }
}
