// The parts of The High Seize's view (view.ts) its teaching reads: what every tablet is shown.

export const NEUTRAL = 'neutral';

export interface Pile {
  ship: string | null;
  cards: number;
  /** How many cards of each colour lie on it (the companion knows who placed each, H8). */
  byColour: Record<string, number>;
  weight: number | null;
}

export interface HighSeizeView {
  round: number;
  phase: string;
  turn: string | null;
  colours: Record<string, string>;
  shipsLeft: Record<string, string[]>;
  hands: Record<string, number>;
  piles: Record<string, Pile>;
  history: { round: number; weights: Record<string, number>; sunk: string[] }[];
  scores: Record<string, number> | null;
  winners: string[];
}

export const highSeizeView = (v: Readonly<Record<string, unknown>>): HighSeizeView => v as unknown as HighSeizeView;

/** A pile by the words the table uses: `Ann's ship`, `the neutral ship`. */
export const pileName = (pile: string): string => (pile === NEUTRAL ? 'the neutral ship' : `${pile}'s ship`);

/** The round just settled by this step (the piles turned over, the heaviest sunk), or null. */
export function settled(before: HighSeizeView | null, after: HighSeizeView): HighSeizeView['history'][number] | null {
  return after.history.length > (before?.history.length ?? 0) ? (after.history[after.history.length - 1] ?? null) : null;
}

/** The player whose colour `colour` is. */
export function ownerOf(v: HighSeizeView, colour: string): string | undefined {
  return Object.keys(v.colours).find((p) => v.colours[p] === colour);
}
