// Tally's state and inputs, and whose turn it is (rules.ts plays them).
import type { ByPlayer } from '../../../games/core/by-player.ts';

export const SEATS = ['first', 'second'] as const;
export const MAX_BEADS = 99;

export interface TallyState {
  players: [string, string];
  rounds: number;
  round: number;
  /** The shell hidden this round, until it is guessed. */
  hidden: string | null;
  beads: ByPlayer<number>;
  events: string[];
}

export type TallyInput =
  | { type: 'start'; game: 'tally'; players: [string, string]; options: { rounds: number } }
  | { type: 'hide' | 'guess'; player: string; card: string }
  | { type: 'recount'; player: string; beads: number };

export const over = (s: TallyState): boolean => s.round > s.rounds;
/** Who hides this round: the seats take turns, the first seat first. */
export const hider = (s: TallyState): string => s.players[(s.round - 1) % 2] as string;
export const guesser = (s: TallyState): string => s.players[s.round % 2] as string;
