// Loot's side of the tablet, in the shape of the shelf's GameUi: its picture, its table (the game
// under way and its final scores) and its standings from a saved game's view.
import rules from '../../../../docs/rules/loot.md?raw';
import type { SessionState } from '../../../../server/src/protocol.ts';
import type { GameUi, LastTap } from '../types.ts';
import { LootTable } from './LootTable.tsx';
import { isLootView } from './model.ts';
import { Scores } from './Scores.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a merchant ship under pirate attack">
      <path d="M6 34 h40 l-6 8 h-28 z" fill="#8b5a2b" />
      <path d="M26 8 v26 M26 10 l14 18 h-14 z" stroke="#3d2716" stroke-width="2" fill="#f3e6c4" />
      <circle cx="52" cy="14" r="6" fill="#f0b429" />
      <path d="M48 26 h12 l-3 5 h-7 z" fill="#1d1d1d" />
    </svg>
  );
}

function Table({ session, tap }: { session: SessionState; tap?: LastTap | null }) {
  const view: unknown = session.view;
  if (!isLootView(view)) return <p class="problem">This table is not playing Loot.</p>;
  return <LootTable view={view} session={session} tap={tap ?? null} />;
}

function Standings({ view }: { view: Record<string, unknown> }) {
  return isLootView(view) ? <Scores view={view} /> : null;
}

export const lootUi: GameUi = { Picture, Table, Standings, rules, announce, tell };
