// The High Seize inputs of the table script, validated from untrusted JSON: every refusal names
// the field and what was wrong. Card ids come out canonical (H2).
import { MAX_NAME, type ReservedName, tooLong } from '../core/seats.ts';
import { checkFields, isObj, nameTooLong, type Obj, type OptionReaders, playerList, readOptions, startInput, unknownInput } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { isRejection, reject, type Rejection } from '../core/types.ts';
import { COLOURS, type Colour, canonicalCard, NEUTRAL_SHIP, type Numbers } from './cards.ts';

export const NEUTRAL = 'neutral';
/** No player may take the neutral pile's name (H10): the table checks it with the other names. */
export const RESERVED_NAMES: readonly ReservedName[] = [{ name: NEUTRAL, why: phrase("the name of the neutral ship's pile (H10)") }];
export const MAX_NUMBER = 999;

export type StartInput = {
  type: 'start';
  game: 'the-high-seize';
  players: string[];
  options: { colours?: Colour[]; first?: string; cards?: Record<string, Partial<Numbers>>; hideScores?: boolean };
};
export type ShipInput = { type: 'ship'; player: string; card: string };
export type PlaceInput = { type: 'place'; player: string; pile: string; card?: string };
export type RevealInput = { type: 'reveal'; pile: string; card: string };
export type HighSeizeInput = StartInput | ShipInput | PlaceInput | RevealInput;

/** How a card id is written (H2), said in a refusal. */
const cardHelp = (): string => phrase('H2: a colour letter R, B, G or Y then 01–16 or S1–S4, e.g. {examples}', { examples: '"R07", "BS2"' });

function name(type: string, key: string, v: unknown): string | Rejection {
  if (typeof v !== 'string' || v.trim() === '') return reject(phrase('{input}: "{field}" must be a non-empty player name', { input: type, field: key }));
  if (tooLong(v)) return nameTooLong(type, key, MAX_NAME);
  return v;
}

function cardField(type: string, key: string, v: unknown): string | Rejection {
  if (typeof v !== 'string') return reject(phrase('{input}: "{field}" must be a card id ({help})', { input: type, field: key, help: cardHelp() }));
  if (v.trim().toUpperCase() === NEUTRAL_SHIP) return reject(phrase('{input}: the neutral ship NS is never tapped (H2)', { input: type }));
  return (
    canonicalCard(v) ?? reject(phrase('{input}: "{card}" is not a card of The High Seize ({help})', { input: type, card: v.slice(0, 20), help: cardHelp() }))
  );
}

function numbers(id: string, v: unknown): Partial<Numbers> | Rejection {
  if (!isObj(v))
    return reject(phrase('start: options.cards.{card} must be an object like {example} (H10)', { card: id, example: '{"weight": 4, "value": 3}' }));
  const out: Partial<Numbers> = {};
  for (const [k, n] of Object.entries(v)) {
    if (k !== 'weight' && k !== 'value')
      return reject(phrase('start: options.cards.{card} has an unknown field "{field}" (only weight and value, H10)', { card: id, field: k.slice(0, 30) }));
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_NUMBER)
      return reject(phrase('start: options.cards.{card}.{field} must be a whole number from 0 to {max} (H10)', { card: id, field: k, max: MAX_NUMBER }));
    out[k] = n;
  }
  return out;
}

function cardsOf(val: unknown): Record<string, Partial<Numbers>> | Rejection {
  if (!isObj(val)) return reject(phrase('start: option "cards" must map card ids to {shape} (H10)', { shape: '{"weight", "value"}' }));
  const cards: Record<string, Partial<Numbers>> = {};
  for (const [raw, n] of Object.entries(val)) {
    if (raw.trim().toUpperCase() === NEUTRAL_SHIP)
      return reject(phrase('start: the neutral ship NS always weighs 0 and is worth 0; it is not in "cards" (H10)'));
    const id = canonicalCard(raw);
    if (id === null)
      return reject(phrase('start: "{card}" in option "cards" is not a colour card ({help}; H10)', { card: raw.slice(0, 20), help: cardHelp() }));
    const parsed = numbers(id, n);
    if (isRejection(parsed)) return parsed;
    cards[id] = { ...cards[id], ...parsed };
  }
  return cards;
}

const OPTIONS: OptionReaders<StartInput['options']> = {
  hideScores: (val) => (typeof val === 'boolean' ? val : reject(phrase('start: option "hideScores" must be true or false (H20)'))),
  first: (val) => name('start', 'options.first', val),
  colours: (val) =>
    Array.isArray(val) && val.length <= 4 && val.every((c) => COLOURS.includes(c as Colour))
      ? (val as Colour[])
      : reject(phrase('start: option "colours" must list one of {colours} per seat (H1)', { colours: COLOURS.join(', ') })),
  cards: cardsOf,
};

// Unknown option keys are ignored: a newer tablet may send settings this engine does not know.
const parseOptions = (v: unknown) => readOptions(v, OPTIONS, {}, 'ignored');

/** An input's fields read and checked (the table and `defineGame` refuse anything but a JSON object first). */
export function parseInput(o: Obj): HighSeizeInput | Rejection {
  switch (o.type) {
    case 'start':
      // "neutral" is a reserved name.
      return startInput(
        o,
        'the-high-seize',
        (o) => playerList(o, phrase('start: "players" must be a list of 2 to 4 player names in seat order (H1)'), (n) => n >= 2 && n <= 4),
        parseOptions,
      );
    case 'ship': {
      const bad = checkFields(o, ['player', 'card']);
      if (bad) return bad;
      const player = name('ship', 'player', o.player);
      if (isRejection(player)) return player;
      const card = cardField('ship', 'card', o.card);
      return isRejection(card) ? card : { type: 'ship', player, card };
    }
    case 'place': {
      const bad = checkFields(o, ['player', 'pile', 'card']);
      if (bad) return bad;
      const player = name('place', 'player', o.player);
      if (isRejection(player)) return player;
      const pile = name('place', 'pile', o.pile);
      if (isRejection(pile)) return pile;
      if (o.card === undefined) return { type: 'place', player, pile };
      const card = cardField('place', 'card', o.card);
      return isRejection(card) ? card : { type: 'place', player, pile, card };
    }
    case 'reveal': {
      const bad = checkFields(o, ['pile', 'card']);
      if (bad) return bad;
      const pile = name('reveal', 'pile', o.pile);
      if (isRejection(pile)) return pile;
      const card = cardField('reveal', 'card', o.card);
      return isRejection(card) ? card : { type: 'reveal', pile, card };
    }
    default:
      return unknownInput(o.type, 'The High Seize', 'start, ship, place, reveal, undo');
  }
}
