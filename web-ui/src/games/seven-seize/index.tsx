// 7 Seize on the tablet: its new-game form, the round and weigh-off screens, standings, what the
// virtual rig offers (the cards just revealed, the collections to pour in) and what the screen
// reader says. Its picture and its playing cards' faces load apart (web-ui/src/games/index.ts).
import rules from '../../../../docs/rules/7-seize.md?raw';
import { sevenSeizeTeaching as teach } from '#games';
import type { SessionState } from '#protocol';
import type { CupLoad, GameUi, TableProps } from '../types.ts';
import { screensOf } from '../screens-of.tsx';
import { announce } from './announce.ts';
import { narrate, tell } from './narrate.ts';
import { FinalRounds } from './FinalRounds.tsx';
import { NewGame } from './NewGame.tsx';
import { Round } from './Round.tsx';
import { Standings } from './Standings.tsx';
import { sevenSeizeViewProblem } from './view-check.ts';
import { isSevenSeizeView, piecesToWeigh, type SevenSeizeView } from './model.ts';
import { WeighOff } from './WeighOff.tsx';
import { TeachHere } from '../../teach/slot.tsx';
import { useWeighOffWords } from './weigh-off-words.ts';

const gameOf = (session: SessionState): SevenSeizeView | null => (isSevenSeizeView(session.view) ? session.view : null);

function Table({ view: game, session, feed, reader }: TableProps & { view: SevenSeizeView }) {
  useWeighOffWords(game);
  if (game.phase === 'finished')
    return (
      <>
        <Standings view={game} />
        <TeachHere />
        <FinalRounds view={game} session={session} />
      </>
    );
  if (game.phase === 'weigh-off') return <WeighOff view={game} session={session} feed={feed} />;
  return <Round view={game} session={session} reader={reader} />;
}

function rigHints(session: SessionState): { recent: string[]; load: CupLoad | null } {
  const game = gameOf(session);
  // R27: every card revealed since the last reshuffle is refused as a reveal, so all of them fade.
  // The cards being resolved are not yet discarded (R16), and are down all the same.
  const recent = [...(game?.deck?.seen ?? []), ...Object.values(game?.revealed ?? {})];
  // While the weigh-off waits for the collections, the virtual rig offers to pour each one in.
  const contest = session.weigh.stage === 'loading' ? session.weigh.contest : null;
  const onPan = session.weigh.pan?.on;
  const due = (name: string) => ({ name, pieces: game && contest ? piecesToWeigh(game, name) : 0 });
  // A single pan is cup 0 ("left") whichever collection is due on it.
  const load: CupLoad | null = !contest
    ? null
    : session.device.cups === 1
      ? onPan
        ? { left: due(contest[onPan]) }
        : null
      : { left: due(contest.left), right: due(contest.right) };
  return { recent, load };
}

export const sevenSeizeUi: GameUi = screensOf<SevenSeizeView>({
  game: '7-seize',
  teach,
  // The round's cards and pieces, a virtual reader's cards: too tall for a lesson under them on a portrait tablet.
  lessonOver: true,
  NewGame,
  Table,
  Standings,
  rules,
  viewProblem: sevenSeizeViewProblem,
  rigHints,
  revealKey: (session) => {
    const game = gameOf(session);
    return game ? `${game.round}-${game.phase}` : '';
  },
  announce,
  narrate,
  tell,
});
