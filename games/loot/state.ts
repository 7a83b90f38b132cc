// The plain-JSON state of a Loot game. Never mutated: every step builds a new object.
import type { ByPlayer } from '../core/by-player.ts';
import type { Colour } from './cards.ts';

export const HAND_SIZE = 6; // L6
export const DECK_SIZE = 78; // L1

export interface Options {
  /** L5 option: who plays first (the dealer sits before them). */
  first: string;
  /** L28 option: captured gold shown during play. */
  openScores: boolean;
}

/** One side's attack on a merchant, in one colour (L10). */
export interface Attack {
  colour: Colour;
  side: string;
  /** Pirate ships, in the order played. */
  cards: string[];
  /** Skulls of those ships (L13). */
  strength: number;
  /** The captain of this colour once played on it (L11). */
  captain: string | null;
}

/** A merchant ship at sea (L9) and everything lying on it. */
export interface AtSea {
  merchant: string;
  gold: number;
  owner: string;
  side: string;
  playedTurn: number;
  attacks: Attack[];
  /** Who played the admiral on it (L12). */
  admiral: string | null;
  /** The last captain or admiral played on it: it decides the battle (L13a). */
  lastCaptainOrAdmiral: string | null;
}

export interface Capture {
  merchant: string;
  gold: number;
  side: string;
}

export interface LoggedCapture extends Capture {
  turn: number;
  player: string;
}

export type Phase = 'turn' | 'handMerchants' | 'finished';

export interface LootState {
  players: string[];
  partnership: boolean;
  /** L27: pairs [first, second] in seat order of the first partner; null in the standard game. */
  teams: [string, string][] | null;
  options: Options;
  phase: Phase;
  round: number;
  turn: number;
  current: string | null;
  /** Who took the turn before the current one (L16: partners after partners do not check). */
  previous: string | null;
  drawPile: number;
  hands: ByPlayer<number>;
  atSea: AtSea[];
  lastCaptures: Capture[];
  /** Captured merchants per side, in capture order (L15). */
  captured: ByPlayer<string[]>;
  discard: { cards: number; merchants: string[] };
  /** Every card seen on the table (played or discarded) or reported: none comes back (L4). */
  seen: string[];
  /** L23: who must report their hand's merchants (fixed at the end), and the reports so far. */
  toReport: string[];
  handMerchants: ByPlayer<string[]>;
  captureLog: LoggedCapture[];
  winners: string[];
}

/** L8: a side is a player, or a team in partnership play. */
export function sideOf(s: { readonly teams: readonly (readonly string[])[] | null }, player: string): string {
  const team = s.teams?.find((t) => t.includes(player));
  return team ? team.join('+') : player;
}

export function sides(s: Pick<LootState, 'teams' | 'players'>): string[] {
  return s.teams ? s.teams.map((t) => `${t[0]}+${t[1]}`) : [...s.players];
}

export function membersOf(s: Pick<LootState, 'teams'>, side: string): string[] {
  const team = s.teams?.find((t) => `${t[0]}+${t[1]}` === side);
  return team ? [...team] : [side];
}

export function partnerOf(s: Pick<LootState, 'teams'>, player: string): string | null {
  const team = s.teams?.find((t) => t.includes(player));
  return team ? (team[0] === player ? team[1] : team[0]) : null;
}
