// Plunder! as a module of the game-agnostic core.
import { defineGame } from '../core/define-game.ts';
import type { GameModule } from '../core/types.ts';
import { countHooks } from './count-hooks.ts';
import { plunderDescription } from './description.ts';
import { apply, awaiting, start } from './flow.ts';
import { parseInput, type PlunderInput, RESERVED_NAMES } from './inputs.ts';
import type { PlunderState } from './state.ts';
import { type PlunderView, view } from './view.ts';
import { result } from './result.ts';
import * as teaching from './teach/index.ts';
import { firstGame } from './first-game.ts';

export const plunder: GameModule<PlunderState, PlunderInput, PlunderView> = defineGame({
  parseInput,
  reservedNames: RESERVED_NAMES,
  start,
  apply,
  awaiting,
  view,
  description: plunderDescription,
  result,
  count: countHooks,
  teach: teaching,
  firstGame,
});

export { plunderDescription } from './description.ts';
export type { PlunderState } from './state.ts';
export type { PlunderInput } from './inputs.ts';
export type { PlunderPlayerView, PlunderView } from './view.ts';
export type { PlunderAction, PlunderAwaiting } from './flow.ts';
