// The Plunder! ledger (docs/rules/plunder.md): every treasure, crew member and card by where it
// is. Card texts are unknown to the companion (P4), so hands are counts.
import type { ByPlayer } from '../core/by-player.ts';

export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
export type Colour = (typeof COLOURS)[number];
export type Treasures = Record<Colour, number>;

export const TREASURES_PER_COLOUR = 10;
export const CREW_TOTAL = 15;
export const CARDS_TOTAL = 72;
export const HAND_SIZE = 5;
/** P2: a player's starting treasures of their colour. */
export const OWN_TREASURES = 6;
/** P3: the draw stack holds this many cards per player. */
export const STACK_PER_PLAYER = 8;

export interface Options {
  /** P27: tied leaders of a colour each get +2 ('all') or nobody does ('none'). */
  mostTie: 'all' | 'none';
}

export interface PlayerState {
  name: string;
  colour: Colour;
  treasures: Treasures;
  crew: number;
  /** Cards in hand (P4: only the count is known). */
  hand: number;
  /** Played cards kept in front of the player (P23). */
  kept: number;
}

export interface Pending {
  /** Seat of whoever played the card. */
  seat: number;
  card: string | null;
  reaction: { seat: number; card: string | null } | null;
}

export type Phase = 'turn' | 'reaction' | 'tiebreak' | 'finished';

export interface PlunderState {
  phase: Phase;
  options: Options;
  players: PlayerState[];
  harbour: { treasures: Treasures; crew: number };
  lost: { treasures: Treasures; crew: number };
  removedCrew: number;
  stack: number;
  discard: number;
  removedCards: number;
  turn: number;
  /** Seat whose turn it is; null after the end. */
  current: number | null;
  /** P24: the last stack card has been drawn. */
  finalRound: boolean;
  /** P24: turns still to come after the current one (null before the final round). */
  turnsLeft: number | null;
  pending: Pending | null;
  /** P30: reaction cards shown by the tied players. */
  reactionsShown: ByPlayer<number>;
  /** P30: the players tied for the most points, while the tie-break is asked. */
  tied: string[];
  winners: string[];
}

export const noTreasures = (): Treasures => ({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0 });
export const sumTreasures = (t: Partial<Treasures>): number => COLOURS.reduce((a, c) => a + (t[c] ?? 0), 0);
export const isColour = (v: unknown): v is Colour => typeof v === 'string' && (COLOURS as readonly string[]).includes(v);
export const seatOf = (s: PlunderState, name: string): number => s.players.findIndex((p) => p.name === name);
