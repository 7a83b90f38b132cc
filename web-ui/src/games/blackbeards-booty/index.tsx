// Blackbeard's Booty's side of the tablet, in the shape of the shelf's GameUi: its picture, its
// table (the turning board while the game is on, the result after) and its standings.
import rules from '../../../../docs/rules/blackbeards-booty.md?raw';
import type { SessionState } from '../../../../server/src/protocol.ts';
import type { GameUi } from '../types.ts';
import { BootyScreen } from './BootyScreen.tsx';
import { isBootyView } from './model.ts';
import { narrate, tell } from './narrate.ts';
import { NewGame } from './NewGame.tsx';
import { announce } from './announce.ts';

function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="a stack of gold and silver coins on a board">
      <rect x="4" y="4" width="40" height="40" fill="#e6d3a3" />
      <path d="M4 17h40M4 30h40M17 4v40M30 4v40" stroke="#5a3a20" stroke-width="1" />
      <ellipse cx="48" cy="36" rx="11" ry="5" fill="#c9ced6" stroke="#7d838c" />
      <ellipse cx="48" cy="31" rx="11" ry="5" fill="#f0b429" stroke="#a87412" />
      <ellipse cx="48" cy="26" rx="11" ry="5" fill="#c9ced6" stroke="#7d838c" />
      <text x="48" y="29" font-size="7" text-anchor="middle" fill="#2a1a0c">
        4
      </text>
    </svg>
  );
}

function Table({ session }: { session: SessionState }) {
  const view: unknown = session.view;
  if (!isBootyView(view)) return <p class="problem">This table is not playing Blackbeard's Booty.</p>;
  return <BootyScreen view={view} computer={session.computer} inputs={session.inputs} position={session.position} />;
}

function Standings({ view }: { view: Record<string, unknown> }) {
  if (!isBootyView(view)) return null;
  return (
    <ol class="bb-standings" data-testid="bb-standings">
      {(['gold', 'silver'] as const)
        .slice()
        .sort((a, b) => view.scores[b] - view.scores[a])
        .map((c) => (
          <li key={c}>
            {view.players[c]} ({c}): {view.scores[c]} points in {view.stacks[c]} stack{view.stacks[c] === 1 ? '' : 's'}
            {view.winners.includes(view.players[c]) ? ' — winner' : ''}
          </li>
        ))}
    </ol>
  );
}

export const bootyUi: GameUi = { Picture, NewGame, Table, Standings, rules, narrate, tell, announce };
