// The plain-JSON state of a 7 Seize game. Nothing here is mutated: every step builds a new
// object that shares what did not change with the old one.
import type { ByPlayer } from '../core/by-player.ts';
import type { Colour } from './cards.ts';
import type { SeizeEvent } from './narrate.ts';

export const INTERLOPER = 'Interloper';
export const ROUNDS = 7; // R17
export const PIECES_PER_ROUND = 7;
export const BOOTY = ROUNDS * PIECES_PER_ROUND; // 49 pieces, R28

export interface Options {
  /** R26: the lightest collection wins. */
  cursedTreasure: boolean;
  /** R22 option: pieces removed in a tiebreak stay out for the rest of the weigh-off. */
  keepTiebreakPiecesOut: boolean;
  /** R24 options. */
  tieBandGrams: number;
  wrongWinnerRate: number;
}

export const DEFAULT_OPTIONS: Options = {
  cursedTreasure: false,
  keepTiebreakPiecesOut: false,
  tieBandGrams: 0.5,
  wrongWinnerRate: 0.001,
};

export type Phase = 'squabble' | 'divvy' | 'seize' | 'weigh-off' | 'finished';

/** The physical deck as far as the companion can know it (R16, R27). */
export interface Deck {
  /** Cards left in the draw deck. */
  draw: number;
  /** Revealed cards discarded since the last reshuffle: they cannot be revealed again (R27). */
  discard: string[];
  /** How many times the discards were shuffled into a new draw deck. */
  reshuffles: number;
}

/** A question the game is waiting on before it can go on. */
export type Pending =
  | { type: 'chooseCaptain'; player: string; among: string[] }
  | { type: 'order'; player: string; among: string[] }
  | { type: 'queen'; player: string; decidedBy: string; options: QueenOption[] };

export type QueenOption = { action: 'seize' } | { action: 'steal'; from: string };

/** Progress of the seize phase once every card is revealed. */
export interface SeizeProgress {
  /** Groups of same-rank participants, in rank order (R8); each is ordered once settled. */
  groups: string[][];
  /** How many groups have their final order. */
  ordered: number;
  /** How many actors of the flattened order have acted (face cards only; numbers act in cycles). */
  acted: number;
}

export interface ContestState {
  left: string;
  right: string;
  /** Pieces removed in this contest's tiebreaks, per side (R22). */
  setAside: ByPlayer<number>;
  /** Verdicts given in this contest so far. */
  weighings: number;
  /** What each of those weighings found (absent in games logged before weights were kept). */
  weighed?: Weighing[];
}

/** One weighing of a contest: the scale's decision and, where a scale weighed, what each side weighed. */
export interface Weighing {
  heavier: 'left' | 'right' | 'none';
  /** Grams on each side (less any pieces set aside, R22); absent when judged by hand. */
  grams?: { left: number; right: number };
}

export type ContestOutcome = 'left' | 'right' | 'draw';

export interface ContestResult {
  left: string;
  right: string;
  /** Who stays in: the side named, or both on a draw (R23). */
  outcome: ContestOutcome;
  eliminated: string | null;
  tiebreaks: number;
  /** Why, as the event the table told ("Bob is heavier: Ann (lighter) is eliminated"). */
  reason: SeizeEvent;
  /** Every weighing of the contest in order: ties first (R22), the deciding one last. */
  weighings?: Weighing[];
}

export interface WeighOffState {
  /** Still in, seat order (the Interloper last). */
  remaining: string[];
  eliminated: string[];
  contest: ContestState | null;
  results: ContestResult[];
  /** Who met whom already (for "the next seat" of winner-stays-on, R20). */
  contested: string[];
  /** The survivor of the last contest, who keeps the left cup (R20). */
  holder: string | null;
  /** Pairs whose tiebreak emptied both sides (R23): they are not weighed against each other again. */
  drawn: [string, string][];
  /** Pieces kept out for the rest of the weigh-off (R22 option). */
  keptOut: ByPlayer<number>;
}

export interface SevenSeizeState {
  players: string[];
  /** Players in seat order, then the Interloper in a 2-player game (R18). */
  participants: string[];
  options: Options;
  round: number;
  phase: Phase;
  captain: string | null;
  bag: number;
  stashes: Record<Colour, number>;
  collections: ByPlayer<number>;
  deck: Deck;
  /** Cards revealed in the current phase, by participant (hidden from view until all are in). */
  revealed: ByPlayer<string>;
  pending: Pending | null;
  seize: SeizeProgress | null;
  lastReveal: { round: number; phase: 'squabble' | 'seize'; cards: ByPlayer<string> } | null;
  /** What the last step did, as data each tablet says in its language ("Ann takes 2 from the red stash"). */
  events: SeizeEvent[];
  weighOff: WeighOffState | null;
  winners: string[];
}
