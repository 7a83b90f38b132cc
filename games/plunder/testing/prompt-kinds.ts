// Plunder!'s kinds of prompt (games/core/testing/prompt-kinds.ts): a turn by the actions open to
// its pirate (P8–P13, a pass when none is), a card's resolve with its one reaction still open or
// shown (P11), the tiebreak's reaction cards (P30), and how the game ended.
import { either, howMany, type PromptKinds } from '../../core/testing/prompt-kinds.ts';
import { longestNames } from '../../core/testing/longest-names.ts';
import { inputLog } from '../../core/table.ts';
import { awaiting } from '../flow.ts';
import type { PlunderState } from '../state.ts';
import { rng } from './random-game.ts';
import { randomGame } from './scripted-table.ts';

export const PLUNDER_KINDS: PromptKinds<PlunderState> = {
  game: 'plunder',
  kindOf(s) {
    const a = awaiting(s);
    if (a?.type === 'action') return `action: ${either(a.options)}`;
    if (a?.type === 'resolve') return `resolve: ${a.reactionOpen ? 'a reaction open' : 'the reaction shown'}`;
    if (a?.type === 'reactions') return `reactions: ${howMany(a.players)}`;
    if (s.winners.length > 1) return 'end: a shared win';
    return Object.keys(s.reactionsShown).length > 0 ? 'end: won on the tiebreak' : 'end: one winner';
  },
  // Three to five pirates (P2), the most more often.
  randomGame: (seed) => inputLog(randomGame(rng(seed), longestNames([3, 4, 5, 5][seed % 4] as number), 3000)) as unknown[],
};
