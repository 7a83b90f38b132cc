// Loot's kinds of prompt (games/core/testing/prompt-kinds.ts): a turn by the actions open to its
// player (L9: draw, play, or discard once the pile is out), the hands' merchant ships reported at
// the end (L24), and how the game ended (one side ahead, or a tie).
import { either, howMany, type PromptKinds } from '../../core/testing/prompt-kinds.ts';
import { longestNames } from '../../core/testing/longest-names.ts';
import { awaiting } from '../flow.ts';
import { type LootState, sideOf } from '../state.ts';
import { LootSim } from './random-game.ts';

/** Seats and partnership by seed: every count the game allows (L2, L27), eight the most often. */
const SETUPS = [
  { players: 8, partnership: true },
  { players: 2, partnership: false },
  { players: 5, partnership: false },
  { players: 8, partnership: true },
  { players: 4, partnership: true },
  { players: 6, partnership: true },
  { players: 3, partnership: false },
  { players: 4, partnership: false },
] as const;

export const LOOT_KINDS: PromptKinds<LootState> = {
  game: 'loot',
  kindOf(s) {
    const a = awaiting(s);
    if (a?.type === 'action') return `action: ${either(a.options)}`;
    if (a?.type === 'handMerchants') return `handMerchants: ${howMany(a.players)}`;
    return new Set(s.winners.map((w) => sideOf(s, w))).size > 1 ? 'end: a tie' : 'end: one side wins';
  },
  randomGame(seed) {
    const setup = SETUPS[seed % SETUPS.length] as (typeof SETUPS)[number];
    const sim = new LootSim({ ...setup, seed, openScores: seed % 3 === 0, names: longestNames(setup.players) });
    sim.playOut();
    return [...sim.inputs];
  },
};
