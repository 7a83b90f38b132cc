// The 7 Seize inputs of the table script (docs/table-script/7-seize.md), validated from
// untrusted JSON: every refusal names the field and what was wrong.
import { MAX_NAME, tooLong } from '../core/seats.ts';
import { checkFields, flagOption, nameTooLong, type Obj, type OptionReaders, playerList, readOptions, startInput, unknownInput } from '../core/input-checks.ts';
import { phrase } from '../core/phrase.ts';
import { isRejection, reject, type Rejection } from '../core/types.ts';
import { canonicalCard } from './cards.ts';
import { SEATS, tieBandProblem } from './setup.ts';
import type { Options } from './state.ts';

export type StartInput = { type: 'start'; game: '7-seize'; players: string[]; options: Partial<Options> };
export type RevealInput = { type: 'reveal'; player: string; card: string };
export type ChooseCaptainInput = { type: 'chooseCaptain'; player: string };
export type DivvyInput = { type: 'divvy'; red: number; black: number };
export type OrderInput = { type: 'order'; players: string[] };
export type QueenInput = { type: 'queen'; player: string; action: 'seize' | 'steal'; from?: string };
export type PairInput = { type: 'pair'; left: string; right: string };
/** `grams`: what the scale weighed on each side, kept with the contest for the standings. */
export type VerdictInput = { type: 'verdict'; heavier: 'left' | 'right' | 'none'; grams?: { left: number; right: number } };

export type SevenSeizeInput = StartInput | RevealInput | ChooseCaptainInput | DivvyInput | OrderInput | QueenInput | PairInput | VerdictInput;

/** More than any collection of 49 pieces could weigh on a table scale. */
const MAX_GRAMS = 100_000;

function str(o: Obj, key: string): string | Rejection {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') return reject(phrase('{input}: "{field}" must be a non-empty string', { input: String(o.type), field: key }));
  if (tooLong(v)) return nameTooLong(String(o.type), key, MAX_NAME);
  return v;
}

function names(o: Obj, key: string): string[] | Rejection {
  const v = o[key];
  if (!Array.isArray(v)) return reject(phrase('{input}: "{field}" must be a list of player names', { input: String(o.type), field: key }));
  for (const n of v) {
    if (typeof n !== 'string' || n.trim() === '')
      return reject(phrase('{input}: every name in "{field}" must be a non-empty string', { input: String(o.type), field: key }));
    if (tooLong(n))
      return reject(
        phrase('{input}: the name "{name}…" is longer than {max} characters', { input: String(o.type), name: n.slice(0, MAX_NAME), max: MAX_NAME }),
      );
  }
  return v as string[];
}

function count(o: Obj, key: string): number | Rejection {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
    return reject(phrase('{input}: "{field}" must be a whole number of pieces', { input: String(o.type), field: key }));
  return v;
}

const flag = flagOption;

const OPTIONS: OptionReaders<Partial<Options>> = {
  cursedTreasure: flag,
  keepTiebreakPiecesOut: flag,
  tieBandGrams: (val) => {
    if (typeof val !== 'number') return reject(phrase('start: option "tieBandGrams" must be a number of grams'));
    const problem = tieBandProblem(val);
    return problem ? reject(phrase('start: option "tieBandGrams" is {value}: {problem}', { value: val, problem })) : val;
  },
  wrongWinnerRate: (val) =>
    typeof val === 'number' && val > 0 && val < 0.5 ? val : reject(phrase('start: option "wrongWinnerRate" must be a probability above 0 and below 0.5')),
};

const parseOptions = (v: unknown) => readOptions(v, OPTIONS, {});

/** A start's players, 2 to 7 (the ghost's name is reserved, R18). */
function players(o: Obj): string[] | Rejection {
  const notAList = phrase('start: "players" must be a list of player names');
  const players = playerList(o, notAList, undefined, notAList);
  if (isRejection(players)) return players;
  return SEATS.counts.includes(players.length) ? players : reject(phrase('start: 7 Seize is for 2 to 7 players, not {count}', { count: players.length }));
}

