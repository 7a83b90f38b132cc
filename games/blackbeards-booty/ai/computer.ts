// Blackbeard's Booty's computer player as the table runs any game's: the colour to move, its legal
// moves, and the computer pirate's choice among them (pirate.ts) at a level within a time budget.
import type { ComputerPlayer } from '../../core/types.ts';
import { squareName } from '../coins.ts';
import { positionOf } from '../flow.ts';
import type { BootyInput } from '../inputs.ts';
import { moveFrom, moveTo } from '../position.ts';
import type { BootyState } from '../state.ts';
import { LEVELS, type Level, think } from './pirate.ts';

export const computerPirate: ComputerPlayer<BootyState, BootyInput> = {
  toMove: (state) => (state.phase === 'move' ? state.toMove : null),
  enumerate(state) {
    if (state.phase !== 'move') return [];
    const colour = state.toMove;
    return positionOf(state)
      .moves()
      .map((m) => ({ type: 'move', from: squareName(moveFrom(m)), to: squareName(moveTo(m)), colour }));
  },
  choose(state, level, budgetMs, seed) {
    if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`unknown level "${level.slice(0, 20)}" (known: ${LEVELS.join(', ')})`);
    const move = think(state, level as Level, { budgetMs, ...(seed === undefined ? {} : { seed }) });
    return move ? { type: 'move', from: move.from, to: move.to, colour: state.toMove } : null;
  },
  // Gold moves first, as in perft.ts (the counts are the same whichever colour starts).
  setUp: (options) =>
    ({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Gold', silver: 'Silver' }, options: { ...options, first: 'gold' } }) as BootyInput,
};
