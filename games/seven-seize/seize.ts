// Seize the Booty and Swab the Deck (R8–R15): the global acting order, the captain's ordering
// of same-rank groups, each face card's action, the number-card cycles per stash, the swab.
import { byPlayer, withPlayers } from '../core/by-player.ts';
import { colourOf, isNumberCard, parseCard, SEIZE_ORDER, seizeRank, type Card, type Colour } from './cards.ts';
import { discardCards, drawCards } from './deck.ts';
import { findsEmpty, takes, told } from './narrate.ts';
import { phrase, phraseList } from '../core/phrase.ts';
import { startWeighOff } from './weigh-off.ts';
import { INTERLOPER, ROUNDS, type QueenOption, type SevenSeizeState } from './state.ts';

function cardOf(s: SevenSeizeState, who: string): Card {
  return parseCard(s.revealed[who] ?? '') as Card;
}

/** After the divvy: in a 2-player game the Interloper's card is the top of the draw deck (R18). */
export function beginSeize(s: SevenSeizeState): SevenSeizeState {
  const deck = s.participants.includes(INTERLOPER) ? drawCards(s.deck, 1) : s.deck;
  return { ...s, phase: 'seize', deck, revealed: byPlayer(), seize: null };
}

/** Same-rank groups in acting order (R8), each in seat order until the captain orders it. */
export function rankGroups(s: SevenSeizeState): string[][] {
  const byRank: string[][] = SEIZE_ORDER.map(() => []);
  for (const p of s.participants) byRank[seizeRank(cardOf(s, p))]?.push(p);
  return byRank.filter((g) => g.length > 0);
}

/**
 * The captain is asked only where the order can change the outcome: the group shares a
 * colour, or it acts first and so decides the swab (docs/table-script/7-seize.md, R8, R15).
 */
function needsOrder(s: SevenSeizeState, group: string[], first: boolean): boolean {
  if (group.length < 2) return false;
  if (first) return true;
  const colours = group.map((p) => colourOf(cardOf(s, p)));
  return new Set(colours).size < colours.length;
}

/** Every participant has revealed: work out the groups and act as far as possible. */
export function resolveReveals(s: SevenSeizeState): SevenSeizeState {
  return advance({ ...s, events: [], seize: { groups: rankGroups(s), ordered: 0, acted: 0 } });
}

export function actingOrder(s: SevenSeizeState): string[] {
  return (s.seize?.groups ?? []).flat();
}

export function queenOptions(s: SevenSeizeState, queen: string): QueenOption[] {
  const colour = colourOf(cardOf(s, queen));
  const options: QueenOption[] = [];
  if (s.stashes[colour] > 0) options.push({ action: 'seize' });
  for (const p of s.participants) {
    if (p !== queen && colourOf(cardOf(s, p)) === colour && (s.collections[p] ?? 0) > 0) options.push({ action: 'steal', from: p });
  }
  return options;
}

/** Who decides for a participant: the non-captain decides for the Interloper (R18). */
export function deciderFor(s: SevenSeizeState, who: string): string {
  return who === INTERLOPER ? (s.players.find((p) => p !== s.captain) as string) : who;
}

function seizeFrom(s: SevenSeizeState, who: string, colour: Colour, n: number, event: string): SevenSeizeState {
  if (n <= 0) return { ...s, events: [...s.events, told(event)] };
  return {
    ...s,
    stashes: { ...s.stashes, [colour]: s.stashes[colour] - n },
    collections: withPlayers(s.collections, [who, (s.collections[who] ?? 0) + n]),
    events: [...s.events, told(event)],
  };
}

export function seizeOne(s: SevenSeizeState, queen: string): SevenSeizeState {
  const c = cardOf(s, queen);
  return seizeFrom(s, queen, colourOf(c), 1, takes(queen, 1, colourOf(c), s.revealed[queen] as string));
}

export function steal(s: SevenSeizeState, queen: string, from: string): SevenSeizeState {
  return {
    ...s,
    collections: withPlayers(s.collections, [from, (s.collections[from] ?? 0) - 1], [queen, (s.collections[queen] ?? 0) + 1]),
    events: [...s.events, told(phrase('{queen} ({card}) steals 1 piece from {from}', { queen, card: s.revealed[queen] ?? '', from }))],
  };
}

/** One face card acts (R10–R13); returns null when a Queen must be asked. */
function act(s: SevenSeizeState, who: string): SevenSeizeState | null {
  const c = cardOf(s, who);
  const colour = colourOf(c);
  const stash = s.stashes[colour];
  const id = s.revealed[who] as string;
  switch (c.rank) {
    case 'A': // R10
      return seizeFrom(s, who, colour, Math.min(1, stash), stash > 0 ? takes(who, 1, colour, id) : findsEmpty(who, id, colour));
    case 'K': // R11: counts are unchanged; only which pieces are where changes.
      return {
        ...s,
        events: [
          ...s.events,
          told(
            stash > 0
              ? phrase(
                  '{who} ({card}) takes all {stash, plural, one {# piece} other {# pieces}} of the {colour, select, red {red} other {black}} stash and returns {stash} of their own',
                  { who, card: id, stash, colour },
                )
              : findsEmpty(who, id, colour),
          ),
        ],
      };
    case 'J': // R13
      return seizeFrom(s, who, colour, Math.min(2, stash), stash > 0 ? takes(who, Math.min(2, stash), colour, id) : findsEmpty(who, id, colour));
    case 'Q': {
      // R12: ask only when there is a real choice.
      const options = queenOptions(s, who);
      if (options.length === 0) return { ...s, events: [...s.events, told(phrase('{who} ({card}) has nothing to seize or steal', { who, card: id }))] };
      if (options.length > 1) return null;
      const only = options[0] as QueenOption;
      return only.action === 'seize' ? seizeOne(s, who) : steal(s, who, only.from);
    }
    default:
      return s;
  }
}

