// Blackbeard's Booty's side of the tablet, in the shape of the shelf's GameUi: its
// table (the turning board while the game is on, the result after) and its standings.
import rules from '../../../../docs/rules/blackbeards-booty.md?raw';
import { bootyTeaching as teach } from '#games';
import type { GameUi } from '../types.ts';
import { screensOf } from '../screens-of.tsx';
import { BootyScreen } from './BootyScreen.tsx';
import { type BootyView, colourWord, viewProblem } from './model.ts';
import { narrate, tell } from './narrate.ts';
import { NewGame } from './NewGame.tsx';
import { announce } from './announce.ts';
import { t } from '../../i18n/i18n.ts';

export { WORDS } from './words.ts';

function Standings({ view }: { view: BootyView }) {
  return (
    <ol class="bb-standings" data-testid="bb-standings">
      {(['gold', 'silver'] as const)
        .slice()
        .sort((a, b) => view.scores[b] - view.scores[a])
        .map((c) => (
          <li key={c}>
            {t('{player} ({colour}): {score} points in {count, plural, one {# stack} other {# stacks}}', {
              player: view.players[c],
              colour: colourWord(c),
              score: view.scores[c],
              count: view.stacks[c],
            })}
            {view.winners.includes(view.players[c]) ? ` — ${t('winner')}` : ''}
          </li>
        ))}
    </ol>
  );
}

export const bootyUi: GameUi = screensOf<BootyView>({
  game: 'blackbeards-booty',
  NewGame,
  Table: ({ view, session }) => <BootyScreen view={view} computer={session.computer} inputs={session.inputs} position={session.position} />,
  Standings,
  rules,
  viewProblem,
  narrate,
  tell,
  announce,
  teach,
  lessonBeside: false,
});
