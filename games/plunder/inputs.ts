// The Plunder! inputs of the table script (docs/table-script/plunder.md), validated from untrusted
// JSON: every refusal names the input, the field and what was wrong.
import { MAX_NAME, type ReservedName, tooLong } from '../core/seats.ts';
import { checkFields, isObj, nameTooLong, type Obj, type OptionReaders, playerList, readOptions, startInput, unknownInput } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { isRejection, reject, type Rejection } from '../core/types.ts';
import { COLOURS, CREW_TOTAL, isColour, TREASURES_PER_COLOUR, type Colour, type Options, type Treasures } from './state.ts';

export const HARBOUR = 'harbour';
/** No player may take the harbour's name (P9): the table checks it with the other names. */
export const RESERVED_NAMES: readonly ReservedName[] = [{ name: HARBOUR, why: phrase('the name of the harbour (P9)') }];

export type StartOptions = { colours?: Colour[]; first?: string; mostTie?: Options['mostTie'] };
export type StartInput = { type: 'start'; game: 'plunder'; players: string[]; options: StartOptions };
export type DiscardDrawInput = { type: 'discardDraw'; player: string };
export type StealInput = { type: 'steal'; player: string; from: string; colour: Colour };
export type RecruitInput = { type: 'recruit'; player: string; pay: Partial<Treasures> };
export type PlayInput = { type: 'play'; player: string; card?: string };
export type ReactInput = { type: 'react'; player: string; card?: string };
export type ResolveInput = { type: 'resolve'; effects: Effect[] };
export type PassInput = { type: 'pass'; player: string };
export type ReactionsInput = { type: 'reactions'; player: string; n: number };
/** The scale's count stands over the ledger (recount.ts): treasures of one colour, or the crew. */
export type RecountInput = { type: 'recount'; player: string; colour: Colour; count: number } | { type: 'recount'; player: string; crew: number };

export type PlunderInput =
  | StartInput
  | DiscardDrawInput
  | StealInput
  | RecruitInput
  | PlayInput
  | ReactInput
  | ResolveInput
  | PassInput
  | ReactionsInput
  | RecountInput;

/** P16–P23: a card's net result, as primitives. `player` left out means whoever played the card. */
export type Effect =
  | { do: 'steal'; player?: string; from: string; n: number; colour?: Colour; take: Partial<Treasures> }
  | { do: 'stealCrew'; player?: string; from: string; n: number }
  | { do: 'lose'; player: string; n: number; take: Partial<Treasures> }
  | { do: 'loseCrew'; player: string; n: number }
  | { do: 'recruit'; player?: string; pay?: Partial<Treasures> }
  | { do: 'give'; player?: string; to: string; treasures: Partial<Treasures> }
  | { do: 'draw'; player?: string; n: number }
  | { do: 'discard'; player?: string; n: number }
  | { do: 'keep' };

const MAX_CARD = 40;
const MAX_EFFECTS = 30;
/** No card moves more than the game holds: 50 treasures, 72 cards. */
const MAX_N = 72;

function name(o: Obj, what: string, key: string): string | Rejection {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') return reject(phrase('{input}: "{field}" must be a non-empty name', { input: what, field: key }));
  if (tooLong(v)) return nameTooLong(what, key, MAX_NAME);
  return v;
}

function optName(o: Obj, what: string, key: string): string | undefined | Rejection {
  return o[key] === undefined ? undefined : name(o, what, key);
}

function card(o: Obj, what: string): string | undefined | Rejection {
  const v = o.card;
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '' || v.length > MAX_CARD)
    return reject(phrase('{input}: "card" must be a short non-empty label (P4)', { input: what }));
  return v;
}

function whole(o: Obj, what: string, key: string, min: number): number | Rejection {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > MAX_N)
    return reject(
      key === 'n' && min === 1
        ? phrase('{input}: "{field}" must be a whole number from {min} to {max} (P16)', { input: what, field: key, min, max: MAX_N })
        : phrase('{input}: "{field}" must be a whole number from {min} to {max}', { input: what, field: key, min, max: MAX_N }),
    );
  return v;
}

