// Plunder!'s side of the tablet, in the shape of the shelf's GameUi (like Loot's): its
// table (the ledger under way, the count on the scale), its standings with every point explained,
// and what the virtual rig offers while the scale counts.
import rules from '../../../../docs/rules/plunder.md?raw';
import { plunderTeaching as teach } from '#games';
import type { GameUi } from '../types.ts';
import { screensOf } from '../screens-of.tsx';
import { countHints } from './count-hints.ts';
import { type PlunderView, viewProblem } from './model.ts';
import { PlunderScores, PlunderTable } from './PlunderTable.tsx';
import { announce } from './announce.ts';
import { tell } from './tell.ts';

export { WORDS } from './words.ts';

export const plunderUi: GameUi = screensOf<PlunderView>({
  game: 'plunder',
  Table: ({ view, session, feed }) => <PlunderTable view={view} session={session} feed={feed} />,
  Standings: PlunderScores,
  rules,
  viewProblem,
  rigHints: countHints,
  announce,
  tell,
  teach,
  // A turn's actions or a card's result to enter, with every pirate's holdings: too tall for a lesson under them on a portrait tablet.
  lessonOver: true,
});
