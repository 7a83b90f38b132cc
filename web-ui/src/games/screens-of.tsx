// A game's screens as the shell holds them (GameUi), made of the screens the game writes typed by
// its own view (GameScreens<V>): the one place the shell narrows the session's view to a game's, by
// its `game` and the game's own check (view-check.ts). Names no game: each game brings its id.
import type { Teaching, TeachStep, TeachView } from '#games';
import type { GameScreens, GameUi } from './types.ts';
import { isObj } from './view-check.ts';

/** A game's teaching as the shell calls it: each view is checked to be the game's before it is
 * read; a view that is not gives no lesson (and no error). */
function teachingOf<V extends TeachView>(t: Teaching<V>, isView: (v: unknown) => v is V): Teaching {
  const stepOf = (step: TeachStep): TeachStep<V> | null =>
    isView(step.after) && (step.before === null || isView(step.before)) ? { input: step.input, before: step.before, after: step.after } : null;
  return {
    setup: (players, options) => t.setup(players, options),
    topics: t.topics,
    words: t.words,
    explain: (view, awaiting) => (isView(view) ? t.explain(view, awaiting) : null),
    inPlay: (step) => {
      const own = stepOf(step);
      return own ? t.inPlay(own) : [];
    },
    why: (before, input, after) => {
      const own = stepOf({ input, before, after });
      return own ? t.why(own.before, input, own.after) : null;
    },
  };
}

/** A game's screens as the shell holds them: the game's table, standings and teaching are given
 * only a view that is the game's (`screens.game`) and that its check passes. */
export function screensOf<V extends TeachView>(screens: GameScreens<V>): GameUi {
  const { game, viewProblem, Table, Standings, teach, ...hooks } = screens;
  const isView = (v: unknown): v is V => isObj(v) && v.game === game && viewProblem(v) === null;
  return {
    ...hooks,
    viewProblem: (v) => (v.game === game ? viewProblem(v) : 'the view is of another game'),
    Table: ({ session, ...props }) => {
      const view: unknown = session.view;
      return isView(view) ? <Table {...props} session={session} view={view} /> : null;
    },
    ...(Standings ? { Standings: ({ view }) => (isView(view) ? <Standings view={view} /> : null) } : {}),
    ...(teach ? { teach: teachingOf(teach, isView) } : {}),
  };
}
