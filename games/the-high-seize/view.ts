// What `replay` prints (everything, scores included, H20) and what a tablet may show (no running
// scores while the set-aside piles lie face down, unless the table plays with open scores).
import { type ByPlayer, eachPlayer, withPlayers } from '../core/by-player.ts';
import { COLOURS } from './cards.ts';
import { awaiting } from './flow.ts';
import { cardValue, pileNames, pileWeight, scores } from './resolve.ts';
import type { HighSeizeState, Pile } from './state.ts';

/** H8, H12: the public face of a pile; private taps join `revealed` only at the flip. */
function pileView(s: HighSeizeState, pile: Pile): Record<string, unknown> {
  const byColour: Record<string, number> = {};
  const order = [...s.players.map((p) => s.colours[p]!), ...COLOURS];
  for (const c of order) {
    const n = pile.placements.filter((p) => p.colour === c).length;
    if (n > 0) byColour[c] = n;
  }
  const flipping = s.phase === 'flip';
  return {
    ship: pile.ship,
    cards: pile.placements.length,
    byColour,
    revealed: flipping ? pile.placements.flatMap((p) => (p.card === null ? [] : [p.card])) : [],
    weight: flipping ? pileWeight(s, pile) : null,
  };
}

export function view(s: HighSeizeState): Record<string, unknown> {
  return {
    game: 'the-high-seize',
    round: s.round,
    phase: s.phase,
    startPlayer: s.startPlayer,
    turn: s.phase === 'place' ? s.turn : null,
    colours: withPlayers(s.colours),
    shipsLeft: eachPlayer(s.players, (p) => [...s.shipsLeft[p]!]),
    deck: withPlayers(s.deck),
    hands: withPlayers(s.hands),
    piles: eachPlayer(pileNames(s), (n) => pileView(s, s.piles[n]!)),
    history: s.history.map((h) => ({ round: h.round, weights: withPlayers(h.weights), sunk: [...h.sunk] })),
    setAside: eachPlayer(s.players, (p) => [...s.setAside[p]!]),
    discarded: [...s.discarded],
    scores: scores(s),
    awaiting: awaiting(s),
    winners: [...s.winners],
  };
}

/** H20: a tablet's view hides the set-aside piles and scores until the end when the table wants it. */
export function tableView(s: HighSeizeState): Record<string, unknown> {
  const full = view(s);
  if (!s.hideScores || s.phase === 'finished') return { ...full, scoresHidden: false, rounds: keptByRound(s) };
  return { ...full, scoresHidden: true, setAside: eachPlayer(s.players, (p) => s.setAside[p]!.length), scores: null };
}

/** The server's per-viewer filter (playerView): every tablet gets the table's view (H20); taps
 * pass as they are, since a pile's cards are tapped face up once it is turned over (H11). */
export function highSeizePlayerView<T extends { kind: string; view?: Record<string, unknown> }>(s: HighSeizeState, _viewer: string, shown: T): T {
  return shown.kind === 'view' && shown.view ? { ...shown, view: tableView(s) } : shown;
}

/** What each player set aside round by round and its value (H17, H19): the tablet's final screen. */
function keptByRound(s: HighSeizeState): { round: number; kept: ByPlayer<string[]>; values: ByPlayer<number> }[] {
  return s.history.map((h) => ({
    round: h.round,
    kept: eachPlayer(s.players, (p) => [...(h.kept[p] ?? [])]),
    values: eachPlayer(s.players, (p) => (h.kept[p] ?? []).reduce((v, id) => v + cardValue(s, id), 0)),
  }));
}
