// The Loot inputs of the table script, validated from untrusted JSON: every refusal names the
// field and what was wrong. Card ids come out canonical (L3).
import { MAX_NAME, tooLong } from '../core/seats.ts';
import { checkFields, type Obj, type OptionReaders, playerList, readOptions, startInput } from '../core/input-checks.ts';
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

const CARD_HELP = 'L3: e.g. "M5.2", "B4.2", "BC", "AD"';

function name(o: Obj, key: string, v: unknown = o[key]): string | Rejection {
  if (typeof v !== 'string' || v.trim() === '') return reject(`${o.type}: "${key}" must be a non-empty player name`);
  if (tooLong(v)) return reject(`${o.type}: "${key}" is longer than ${MAX_NAME} characters`);
  return v;
}

function optionalPlayer(o: Obj): string | undefined | Rejection {
  return o.player === undefined ? undefined : name(o, 'player');
}

function cardField(o: Obj, key: string, v: unknown = o[key]): string | Rejection {
  if (typeof v !== 'string') return reject(`${o.type}: "${key}" must be a card id (${CARD_HELP})`);
  const id = canonicalCard(v);
  return id ?? reject(`${o.type}: "${v.slice(0, 20)}" is not a card of the Loot deck (${CARD_HELP})`);
}

const flag = (val: unknown, k: string): boolean | Rejection => (typeof val === 'boolean' ? val : reject(`start: option "${k}" must be true or false`));

function teamsOf(val: unknown): [string, string][] | Rejection {
  if (!Array.isArray(val) || val.length > 4) return reject('start: option "teams" must be a list of pairs of player names, e.g. [["Ann","Bob"],["Cy","Dee"]]');
  const teams: [string, string][] = [];
  for (const pair of val) {
    if (!Array.isArray(pair) || pair.length !== 2) return reject('start: every team in "teams" must be a pair of two player names (L27)');
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
      return startInput(o, 'loot', (o) => playerList(o, 'start: "players" must be a list of 2 to 8 player names', (n) => n <= 8), parseOptions);
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
      if (card(target)?.kind !== 'merchant') return reject(`play: the target ${target} is not a merchant ship; a target is a merchant at sea (L9)`);
      return { type: 'play', ...base, card: c, target };
    }
    case 'handMerchants': {
      const bad = checkFields(o, ['player', 'cards']);
      if (bad) return bad;
      const player = name(o, 'player');
      if (isRejection(player)) return player;
      if (!Array.isArray(o.cards) || o.cards.length > 25) return reject('handMerchants: "cards" must be a list of merchant ids (empty when none)');
      const cards: string[] = [];
      for (const raw of o.cards) {
        const c = cardField(o, 'cards', raw);
        if (isRejection(c)) return c;
        if (card(c)?.kind !== 'merchant') return reject(`handMerchants: ${c} is not a merchant ship (L23)`);
        if (cards.includes(c)) return reject(`handMerchants: ${c} is named twice (L23)`);
        cards.push(c);
      }
      return { type: 'handMerchants', player, cards };
    }
    default:
      return reject(
        typeof o.type === 'string'
          ? `unknown input type "${o.type.slice(0, 30)}" (Loot knows: start, draw, play, discard, handMerchants, undo)`
          : 'an input needs a string field "type"',
      );
  }
}
