// Plunder!'s side of the tablet, in the shape of the shelf's GameUi (like Loot's): its
// table (the ledger under way, the count on the scale), its standings with every point explained,
// and what the virtual rig offers while the scale counts.
import rules from '../../../../docs/rules/plunder.md?raw';
import { plunderTeaching as teach } from '#games';
import type { SessionState } from '#protocol';
import type { GameUi, ScaleFeed } from '../types.ts';
import { countHints } from './count-hints.ts';
import { isPlunderView, viewProblem } from './model.ts';
import { PlunderScores, PlunderTable } from './PlunderTable.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

function Table({ session, feed }: { session: SessionState; feed: ScaleFeed }) {
  const view: unknown = session.view;
  if (!isPlunderView(view)) return <p class="problem">This table is not playing Plunder!.</p>;
  return <PlunderTable view={view} session={session} feed={feed} />;
}

function Standings({ view }: { view: Record<string, unknown> }) {
  return isPlunderView(view) ? <PlunderScores view={view} /> : null;
}

export const plunderUi: GameUi = { Table, Standings, rules, viewProblem, rigHints: countHints, announce, tell, teach };
