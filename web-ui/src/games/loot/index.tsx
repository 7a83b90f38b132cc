// Loot's side of the tablet, in the shape of the shelf's GameUi: its table (the game
// under way and its final scores) and its standings from a saved game's view.
import rules from '../../../../docs/rules/loot.md?raw';
import { lootTeaching as teach } from '#games';
import type { SessionState } from '#protocol';
import type { GameUi, LastTap } from '../types.ts';
import { LootTable } from './LootTable.tsx';
import { isLootView, viewProblem } from './model.ts';
import { Scores } from './Scores.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

function Table({ session, tap }: { session: SessionState; tap?: LastTap | null }) {
  const view: unknown = session.view;
  if (!isLootView(view)) return <p class="problem">This table is not playing Loot.</p>;
  return <LootTable view={view} session={session} tap={tap ?? null} />;
}

function Standings({ view }: { view: Record<string, unknown> }) {
  return isLootView(view) ? <Scores view={view} /> : null;
}

export const lootUi: GameUi = { Table, Standings, rules, viewProblem, announce, tell, teach };
