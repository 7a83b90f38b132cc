// The parts of Blackbeard's Booty's view (view.ts) its teaching reads.

export type Colour = 'gold' | 'silver';

export interface BootyView {
  phase: string;
  players: Record<Colour, string>;
  options: { targetScore: number };
  toMove: Colour | null;
  moves: number;
  passes: number;
  orientation: number;
  /** Occupied squares, each its stack bottom to top (`S3/G4`, B3). */
  board: Record<string, string>;
  scores: Record<Colour, number>;
  stacks: Record<Colour, number>;
  lastMove: { by: Colour; from: string; to: string; kind: 'coin' | 'stack' | 'opponentCoin'; top: string; leap: boolean; capture: boolean } | null;
  noReturn: { from: string; to: string } | null;
  repetitions: number | null;
  result: 'target' | 'repetition' | 'no-moves' | null;
  winners: string[];
}

export const bootyView = (v: Readonly<Record<string, unknown>>): BootyView => v as unknown as BootyView;

export const other = (c: Colour): Colour => (c === 'gold' ? 'silver' : 'gold');

/** The top coin of a square (`G4` of `S3/G4`), or null when it is empty. */
export function topOf(v: BootyView, square: string): string | null {
  const stack = v.board[square];
  return stack ? (stack.split('/').pop() ?? null) : null;
}

/** The number a coin shows (`G4` → 4). */
export const face = (coin: string): number => Number(coin.slice(1));

/** True when a square holds a stack (two coins or more). */
export const isStack = (v: BootyView, square: string): boolean => (v.board[square] ?? '').includes('/');
