// The High Seize as a module of the game-agnostic core.
import { defineGame } from '../core/define-game.ts';
import type { GameModule } from '../core/types.ts';
import { apply, awaiting, start } from './flow.ts';
import { type HighSeizeInput, parseInput, RESERVED_NAMES } from './inputs.ts';
import type { HighSeizeState } from './state.ts';
import { type HighSeizeView, highSeizePlayerView, view } from './view.ts';
import { highSeizeDescription } from './description.ts';
import { result } from './result.ts';
import * as teaching from './teach/index.ts';
import { firstGame } from './first-game.ts';

export const theHighSeize: GameModule<HighSeizeState, HighSeizeInput, HighSeizeView> = defineGame({
  description: highSeizeDescription,
  parseInput,
  reservedNames: RESERVED_NAMES,
  start,
  apply,
  awaiting,
  view,
  playerView: highSeizePlayerView,
  result,
  teach: teaching,
  firstGame,
  // H12: a card tapped privately while placing stays out of the public log until its round's flip.
  publicInput: (input, at, now) =>
    input.type === 'place' && input.card !== undefined && now.round === at.round && (now.phase === 'ships' || now.phase === 'place')
      ? { type: 'place', player: input.player, pile: input.pile }
      : input,
});

export { highSeizeDescription } from './description.ts';
export { tableView } from './view.ts';
export type { HighSeizeState } from './state.ts';
export type { HighSeizeInput } from './inputs.ts';
export type { HighSeizeView, PileView, RoundKept } from './view.ts';
export type { HighSeizeAwaiting } from './flow.ts';
