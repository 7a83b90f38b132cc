// Plunder!'s side of the tablet, in the shape of the shelf's GameUi (like Loot's): its picture, its
// table (the ledger under way, the count on the scale), its standings with every point explained,
// and what the virtual rig offers while the scale counts.
import rules from '../../../../docs/rules/plunder.md?raw';
import type { SessionState } from '../../../../server/src/protocol.ts';
import type { GameUi, ScaleFeed } from '../types.ts';
import { countHints } from './count-hints.ts';
import { isPlunderView } from './model.ts';
import { PlunderScores, PlunderTable } from './PlunderTable.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a treasure chest">
      <rect x="10" y="20" width="44" height="22" fill="#8b5a2b" />
      <path d="M10 20 q22 -16 44 0 z" fill="#a0522d" />
      <circle cx="22" cy="18" r="4" fill="#d62828" />
      <circle cx="32" cy="15" r="4" fill="#1d4ed8" />
      <circle cx="42" cy="18" r="4" fill="#15803d" />
    </svg>
  );
}

function Table({ session, feed }: { session: SessionState; feed: ScaleFeed }) {
  const view: unknown = session.view;
  if (!isPlunderView(view)) return <p class="problem">This table is not playing Plunder!.</p>;
  return <PlunderTable view={view} session={session} feed={feed} />;
}

function Standings({ view }: { view: Record<string, unknown> }) {
  return isPlunderView(view) ? <PlunderScores view={view} /> : null;
}

export const plunderUi: GameUi = { Picture, Table, Standings, rules, rigHints: countHints, announce, tell };