function treasureMap(o: Obj, what: string, key: string): Partial<Treasures> | Rejection {
  const v = o[key];
  if (!isObj(v)) return reject(phrase('{input}: "{field}" must be a treasure map like {example}', { input: what, field: key, example: '{"red": 2}' }));
  const out: Partial<Treasures> = {};
  for (const [k, n] of Object.entries(v)) {
    if (!isColour(k))
      return reject(
        phrase('{input}: "{field}" names "{name}", not a colour ({colours})', { input: what, field: key, name: k.slice(0, 30), colours: COLOURS.join(', ') }),
      );
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > TREASURES_PER_COLOUR)
      return reject(
        phrase('{input}: "{field}" must be a whole number from {min} to {max}', { input: what, field: `${key}.${k}`, min: 0, max: TREASURES_PER_COLOUR }),
      );
    if (n > 0) out[k] = n;
  }
  return out;
}

function colour(o: Obj, what: string, key: string): Colour | Rejection {
  const v = o[key];
  return isColour(v) ? v : reject(phrase('{input}: "{field}" must be one of {colours}', { input: what, field: key, colours: COLOURS.join(', ') }));
}

const START_OPTIONS: OptionReaders<StartOptions> = {
  colours: (val) =>
    Array.isArray(val) && val.every(isColour)
      ? val
      : reject(phrase('start: option "colours" must list one colour per seat ({colours}) (P1)', { colours: COLOURS.join(', ') })),
  first: (val) => (typeof val === 'string' ? val : reject(phrase('start: option "first" must be the name of a player (P5)'))),
  mostTie: (val) => (val === 'all' || val === 'none' ? val : reject(phrase('start: option "mostTie" must be "all" or "none" (P27)'))),
};

const parseStartOptions = (v: unknown) => readOptions(v, START_OPTIONS, {});

export function parseEffect(raw: unknown, index: number): Effect | Rejection {
  const what = phrase('effect {n}', { n: index + 1 });
  if (!isObj(raw)) return reject(phrase('{effect}: an effect must be an object with a "do"', { effect: what }));
  const d = raw.do;
  const w = phrase('effect {n} ({do})', { n: index + 1, do: typeof d === 'string' ? d.slice(0, 20) : '?' });
  const bad = (allowed: string[]) => checkFields(raw, allowed, w, 'do');
  const parts: Record<string, unknown> = {};
  const get = (key: string, v: unknown): boolean => {
    if (isRejection(v)) return false;
    if (v !== undefined) parts[key] = v;
    return true;
  };
  let first: Rejection | null = null;
  const grab = (key: string, v: unknown): void => {
    if (!get(key, v) && !first) first = v as Rejection;
  };
  switch (d) {
    case 'steal': {
      const e = bad(['player', 'from', 'n', 'colour', 'take']);
      if (e) return e;
      grab('player', optName(raw, w, 'player'));
      grab('from', name(raw, w, 'from'));
      grab('n', whole(raw, w, 'n', 1));
      if (raw.colour !== undefined) grab('colour', colour(raw, w, 'colour'));
      grab('take', treasureMap(raw, w, 'take'));
      break;
    }
    case 'stealCrew':
      if (bad(['player', 'from', 'n'])) return bad(['player', 'from', 'n']) as Rejection;
      grab('player', optName(raw, w, 'player'));
      grab('from', name(raw, w, 'from'));
      grab('n', whole(raw, w, 'n', 1));
      break;
    case 'lose':
      if (bad(['player', 'n', 'take'])) return bad(['player', 'n', 'take']) as Rejection;
      if (raw.player === undefined) return reject(phrase('{effect}: "player" is required: who loses the treasures (P16)', { effect: w }));
      grab('player', name(raw, w, 'player'));
      grab('n', whole(raw, w, 'n', 1));
      grab('take', treasureMap(raw, w, 'take'));
      break;
    case 'loseCrew':
      if (bad(['player', 'n'])) return bad(['player', 'n']) as Rejection;
      if (raw.player === undefined) return reject(phrase('{effect}: "player" is required: who loses the crew (P16)', { effect: w }));
      grab('player', name(raw, w, 'player'));
      grab('n', whole(raw, w, 'n', 1));
      break;
    case 'recruit':
      if (bad(['player', 'pay'])) return bad(['player', 'pay']) as Rejection;
      grab('player', optName(raw, w, 'player'));
      if (raw.pay !== undefined) grab('pay', treasureMap(raw, w, 'pay'));
      break;
    case 'give':
      if (bad(['player', 'to', 'treasures'])) return bad(['player', 'to', 'treasures']) as Rejection;
      grab('player', optName(raw, w, 'player'));
      grab('to', name(raw, w, 'to'));
      grab('treasures', treasureMap(raw, w, 'treasures'));
      break;
    case 'draw':
    case 'discard':
      if (bad(['player', 'n'])) return bad(['player', 'n']) as Rejection;
      grab('player', optName(raw, w, 'player'));
      grab('n', whole(raw, w, 'n', 1));
      break;
    case 'keep':
      if (bad([])) return bad([]) as Rejection;
      break;
    default:
      return reject(
        phrase('{effect}: "do" must be one of {known}', { effect: what, known: 'steal, stealCrew, lose, loseCrew, recruit, give, draw, discard, keep' }),
      );
  }
  if (first) return first;
  return { do: d, ...parts } as Effect;
}

