// What the tablet shows of a 7 Seize game: the engine's view (games/ `view(table)`), as the
// server sends it. Only the fields the screens read are typed here.

export type Phase = 'squabble' | 'divvy' | 'seize' | 'weigh-off' | 'finished';

export type QueenOption = { action: 'seize' } | { action: 'steal'; from: string };

export type Awaiting =
  | { type: 'start' }
  | { type: 'reveal'; players: string[] }
  | { type: 'chooseCaptain'; player: string; among: string[] }
  | { type: 'divvy'; player: string; pieces: number }
  | { type: 'order'; player: string; among: string[] }
  | { type: 'queen'; player: string; decidedBy: string; options: QueenOption[] }
  | { type: 'verdict'; contest: { left: string; right: string } };

export interface ContestResult {
  left: string;
  right: string;
  outcome: 'left' | 'right' | 'draw';
  eliminated: string | null;
  tiebreaks: number;
  reason: string;
  /** Every weighing, ties first (R22): the scale's decision and the grams where weighed. */
  weighings?: { heavier: 'left' | 'right' | 'none'; grams?: { left: number; right: number } }[];
}

export interface WeighOffView {
  remaining: string[];
  eliminated: string[];
  contest: { left: string; right: string; setAside: Record<string, number> } | null;
  results: ContestResult[];
}

export interface Options {
  cursedTreasure: boolean;
  keepTiebreakPiecesOut: boolean;
  tieBandGrams: number;
  wrongWinnerRate: number;
}

export interface GameView {
  game: '7-seize';
  round: number;
  phase: Phase;
  captain: string | null;
  bag: number;
  stashes: { red: number; black: number };
  collections: Record<string, number>;
  players: string[];
  participants: string[];
  options: Options;
  revealedBy: string[];
  /** The cards of the reveal being resolved, once everyone has revealed (public then), else null. */
  revealed?: Record<string, string> | null;
  /** The physical deck as far as the companion knows it (R16). */
  deck?: { draw: number; discards: number; reshuffles: number; seen?: string[] };
  lastReveal: { round: number; phase: 'squabble' | 'seize'; cards: Record<string, string> } | null;
  events: string[];
  weighOff: WeighOffView | null;
  winners: string[];
  awaiting: Awaiting | null;
}

/** The view before any game has started. */
export interface NoGameView {
  game: null;
  awaiting: { type: 'start' };
}

export type TableView = GameView | NoGameView;

export const INTERLOPER = 'Interloper';

export function isGameView(v: TableView | null): v is GameView {
  return v !== null && v.game === '7-seize';
}

/**
 * Pieces of `name`'s collection that go on the scale now. The engine already takes the pieces set
 * aside by a tiebreak out of the collection (R22) and puts them back when the contest ends (or
 * keeps them out, the R22 option), so the collection is what is weighed.
 */
export function piecesToWeigh(view: GameView, name: string): number {
  return view.collections[name] ?? 0;
}
