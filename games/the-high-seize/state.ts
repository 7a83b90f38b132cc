// The plain-JSON state of a game of The High Seize. Never mutated: every step builds a new object.
import type { ByPlayer } from '../core/by-player.ts';
import type { Colour, Numbers } from './cards.ts';

export const ROUNDS = 4; // H4
export const HAND = 4; // H5

export type Phase = 'ships' | 'place' | 'flip' | 'finished';

/** One face-down card on a pile: who placed it (so its colour, H8) and, once tapped, which it is. */
export interface Placement {
  player: string;
  colour: Colour;
  card: string | null;
  /** Tapped privately while placing (H12): known, but shown only from the flip on. */
  private: boolean;
}

export interface Pile {
  /** The ship card under the pile, or null while its player has not put one down (H6). */
  ship: string | null;
  placements: Placement[];
}

export interface RoundRecord {
  round: number;
  weights: ByPlayer<number>;
  sunk: string[];
  /** What each player set aside this round (H17), for the tablet's round-by-round values. */
  kept: ByPlayer<string[]>;
}

export interface HighSeizeState {
  players: string[];
  colours: ByPlayer<Colour>;
  /** Weight and value of every colour card: the house deck with the table's own numbers (H9, H10). */
  cards: Record<string, Numbers>;
  hideScores: boolean;
  phase: Phase;
  round: number;
  startPlayer: string;
  turn: string | null;
  /** Cargo placed this round (4 × players ends the placing, H7). */
  placed: number;
  shipsLeft: ByPlayer<string[]>;
  deck: ByPlayer<number>;
  hands: ByPlayer<number>;
  /** The round's piles by player name and `neutral`. */
  piles: ByPlayer<Pile>;
  /** Every card tapped this game, private taps included (H13). */
  seen: string[];
  history: RoundRecord[];
  setAside: ByPlayer<string[]>;
  discarded: string[];
  winners: string[];
}
