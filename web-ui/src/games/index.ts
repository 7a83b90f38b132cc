// The tablet's side of every game, by the `game` id of its rules (games/index.ts). Adding a game
// is one line here; a registered game without a line still gets the shelf's generic screens.
import { bootyUi } from './blackbeards-booty/index.tsx';
import { lootUi } from './loot/index.tsx';
import { plunderUi } from './plunder/index.tsx';
import { sevenSeizeUi } from './seven-seize/index.tsx';
import { theHighSeizeUi } from './the-high-seize/index.tsx';
import type { GameUi } from './types.ts';

export const GAME_UIS: Readonly<Record<string, GameUi>> = {
  '7-seize': sevenSeizeUi,
  loot: lootUi,
  plunder: plunderUi,
  'blackbeards-booty': bootyUi,
  'the-high-seize': theHighSeizeUi,
};
