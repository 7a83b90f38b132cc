// 7 Seize as a module of the game-agnostic core.
import { defineGame } from '../core/define-game.ts';
import type { GameModule } from '../core/types.ts';
import { contestHooks } from './weigh-off-hooks.ts';
import { sevenSeizeDescription } from './description.ts';
import { apply, awaiting, start } from './flow.ts';
import { parseInput, type SevenSeizeInput } from './inputs.ts';
import { SEATS } from './setup.ts';
import type { SevenSeizeState } from './state.ts';
import { hideTapsWhileRevealing, type SevenSeizeView, view } from './view.ts';
import { result } from './result.ts';
import * as teaching from './teach/index.ts';
import { firstGame } from './first-game.ts';

export const sevenSeize: GameModule<SevenSeizeState, SevenSeizeInput, SevenSeizeView> = defineGame({
  parseInput,
  reservedNames: SEATS.reserved,
  start,
  apply,
  awaiting,
  view,
  description: sevenSeizeDescription,
  playerView: hideTapsWhileRevealing,
  result,
  contest: contestHooks,
  teach: teaching,
  firstGame,
});

export type { SevenSeizeState } from './state.ts';
export type { SevenSeizeInput } from './inputs.ts';
export type { SevenSeizeView, WeighOffView } from './view.ts';
export type { SevenSeizeAwaiting } from './flow.ts';
export type { ContestResult, Options, Phase, QueenOption } from './state.ts';