/** Runs the seize phase until it needs an answer (order, queen) or the round ends. */
export function advance(s: SevenSeizeState): SevenSeizeState {
  let st = s;
  const progress = st.seize;
  if (!progress) return st;
  let { ordered, acted } = progress;
  const groups = progress.groups;
  while (ordered < groups.length) {
    const g = groups[ordered] as string[];
    if (needsOrder(st, g, ordered === 0)) {
      return { ...st, seize: { groups, ordered, acted }, pending: { type: 'order', player: st.captain as string, among: g } };
    }
    ordered++;
  }
  const order = groups.flat();
  while (acted < order.length) {
    const who = order[acted] as string;
    if (isNumberCard(cardOf(st, who))) break; // numbers act last, in cycles (R14)
    const next = act(st, who);
    if (next === null) {
      return {
        ...st,
        seize: { groups, ordered, acted },
        pending: { type: 'queen', player: who, decidedBy: deciderFor(st, who), options: queenOptions(st, who) },
      };
    }
    st = next;
    acted++;
  }
  st = { ...st, pending: null, seize: { groups, ordered, acted: order.length } };
  st = numberCycles(st, order);
  st = swab(st, order[0] as string);
  return endSeize(st);
}

/** R14: per stash, its number-card holders take 1 each in acting order, over and over. */
function numberCycles(s: SevenSeizeState, order: string[]): SevenSeizeState {
  const holders = order.filter((p) => isNumberCard(cardOf(s, p)));
  const share = new Map<string, number>();
  for (const colour of ['red', 'black'] as const) {
    const mine = holders.filter((p) => colourOf(cardOf(s, p)) === colour);
    const n = s.stashes[colour];
    mine.forEach((p, i) => share.set(p, Math.floor(n / mine.length) + (i < n % mine.length ? 1 : 0)));
  }
  // Each holder seizes once (seizeFrom, all in one new state).
  const stashes = { ...s.stashes };
  const seized: [string, number][] = [];
  const events = [...s.events];
  for (const p of holders) {
    const k = share.get(p) ?? 0;
    if (k <= 0) continue;
    const colour = colourOf(cardOf(s, p));
    stashes[colour] -= k;
    seized.push([p, (s.collections[p] ?? 0) + k]);
    events.push(told(takes(p, k, colour, s.revealed[p] as string)));
  }
  return seized.length === 0 ? s : { ...s, stashes, collections: withPlayers(s.collections, ...seized), events };
}

/** R15: what is left in either stash goes to whoever acted first, whatever their colour. */
function swab(s: SevenSeizeState, first: string): SevenSeizeState {
  const left = s.stashes.red + s.stashes.black;
  if (left === 0) return s;
  return {
    ...s,
    stashes: { red: 0, black: 0 },
    collections: withPlayers(s.collections, [first, (s.collections[first] ?? 0) + left]),
    events: [
      ...s.events,
      told(phrase('{first} swabs the deck and takes the {left, plural, one {# piece} other {# pieces}} left in the stashes', { first, left })),
    ],
  };
}

/** Discard the seize cards; then either the next round (each player draws 2, R16) or the weigh-off. */
function endSeize(s: SevenSeizeState): SevenSeizeState {
  const cards = s.participants.map((p) => s.revealed[p] as string);
  const ended: SevenSeizeState = {
    ...s,
    deck: discardCards(s.deck, cards),
    lastReveal: { round: s.round, phase: 'seize', cards: s.revealed },
    revealed: byPlayer(),
    seize: null,
    pending: null,
  };
  if (s.round >= ROUNDS) return startWeighOff(ended);
  return { ...ended, round: s.round + 1, phase: 'squabble', deck: drawCards(ended.deck, 2 * s.players.length) };
}

/** The captain's order for the group being asked about (R8). */
export function orderGroup(s: SevenSeizeState, players: string[]): SevenSeizeState {
  const p = s.seize as NonNullable<SevenSeizeState['seize']>;
  const groups = p.groups.map((g, i) => (i === p.ordered ? players : g));
  return advance({
    ...s,
    pending: null,
    events: [...s.events, told(phrase('{captain} orders {players}', { captain: s.captain ?? '', players: phraseList(players, 'unit') }))],
    seize: { ...p, groups, ordered: p.ordered + 1 },
  });
}

/** The Queen (or the non-captain for the Interloper) has chosen (R12, R18). */
export function queenActs(s: SevenSeizeState, queen: string, choice: QueenOption): SevenSeizeState {
  const p = s.seize as NonNullable<SevenSeizeState['seize']>;
  const st = choice.action === 'seize' ? seizeOne(s, queen) : steal(s, queen, choice.from);
  return advance({ ...st, pending: null, seize: { ...p, acted: p.acted + 1 } });
}
