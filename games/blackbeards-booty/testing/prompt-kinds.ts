// Blackbeard's Booty's kinds of prompt (games/core/testing/prompt-kinds.ts): who begins (B6), a
// move by whether a capture is open to the pirate (B13) or the other has just passed (B23), and how
// the game ended (the target reached, B22; a repetition, B25; no move left, B24; a shared win, B26).
import type { PromptKinds } from '../../core/testing/prompt-kinds.ts';
import { longestNames } from '../../core/testing/longest-names.ts';
import { colourBit } from '../coins.ts';
import { awaiting } from '../flow.ts';
import { isCapture, Position } from '../position.ts';
import type { BootyState } from '../state.ts';
import { randomBootyGame } from './random-game.ts';

export const BOOTY_KINDS: PromptKinds<BootyState> = {
  game: 'blackbeards-booty',
  kindOf(s) {
    const a = awaiting(s);
    if (a?.type === 'first') return 'first: who begins';
    if (a?.type === 'move') {
      if (s.passed) return 'move: the other pirate passed';
      return new Position(s.cells, colourBit(s.toMove), s.noReturn).moves().some(isCapture) ? 'move: a capture open' : 'move: no capture open';
    }
    return `end: ${s.result === 'target' ? 'the target reached' : s.result === 'repetition' ? 'a repetition' : 'no move left'}${s.winners.length > 1 ? ', a shared win' : ''}`;
  },
  randomGame: (seed) => randomBootyGame({ seed, names: longestNames(2) as [string, string], captureRate: [0.8, 0.5, 0.95][seed % 3] as number }),
};
