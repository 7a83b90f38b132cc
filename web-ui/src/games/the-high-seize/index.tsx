// The High Seize's side of the tablet, in the shape of the shelf's GameUi: its own
// new-game form (the house deck or the table's card numbers), its table, its standings and what
// the screen reader says of a flip.
import rules from '../../../../docs/rules/the-high-seize.md?raw';
import { highSeizeTeaching as teach } from '#games';
import type { GameUi } from '../types.ts';
import { screensOf } from '../screens-of.tsx';
import { announce } from './announce.ts';
import { FinalScores } from './FinalScores.tsx';
import { HighSeizeTable } from './HighSeizeTable.tsx';
import { type HighSeizeView, isHighSeizeView, pickable, viewProblem } from './model.ts';
import { NewGame } from './NewGame.tsx';
import { tell } from './tell.ts';

export { WORDS } from './words.ts';

export const theHighSeizeUi: GameUi = screensOf<HighSeizeView>({
  game: 'the-high-seize',
  teach,
  // A captain's five piles to choose from, the piles to turn over: too tall for a lesson under them on a portrait tablet.
  lessonOver: true,
  NewGame,
  Table: ({ view, session, reader, tap }) => <HighSeizeTable view={view} session={session} reader={reader} tap={tap} />,
  Standings: ({ view }) => <FinalScores view={view} />,
  rules,
  viewProblem,
  // The virtual reader fades the cards already turned over this round; at the flip (H11) the
  // reader in the prompt offers only the cards that may lie on the pile asked (H13).
  rigHints: (session) => {
    const v = session.view;
    if (!isHighSeizeView(v)) return { recent: [], load: null };
    const recent = Object.values(v.piles).flatMap((p) => p.revealed);
    const waiting = v.awaiting?.type === 'reveal' ? Object.keys(v.awaiting.piles) : [];
    const pile = session.tapFor !== null && waiting.includes(session.tapFor) ? session.tapFor : (waiting[0] ?? null);
    return pile ? { recent, load: null, offer: pickable(v, pile) } : { recent, load: null };
  },
  revealKey: (session) => {
    return `the-high-seize-${String(session.view.round)}-${String(session.view.phase)}`;
  },
  announce,
  tell,
});
