// Blackbeard's Booty's side of the tablet, in the shape of the shelf's GameUi: its
// table (the turning board while the game is on, the result after) and its standings.
import rules from '../../../../docs/rules/blackbeards-booty.md?raw';
import { bootyTeaching as teach } from '#games';
import type { SessionState } from '#protocol';
import type { GameUi } from '../types.ts';
import { BootyScreen } from './BootyScreen.tsx';
import { isBootyView, viewProblem } from './model.ts';
import { narrate, tell } from './narrate.ts';
import { NewGame } from './NewGame.tsx';
import { announce } from './announce.ts';

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

export const bootyUi: GameUi = { NewGame, Table, Standings, rules, viewProblem, narrate, tell, announce, teach };
