// What `replay` prints (everything, scores included, H20) and what a tablet may show (no running
// scores while the set-aside piles lie face down, unless the table plays with open scores).
import { eachPlayer, withPlayers } from '../core/by-player.ts';
import type { Shown, Viewer } from '../core/types.ts';
import { type Colour, COLOURS } from './cards.ts';
import { awaiting, type HighSeizeAwaiting } from './flow.ts';
import { cardValue, pileNames, pileWeight, scores } from './resolve.ts';
import type { HighSeizeState, Phase, Pile } from './state.ts';

/** The public face of a pile (H8, H12): its ship, how many cards of each colour lie on it, and once
 * it is turned over the cards tapped so far and its weight. */
export type PileView = { ship: string | null; cards: number; byColour: Partial<Record<Colour, number>>; revealed: string[]; weight: number | null };

/** What each player kept in a round and its value (H17, H19). */
export type RoundKept = { round: number; kept: Record<string, string[]>; values: Record<string, number> };

/** What a game of The High Seize shows: `replay` prints all of it; a tablet is shown it with the
 * set-aside piles and the scores hidden until the end when the table wants it (H20). */
export type HighSeizeView = {
  game: 'the-high-seize';
  round: number;
  phase: Phase;
  startPlayer: string;
  turn: string | null;
  colours: Record<string, Colour>;
  shipsLeft: Record<string, string[]>;
  deck: Record<string, number>;
  hands: Record<string, number>;
  piles: Record<string, PileView>;
  history: { round: number; weights: Record<string, number>; sunk: string[] }[];
  /** The kept cards, or only how many while they lie face down (H20). */
  setAside: Record<string, string[] | number>;
  discarded: string[];
  scores: Record<string, number> | null;
  awaiting: HighSeizeAwaiting | null;
  winners: string[];
  /** Tablets only: whether the scores are hidden, and (where shown) what each player kept round by round. */
  scoresHidden?: boolean;
  rounds?: RoundKept[];
};

/** H8, H12: the public face of a pile; private taps join `revealed` only at the flip. */
function pileView(s: HighSeizeState, pile: Pile): PileView {
  const byColour: Partial<Record<Colour, number>> = {};
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

export function view(s: HighSeizeState): HighSeizeView {
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
export function tableView(s: HighSeizeState): HighSeizeView {
  const full = view(s);
  if (!s.hideScores || s.phase === 'finished') return { ...full, scoresHidden: false, rounds: keptByRound(s) };
  return { ...full, scoresHidden: true, setAside: eachPlayer(s.players, (p) => s.setAside[p]!.length), scores: null };
}

/** The server's per-viewer filter (playerView): every tablet gets the table's view (H20); taps
 * pass as they are, since a pile's cards are tapped face up once it is turned over (H11). */
export function highSeizePlayerView(s: HighSeizeState, _viewer: Viewer, shown: Shown<HighSeizeView>): Shown<HighSeizeView> {
  return shown.kind === 'view' ? { ...shown, view: tableView(s) } : shown;
}

/** What each player set aside round by round and its value (H17, H19): the tablet's final screen. */
function keptByRound(s: HighSeizeState): RoundKept[] {
  return s.history.map((h) => ({
    round: h.round,
    kept: eachPlayer(s.players, (p) => [...(h.kept[p] ?? [])]),
    values: eachPlayer(s.players, (p) => (h.kept[p] ?? []).reduce((v, id) => v + cardValue(s, id), 0)),
  }));
}
