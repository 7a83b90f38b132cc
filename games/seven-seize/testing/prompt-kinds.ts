// 7 Seize's kinds of prompt (games/core/testing/prompt-kinds.ts): a card revealed in the squabble
// or the seize (the Interloper's too, R18), the captain's divvy (R6) and order (R8), a tie for
// captain chosen (R5), a Queen's choice (R12; made by another player when its holder is the
// Interloper), a weigh-off contest fresh or in its tiebreak (R22), and how the game ended (one
// winner, or a shared win, R23).
import { howMany, type PromptKinds } from '../../core/testing/prompt-kinds.ts';
import { longestNames } from '../../core/testing/longest-names.ts';
import { awaiting } from '../flow.ts';
import type { SevenSeizeState } from '../state.ts';
import { Chooser, playRandomGame } from './random-game.ts';
import { TableDriver } from './table-driver.ts';

export const SEVEN_SEIZE_KINDS: PromptKinds<SevenSeizeState> = {
  game: '7-seize',
  kindOf(s) {
    const a = awaiting(s);
    switch (a?.type) {
      case 'reveal':
        return `reveal: in the ${a.phase}${a.interloperBy ? ', the Interloper’s card too' : ''}`;
      case 'divvy':
        return 'divvy: the captain divides the booty';
      case 'order':
        return 'order: the captain sets the order';
      case 'chooseCaptain':
        return `chooseCaptain: ${howMany(a.among)}`;
      case 'queen':
        return `queen: ${a.options.some((o) => o.action === 'steal') ? 'seize or steal' : 'seize only'}${a.decidedBy !== a.player ? ', decided by another' : ''}`;
      case 'verdict': {
        if (!a.contest) return 'verdict: no contest';
        return `verdict: ${Object.values(a.contest.setAside).some((n) => n > 0) ? 'a tiebreak' : 'a fresh contest'}`;
      }
      default:
        return s.winners.length > 1 ? 'end: a shared win' : 'end: one winner';
    }
  },
  // Two to seven players (R1, the Interloper with two), seven the most often; the options now and
  // then, and now and then mostly ties (a shared win, R23).
  randomGame(seed) {
    const players = [7, 2, 3, 7, 4, 5, 6, 7][seed % 8] as number;
    const opts = {
      players,
      names: longestNames(players),
      tieRate: seed % 4 === 2 ? 0.9 : 0.25,
      cursedTreasure: seed % 5 === 1,
      keepTiebreakPiecesOut: seed % 7 === 3,
    };
    return playRandomGame(new TableDriver(), opts, new Chooser([], seed));
  },
};
