// Blackbeard's Booty as a module of the game-agnostic core.
import { defineGame } from '../core/define-game.ts';
import type { GameModule } from '../core/types.ts';
import { computerPirate } from './ai/computer.ts';
import { description } from './description.ts';
import { apply, awaiting, start } from './flow.ts';
import { type BootyInput, parseInput } from './inputs.ts';
import type { BootyState } from './state.ts';
import { type BootyView, view } from './view.ts';
import { result } from './result.ts';
import * as teaching from './teach/index.ts';
import { firstGame } from './first-game.ts';

export const blackbeardsBooty: GameModule<BootyState, BootyInput, BootyView> = defineGame({
  parseInput,
  playerNames: (input) => [input.players.gold, input.players.silver],
  start,
  apply,
  awaiting,
  view,
  description,
  result,
  computer: computerPirate,
  teach: teaching,
  firstGame,
});

export { description } from './description.ts';
export type { BootyState } from './state.ts';
export type { BootyInput } from './inputs.ts';
export type { BootyView } from './view.ts';
export type { BootyAwaiting } from './flow.ts';
