// What every game's rules module reads its untrusted inputs with (games/*/inputs.ts), and the one
// guard of its `start` hook: the same checks in the same words for every game.
import { phrase } from './phrase.ts';
import { type GameInput, isRejection, type Outcome, reject, type Rejection } from './types.ts';

/** A JSON object as parsed, its fields not yet checked. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A refusal naming the fields of `o` that are neither `skip` (its `type`) nor `allowed`, each cut to
 * 30 characters, or null when there are none. `what` starts the sentence: the input's type unless said.
 */
export function checkFields(o: Obj, allowed: readonly string[], what: string = String(o.type), skip = 'type'): Rejection | null {
  const extra = Object.keys(o).filter((k) => k !== skip && !allowed.includes(k));
  const fields = extra.map((k) => `"${k.slice(0, 30)}"`).join(', ');
  return extra.length
    ? reject(phrase('{what}: {count, plural, one {unknown field} other {unknown fields}} {fields}', { what, count: extra.length, fields }))
    : null;
}

/** A `start` input's own fields (`game`, `players`, `options`, nothing else) and its `game`, which must be `id`; null when they pass. */
export function checkStart(o: Obj, id: string): Rejection | null {
  return checkFields(o, ['game', 'players', 'options']) ?? (o.game === id ? null : reject(phrase('start: "game" must be "{id}"', { id })));
}

/** A `start` input of the game `game`: its fields checked (checkStart), then its players read by
 * `players` and its options by `options`; the first refusal, or the input. */
export function startInput<G extends string, P, O>(
  o: Obj,
  game: G,
  players: (o: Obj) => P | Rejection,
  options: (v: unknown) => O | Rejection,
): { type: 'start'; game: G; players: P; options: O } | Rejection {
  const bad = checkStart(o, game);
  if (bad) return bad;
  const ps = players(o);
  if (isRejection(ps)) return ps;
  const opts = options(o.options);
  return isRejection(opts) ? opts : { type: 'start', game, players: ps, options: opts };
}

/** How each option of a start is read: its value, or a refusal. */
export type OptionReaders<O> = { readonly [K in keyof O]-?: (val: unknown, key: K) => O[K] | Rejection };

/**
 * A start's `options` (none: `defaults`) read key by key by `readers`, over `defaults`; the first
 * refusal. A key with no reader is refused, naming the known ones in the readers' order, or, with
 * `unknown` 'ignored', passed over (a newer tablet may send settings this engine does not know).
 */
export function readOptions<O extends object>(v: unknown, readers: OptionReaders<O>, defaults: O, unknown: 'refused' | 'ignored' = 'refused'): O | Rejection {
  if (v === undefined) return { ...defaults };
  if (!isObj(v)) return reject(phrase('start: "options" must be an object'));
  const out: O = { ...defaults };
  for (const [k, val] of Object.entries(v)) {
    if (!Object.hasOwn(readers, k)) {
      if (unknown === 'ignored') continue;
      return reject(phrase('start: unknown option "{option}" (known: {known})', { option: k.slice(0, 30), known: Object.keys(readers).join(', ') }));
    }
    const key = k as keyof O;
    const read = readers[key];
    const r = read(val, key);
    if (isRejection(r)) return r;
    out[key] = r;
  }
  return out;
}

/**
 * A `start`'s `players`, in seat order: a list of strings (the names themselves the table checks,
 * games/core/seats.ts). Refused as `notAList` says when it is no list or `fits` refuses its length,
 * and as `notAName` says when one of them is no string.
 */
export function playerList(
  o: Obj,
  notAList: string,
  fits: (n: number) => boolean = () => true,
  notAName = phrase('start: every name in "players" must be a string'),
): string[] | Rejection {
  const ps = o.players;
  if (!Array.isArray(ps) || !fits(ps.length)) return reject(notAList);
  const players: string[] = [];
  for (const p of ps) {
    if (typeof p !== 'string') return reject(notAName);
    players.push(p);
  }
  return players;
}

type StartOf<I extends GameInput> = Extract<I, { type: 'start' }>;

/**
 * A module's `start` hook from its rules' own start: the table calls it with the parsed `start`
 * input only, and anything else is refused rather than cast.
 */
export function startOnly<S, I extends GameInput>(start: (input: StartOf<I>) => Outcome<S>): (input: I) => Outcome<S> {
  return (input) => (input.type === 'start' ? start(input as StartOf<I>) : reject(phrase('the first input must be start')));
}

/** The refusal of an input whose `type` the game does not know (`known`: the types it does, in its
 * table script's words), or that has none. */
export function unknownInput(type: unknown, game: string, known: string): Rejection {
  return reject(
    typeof type === 'string'
      ? phrase('unknown input type "{type}" ({game} knows: {known})', { type: type.slice(0, 30), game, known })
      : phrase('an input needs a string field "type"'),
  );
}

/** A true-or-false option of a start, `k` its name. */
export const flagOption = (val: unknown, k: string): boolean | Rejection =>
  typeof val === 'boolean' ? val : reject(phrase('start: option "{option}" must be true or false', { option: k }));

/** The refusal of a name in `field` of `input` longer than `max` characters. */
export const nameTooLong = (input: string, field: string, max: number): Rejection =>
  reject(phrase('{input}: "{field}" is longer than {max} characters', { input, field, max }));

/** The refusal of a second start while a game is under way. */
export const underWay = (): Rejection => reject(phrase('a game is already under way'));