/** An input's fields read and checked (the table and `defineGame` refuse anything but a JSON object first). */
export function parseInput(raw: Obj): PlunderInput | Rejection {
  const t = raw.type;
  if (typeof t !== 'string') return unknownInput(t, 'Plunder!', '');
  const only = (allowed: string[]) => checkFields(raw, allowed, t);
  const withPlayer = <T>(allowed: string[], build: (player: string) => T | Rejection): T | Rejection => {
    const e = only(['player', ...allowed]);
    if (e) return e;
    const p = name(raw, t, 'player');
    return isRejection(p) ? p : build(p);
  };
  switch (t) {
    case 'start':
      // The harbour's name is reserved.
      return startInput(
        raw,
        'plunder',
        (o) => playerList(o, phrase('start: "players" must be a list of names in seat order'), undefined, phrase('start: every player name must be a string')),
        parseStartOptions,
      );
    case 'discardDraw':
    case 'pass':
      return withPlayer([], (player) => ({ type: t, player }));
    case 'steal':
      return withPlayer(['player', 'from', 'colour'], (player) => {
        const from = name(raw, t, 'from');
        if (isRejection(from)) return from;
        const c = colour(raw, t, 'colour');
        return isRejection(c) ? c : { type: 'steal', player, from, colour: c };
      });
    case 'recruit':
      return withPlayer(['player', 'pay'], (player) => {
        const pay = treasureMap(raw, t, 'pay');
        return isRejection(pay) ? pay : { type: 'recruit', player, pay };
      });
    case 'play':
    case 'react':
      return withPlayer(['player', 'card'], (player) => {
        const c = card(raw, t);
        if (isRejection(c)) return c;
        return c === undefined ? { type: t, player } : { type: t, player, card: c };
      });
    case 'reactions':
      return withPlayer(['player', 'n'], (player) => {
        const n = whole(raw, t, 'n', 0);
        return isRejection(n) ? n : { type: 'reactions', player, n };
      });
    case 'recount':
      if ('crew' in raw)
        return withPlayer(['crew'], (player) => {
          const n = raw.crew;
          if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > CREW_TOTAL)
            return reject(
              phrase('{input}: "{field}" must be a whole number from {min} to {max}', { input: 'recount', field: 'crew', min: 0, max: CREW_TOTAL }),
            );
          return { type: 'recount', player, crew: n };
        });
      return withPlayer(['colour', 'count'], (player) => {
        const c = colour(raw, t, 'colour');
        if (isRejection(c)) return c;
        const n = raw.count;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > TREASURES_PER_COLOUR)
          return reject(
            phrase('{input}: "{field}" must be a whole number from {min} to {max}', { input: 'recount', field: 'count', min: 0, max: TREASURES_PER_COLOUR }),
          );
        return { type: 'recount', player, colour: c, count: n };
      });
    case 'resolve': {
      const e = only(['effects']);
      if (e) return e;
      if (!Array.isArray(raw.effects)) return reject(phrase('resolve: "effects" must be a list of effects (it may be empty)'));
      if (raw.effects.length > MAX_EFFECTS) return reject(phrase('resolve: at most {max} effects', { max: MAX_EFFECTS }));
      const effects: Effect[] = [];
      for (let i = 0; i < raw.effects.length; i++) {
        const eff = parseEffect(raw.effects[i], i);
        if (isRejection(eff)) return reject(phrase('resolve: {problem}', { problem: eff.reason }));
        effects.push(eff);
      }
      return { type: 'resolve', effects };
    }
    default:
      return unknownInput(t, 'Plunder!', 'start, discardDraw, steal, recruit, play, react, resolve, pass, reactions, recount, undo');
  }
}