/** An input's fields read and checked (the table and `defineGame` refuse anything but a JSON object first). */
export function parseInput(o: Obj): SevenSeizeInput | Rejection {
  switch (o.type) {
    case 'start':
      return startInput(o, '7-seize', players, parseOptions);
    case 'reveal': {
      const bad = checkFields(o, ['player', 'card']);
      if (bad) return bad;
      const player = str(o, 'player');
      if (isRejection(player)) return player;
      if (typeof o.card !== 'string') return reject(phrase('reveal: "card" must be a card id such as "10H" or "QS" (R1)'));
      const card = canonicalCard(o.card);
      if (!card)
        return reject(phrase('reveal: "{card}" is not a card (R1: rank A, 2–10, J, Q, K then suit S, H, D, C, e.g. "10H")', { card: o.card.slice(0, 10) }));
      return { type: 'reveal', player, card };
    }
    case 'chooseCaptain': {
      const bad = checkFields(o, ['player']);
      if (bad) return bad;
      const player = str(o, 'player');
      return isRejection(player) ? player : { type: 'chooseCaptain', player };
    }
    case 'divvy': {
      const bad = checkFields(o, ['red', 'black']);
      if (bad) return bad;
      const red = count(o, 'red');
      if (isRejection(red)) return red;
      const black = count(o, 'black');
      if (isRejection(black)) return black;
      return { type: 'divvy', red, black };
    }
    case 'order': {
      const bad = checkFields(o, ['players']);
      if (bad) return bad;
      const players = names(o, 'players');
      return isRejection(players) ? players : { type: 'order', players };
    }
    case 'queen': {
      const bad = checkFields(o, ['player', 'action', 'from']);
      if (bad) return bad;
      const player = str(o, 'player');
      if (isRejection(player)) return player;
      if (o.action !== 'seize' && o.action !== 'steal') return reject(phrase('queen: "action" must be "seize" or "steal"'));
      if (o.action === 'seize') {
        if (o.from !== undefined) return reject(phrase('queen: "from" goes only with "steal"'));
        return { type: 'queen', player, action: 'seize' };
      }
      if (o.from === undefined) return { type: 'queen', player, action: 'steal' };
      const from = str(o, 'from');
      return isRejection(from) ? from : { type: 'queen', player, action: 'steal', from };
    }
    case 'pair': {
      const bad = checkFields(o, ['left', 'right']);
      if (bad) return bad;
      const left = str(o, 'left');
      if (isRejection(left)) return left;
      const right = str(o, 'right');
      return isRejection(right) ? right : { type: 'pair', left, right };
    }
    case 'verdict': {
      const bad = checkFields(o, ['heavier', 'grams']);
      if (bad) return bad;
      if (o.heavier !== 'left' && o.heavier !== 'right' && o.heavier !== 'none') return reject(phrase('verdict: "heavier" must be "left", "right" or "none"'));
      if (o.grams === undefined) return { type: 'verdict', heavier: o.heavier };
      const g = o.grams as Obj;
      const weight = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= -MAX_GRAMS && v <= MAX_GRAMS;
      if (
        typeof g !== 'object' ||
        g === null ||
        Array.isArray(g) ||
        Object.keys(g).some((k) => k !== 'left' && k !== 'right') ||
        !weight(g.left) ||
        !weight(g.right)
      )
        return reject(
          phrase('verdict: "grams" must be {shape}, each a number of at most {max} g', { shape: '{"left": grams, "right": grams}', max: MAX_GRAMS }),
        );
      return { type: 'verdict', heavier: o.heavier, grams: { left: g.left as number, right: g.right as number } };
    }
    default:
      return unknownInput(o.type, '7 Seize', 'start, reveal, chooseCaptain, divvy, order, queen, pair, verdict, undo');
  }
}
