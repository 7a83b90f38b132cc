// Loot's side of the tablet, in the shape of the shelf's GameUi: its table (the game
// under way and its final scores) and its standings from a saved game's view.
import rules from '../../../../docs/rules/loot.md?raw';
import { lootTeaching as teach } from '#games';
import type { GameUi } from '../types.ts';
import { screensOf } from '../screens-of.tsx';
import { LootTable } from './LootTable.tsx';
import { type LootView, viewProblem } from './model.ts';
import { Scores } from './Scores.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

export { WORDS } from './words.ts';

export const lootUi: GameUi = screensOf<LootView>({
  game: 'loot',
  Table: ({ view, session, tap }) => <LootTable view={view} session={session} tap={tap ?? null} />,
  Standings: Scores,
  rules,
  viewProblem,
  announce,
  tell,
  teach,
});
