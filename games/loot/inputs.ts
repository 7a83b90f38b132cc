// The Loot inputs of the table script, validated from untrusted JSON: every refusal names the
// field and what was wrong. Card ids come out canonical (L3).
import { MAX_NAME, tooLong } from '../core/seats.ts';
import { checkFields, flagOption, nameTooLong, type Obj, type OptionReaders, playerList, readOptions, startInput, unknownInput } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { isRejection, reject, type Rejection } from '../core/types.ts';
import { canonicalCard, card } from './cards.ts';

export type StartInput = {
  type: 'start';
  game: 'loot';
  players: string[];
  options: { first?: string; partnership?: boolean; teams?: [string, string][]; openScores?: boolean };
};
export type DrawInput = { type: 'draw'; player?: string };
export type PlayInput = { type: 'play'; player?: string; card: string; target?: string };
export type DiscardInput = { type: 'discard'; player?: string; card: string };
export type HandMerchantsInput = { type: 'handMerchants'; player: string; cards: string[] };

export type LootInput = StartInput | DrawInput | PlayInput | DiscardInput | HandMerchantsInput;

/** Card ids as the table script writes them (L3). */
const CARD_EXAMPLES = '"M5.2", "B4.2", "BC", "AD"';

function name(o: Obj, key: string, v: unknown = o[key]): string | Rejection {
  if (typeof v !== 'string' || v.trim() === '')
    return reject(phrase('{input}: "{field}" must be a non-empty player name', { input: String(o.type), field: key }));
  if (tooLong(v)) return nameTooLong(String(o.type), key, MAX_NAME);
  return v;
}

function optionalPlayer(o: Obj): string | undefined | Rejection {
  return o.player === undefined ? undefined : name(o, 'player');
}

function cardField(o: Obj, key: string, v: unknown = o[key]): string | Rejection {
  if (typeof v !== 'string')
    return reject(phrase('{input}: "{field}" must be a card id (L3: e.g. {examples})', { input: String(o.type), field: key, examples: CARD_EXAMPLES }));
  const id = canonicalCard(v);
  return (
    id ??
    reject(
      phrase('{input}: "{card}" is not a card of the Loot deck (L3: e.g. {examples})', {
        input: String(o.type),
        card: v.slice(0, 20),
        examples: CARD_EXAMPLES,
      }),
    )
  );
}

const flag = flagOption;

function teamsOf(val: unknown): [string, string][] | Rejection {
  if (!Array.isArray(val) || val.length > 4)
    return reject(phrase('start: option "teams" must be a list of pairs of player names, e.g. {example}', { example: '[["Ann","Bob"],["Cy","Dee"]]' }));
  const teams: [string, string][] = [];
  for (const pair of val) {
    if (!Array.isArray(pair) || pair.length !== 2) return reject(phrase('start: every team in "teams" must be a pair of two player names (L27)'));
    const a = name({ type: 'start' }, 'teams', pair[0]);
    if (isRejection(a)) return a;
    const b = name({ type: 'start' }, 'teams', pair[1]);
    if (isRejection(b)) return b;
    teams.push([a, b]);
  }
  return teams;
}

const OPTIONS: OptionReaders<StartInput['options']> = {
  first: (val) => name({ type: 'start' }, 'options.first', val),
  partnership: flag,
  teams: teamsOf,
  openScores: flag,
};

const parseOptions = (v: unknown) => readOptions(v, OPTIONS, {});

/** An input's fields read and checked (the table and `defineGame` refuse anything but a JSON object first). */
export function parseInput(o: Obj): LootInput | Rejection {
  switch (o.type) {
    case 'start':
      return startInput(o, 'loot', (o) => playerList(o, phrase('start: "players" must be a list of 2 to 8 player names'), (n) => n <= 8), parseOptions);
    case 'draw': {
      const bad = checkFields(o, ['player']);
      if (bad) return bad;
      const player = optionalPlayer(o);
      if (isRejection(player)) return player;
      return player === undefined ? { type: 'draw' } : { type: 'draw', player };
    }
    case 'play':
    case 'discard': {
      const bad = checkFields(o, o.type === 'play' ? ['player', 'card', 'target'] : ['player', 'card']);
      if (bad) return bad;
      const player = optionalPlayer(o);
      if (isRejection(player)) return player;
      const c = cardField(o, 'card');
      if (isRejection(c)) return c;
      const base = player === undefined ? {} : { player };
      if (o.type === 'discard') return { type: 'discard', ...base, card: c };
      if (o.target === undefined) return { type: 'play', ...base, card: c };
      const target = cardField(o, 'target');
      if (isRejection(target)) return target;
      if (card(target)?.kind !== 'merchant')
        return reject(phrase('play: the target {card} is not a merchant ship; a target is a merchant at sea (L9)', { card: target }));
      return { type: 'play', ...base, card: c, target };
    }
    case 'handMerchants': {
      const bad = checkFields(o, ['player', 'cards']);
      if (bad) return bad;
      const player = name(o, 'player');
      if (isRejection(player)) return player;
      if (!Array.isArray(o.cards) || o.cards.length > 25) return reject(phrase('handMerchants: "cards" must be a list of merchant ids (empty when none)'));
      const cards: string[] = [];
      for (const raw of o.cards) {
        const c = cardField(o, 'cards', raw);
        if (isRejection(c)) return c;
        if (card(c)?.kind !== 'merchant') return reject(phrase('handMerchants: {card} is not a merchant ship (L23)', { card: c }));
        if (cards.includes(c)) return reject(phrase('handMerchants: {card} is named twice (L23)', { card: c }));
        cards.push(c);
      }
      return { type: 'handMerchants', player, cards };
    }
    default:
      return unknownInput(o.type, 'Loot', 'start, draw, play, discard, handMerchants, undo');
  }
}
