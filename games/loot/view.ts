// What `replay` prints (everything: it is a record, L28) and what a tablet may show (captured
// gold hidden during play unless the table opens scores, L28).
import { byPlayer, mapPlayers, withPlayers } from '../core/by-player.ts';
import type { Shown, Viewer } from '../core/types.ts';
import { type LeadBy, leader } from './battle.ts';
import { DECK, goldOf } from './cards.ts';
import { awaiting, type LootAwaiting } from './flow.ts';
import { type SideScore, scores, unplayedMerchants } from './score.ts';
import { type AtSea, type LootState, type Options, type Phase, sideOf } from './state.ts';
import { cardsOn, sittingOut } from './turns.ts';

const sum = (ids: readonly string[]) => ids.reduce((g, id) => g + goldOf(id), 0);

/** A merchant at sea with who leads its battle now (L13). */
export type ShipView = AtSea & { leader: string | null; leadBy: LeadBy };

/** What a Loot game shows: `replay` prints all of it; a tablet is shown it with the captured gold
 * hidden during play (L28), where the fields below say "while gold is hidden". */
export type LootView = {
  game: 'loot';
  phase: Phase;
  partnership: boolean;
  options: Options;
  players: string[];
  teams: Record<string, string[]> | null;
  round: number;
  turn: number;
  current: string | null;
  drawPile: number;
  hands: Record<string, number>;
  sittingOut: string[];
  atSea: ShipView[];
  /** While gold is hidden, only the side of each capture. */
  lastCaptures: { merchant?: string; gold?: number; side: string }[];
  /** Merchant ids per side, or only their number while gold is hidden. */
  captured: Record<string, string[] | number>;
  gold: Record<string, number> | null;
  /** Tablets only: whether the gold is hidden, and every card seen on the table, in deck order (L4). */
  goldHidden?: boolean;
  seen?: string[];
  discard: { cards: number; merchants: string[]; merchantGold: number };
  unplayedGold: number;
  handMerchants: Record<string, string[]>;
  /** Every capture; while gold is hidden, without the merchant and its gold. */
  captureLog: { turn: number; player: string; side: string; merchant?: string; gold?: number }[];
  scores: Record<string, SideScore> | null;
  awaiting: LootAwaiting | null;
  winners: string[];
};

/** L8: the side a player plays for in a view: themselves, or their team in partnership (`Ann+Bob`). */
export const sideInView = (v: Pick<LootView, 'teams'>, player: string): string => sideOf({ teams: v.teams && Object.values(v.teams) }, player);

export function view(s: LootState): LootView {
  return {
    game: 'loot',
    phase: s.phase,
    partnership: s.partnership,
    options: { ...s.options },
    players: [...s.players],
    teams: s.teams ? byPlayer(s.teams.map(([a, b]) => [`${a}+${b}`, [a, b]])) : null,
    round: s.round,
    turn: s.turn,
    current: s.current,
    drawPile: s.drawPile,
    hands: withPlayers(s.hands),
    sittingOut: sittingOut(s),
    atSea: s.atSea.map((m) => ({ ...m, attacks: m.attacks.map((a) => ({ ...a })), ...leader(m) })),
    lastCaptures: s.lastCaptures,
    captured: s.captured,
    gold: mapPlayers(s.captured, sum),
    discard: { cards: s.discard.cards, merchants: s.discard.merchants, merchantGold: sum(s.discard.merchants) },
    unplayedGold: sum(unplayedMerchants(s)),
    handMerchants: s.handMerchants,
    captureLog: s.captureLog,
    scores: scores(s),
    awaiting: awaiting(s),
    winners: s.winners,
  };
}

/** L28: what a tablet may show of a view. During play, captured merchants lie face down: their
 * number shows, their gold (and so the scores) only once the game has ended or when the table plays
 * with open scores. Works on the view record, so the server can apply it to whatever it sends. */
export function hideCapturedGold(s: LootState, shown: LootView): LootView {
  // Every card seen is public (all are played face up), in deck order so no side's captures show.
  const seen = DECK.filter((id) => s.seen.includes(id));
  if (s.options.openScores || s.phase !== 'turn') return { ...shown, goldHidden: false, seen };
  return {
    ...shown,
    goldHidden: true,
    seen,
    captured: mapPlayers(s.captured, (ids) => ids.length),
    gold: null,
    scores: null,
    captureLog: s.captureLog.map(({ turn, player, side }) => ({ turn, player, side })),
    // The captures of this turn say who took a ship, not which one: its gold would add up (L28).
    lastCaptures: s.lastCaptures.map(({ side }) => ({ side })),
  };
}

export const tableView = (s: LootState): LootView => hideCapturedGold(s, view(s));

/** L26: every card is in exactly one place. */
export function cardCount(s: LootState): number {
  const hands = Object.values(s.hands).reduce((a, b) => a + b, 0);
  const captured = Object.values(s.captured).reduce((n, ids) => n + ids.length, 0);
  const atSea = s.atSea.reduce((n, m) => n + cardsOn(m), 0);
  return s.drawPile + hands + s.discard.cards + captured + atSea;
}

/** L26: captured + at sea + discarded + reported + unplayed = 100 gold. */
export function goldCount(s: LootState): number {
  const captured = Object.values(s.captured).reduce((g, ids) => g + sum(ids), 0);
  const atSea = s.atSea.reduce((g, m) => g + m.gold, 0);
  const reported = Object.values(s.handMerchants).reduce((g, ids) => g + sum(ids), 0);
  return captured + atSea + sum(s.discard.merchants) + reported + sum(unplayedMerchants(s));
}

/** The server's per-viewer filter (the shelf's `playerView` hook): the table's view loses the
 * captured gold during play (L28); taps pass as they are, since every Loot card is played face up. */
export function lootPlayerView(s: LootState, _viewer: Viewer, shown: Shown<LootView>): Shown<LootView> {
  return shown.kind === 'view' ? { ...shown, view: hideCapturedGold(s, shown.view) } : shown;
}
