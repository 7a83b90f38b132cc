// The High Seize's kinds of prompt (games/core/testing/prompt-kinds.ts): the ships put down (H5),
// a captain's cargo placed (H6), the flip (H11), and how the game ended (one captain ahead, or a
// tie, H19).
import { howMany, type PromptKinds } from '../../core/testing/prompt-kinds.ts';
import { longestNames } from '../../core/testing/longest-names.ts';
import { awaiting } from '../flow.ts';
import type { HighSeizeState } from '../state.ts';
import { HighSeizeSim } from './random-game.ts';

export const HIGH_SEIZE_KINDS: PromptKinds<HighSeizeState> = {
  game: 'the-high-seize',
  kindOf(s) {
    const a = awaiting(s);
    if (a?.type === 'ship') return `ship: ${howMany(a.players)}`;
    if (a?.type === 'place') return 'place: a captain places cargo';
    if (a?.type === 'reveal') return `reveal: ${Object.keys(a.piles).length > 1 ? 'several piles' : 'the last pile'}`;
    return s.winners.length > 1 ? 'end: a tie' : 'end: one winner';
  },
  // Two to four captains (H1), four the most often.
  randomGame(seed) {
    const players = [4, 2, 3, 4][seed % 4] as number;
    return [...new HighSeizeSim({ players, seed, names: longestNames(players), privateTaps: 0.2 }).play().inputs];
  },
};
