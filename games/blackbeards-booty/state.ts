// The plain-JSON state of a game of Blackbeard's Booty (what the core stores and undoes).
import type { Colour } from './coins.ts';

export interface Options {
  /** B22: the score that wins, 1–144, default 21. */
  targetScore: number;
  /** B6 option: the starting colour named at the start instead of the bag draw. */
  first?: Colour;
}

export const DEFAULT_TARGET = 21;
export const MAX_TARGET = 144;

export type MoveKind = 'coin' | 'stack' | 'opponentCoin';

export interface LastMove {
  by: Colour;
  from: string;
  to: string;
  kind: MoveKind;
  /** The moved coin, or the stack's top, after turning (B8). */
  top: string;
  leap: boolean;
  capture: boolean;
}

export type Result = 'target' | 'repetition' | 'no-moves';

export interface BootyState {
  phase: 'first' | 'move' | 'finished';
  players: Record<Colour, string>;
  options: Options;
  first: Colour | null;
  /** The colour to move; kept when finished (who would have moved), shown only in phase move. */
  toMove: Colour;
  moves: number;
  passes: number;
  passed: Colour | null;
  /** Every square's coins bottom to top, squares a1…f1, a2…f6 (coins as in coins.ts). */
  cells: number[][];
  lastMove: LastMove | null;
  /** B18: the move forbidden next, as square indices. */
  noReturn: { from: number; to: number } | null;
  /** B25: how often each position (board + pirate to move) has occurred. */
  seen: Record<string, number>;
  result: Result | null;
  winners: string[];
}
