// Loot as a module of the game-agnostic core.
import { defineGame } from '../core/define-game.ts';
import type { GameModule } from '../core/types.ts';
import { lootDescription } from './description.ts';
import { apply, awaiting, start } from './flow.ts';
import { type LootInput, parseInput } from './inputs.ts';
import type { LootState } from './state.ts';
import { type LootView, lootPlayerView, view } from './view.ts';
import { result } from './result.ts';
import * as teaching from './teach/index.ts';
import { firstGame } from './first-game.ts';

export const loot: GameModule<LootState, LootInput, LootView> = defineGame({
  parseInput,
  start,
  apply,
  awaiting,
  view,
  description: lootDescription,
  playerView: lootPlayerView,
  result,
  teach: teaching,
  firstGame,
});

export { lootDescription } from './description.ts';
export { type LootView, type ShipView, tableView } from './view.ts';
export type { LootAwaiting } from './flow.ts';
export type { LootState } from './state.ts';
export type { LootInput } from './inputs.ts';
