// A tiny game that exists only for the tests: it proves the table (session, hub, persistence,
// replay, enrolment per deck) serves a game registered in a test registry, with no shared file
// changed. Each player taps one coin of a three-coin deck; the highest coin wins. A spectator
// never sees the coins until everyone has tapped (its playerView), like a hidden reveal.
import { startOnly } from '../../games/core/input-checks.ts';
import type { GameRegistry } from '../../games/core/table.ts';
import { accept, reject, type AnyGameModule, type DeckDescription, type GameModule, type Rejection } from '../../games/core/types.ts';
import { sevenSeize } from '../../games/seven-seize/index.ts';
import { wordDeck } from './word-deck.ts';

const COINS = ['copper', 'silver', 'gold'] as const;

export const coinDeck: DeckDescription = wordDeck('coins', 'Coins (3)', COINS, 'coin');

interface CoinState {
  players: string[];
  coins: Record<string, string>;
}
type CoinInput = { type: 'start'; game: 'coin-toss'; players: string[] } | { type: 'reveal'; player: string; card: string };

function parseInput(raw: unknown): CoinInput | Rejection {
  const o = raw as Record<string, unknown>;
  if (o.type === 'start') {
    const players = o.players;
    if (!Array.isArray(players) || players.length < 2 || players.length > 3 || players.some((p) => typeof p !== 'string'))
      return reject('start: coin toss is for 2 or 3 named players');
    return { type: 'start', game: 'coin-toss', players: players as string[] };
  }
  if (o.type === 'reveal' && typeof o.player === 'string' && typeof o.card === 'string') {
    const card = coinDeck.canonical(o.card);
    return card ? { type: 'reveal', player: o.player, card } : reject(`reveal: "${o.card}" is not a coin`);
  }
  return reject(`unknown input type "${String(o.type).slice(0, 30)}" (coin toss knows: start, reveal, undo)`);
}

const waitingFor = (s: CoinState): string[] => s.players.filter((p) => !(p in s.coins));

export const coinToss: GameModule<CoinState, CoinInput> = {
  id: 'coin-toss',
  parseInput,
  playerNames: (i) => (i.type === 'start' ? i.players : []),
  start: startOnly((i) => accept({ players: i.players, coins: {} })),
  apply(s, i) {
    if (i.type !== 'reveal') return reject('the game is under way');
    if (!waitingFor(s).includes(i.player)) return reject(`${i.player} is not waiting to tap a coin`);
    if (Object.values(s.coins).includes(i.card)) return reject(`the ${i.card} coin is already down`);
    return accept({ ...s, coins: { ...s.coins, [i.player]: i.card } });
  },
  awaiting: (s) => (waitingFor(s).length ? { type: 'reveal', players: waitingFor(s) } : null),
  view(s) {
    const done = waitingFor(s).length === 0;
    const best = done ? [...s.players].sort((a, b) => COINS.indexOf(s.coins[b] as never) - COINS.indexOf(s.coins[a] as never))[0] : undefined;
    return { game: 'coin-toss', players: s.players, participants: s.players, coins: { ...s.coins }, winners: best ? [best] : [] };
  },
  description: { id: 'coin-toss', name: 'Coin toss', blurb: 'Tap a coin; the highest wins.', players: [2, 3], deck: coinDeck, scale: 'none', options: [] },
  playerView(s, viewer, shown) {
    if (viewer === 'host' || waitingFor(s).length === 0) return shown;
    if (shown.kind === 'view') return { kind: 'view', view: { ...shown.view, coins: Object.fromEntries(Object.keys(s.coins).map((p) => [p, '?'])) } };
    const { uid: _uid, ...rest } = shown;
    return { ...rest, card: null };
  },
};

/** 7 Seize and the coin toss: what a table with a second registered game looks like. */
export const testRegistry: GameRegistry = new Map<string, AnyGameModule>([
  [sevenSeize.id, sevenSeize as AnyGameModule],
  [coinToss.id, coinToss as AnyGameModule],
]);
