// A game's screens as the shell holds them (GameUi), made of the screens the game writes typed by
// its own view (GameScreens<V>): the one place the shell narrows the session's view to a game's, by
// its `game` and the game's own check (view-check.ts). Names no game: each game brings its id.
import type { Explanation, RuleTopic, Teaching, TeachStep, TeachView } from '#games';
import { sayText } from '../i18n/phrase.ts';
import type { GameScreens, GameUi } from './types.ts';
import { isObj } from './view-check.ts';

/** A topic in the tablet's language. */
const saidTopic = (tp: RuleTopic): RuleTopic => ({ ...tp, title: sayText(tp.title), full: sayText(tp.full), reminder: sayText(tp.reminder) });

/** An explanation in the tablet's language (the names asked stay as they are). */
const saidExplanation = (e: Explanation | null): Explanation | null =>
  e && { ...e, now: sayText(e.now), choices: e.choices.map((c) => ({ ...c, choice: sayText(c.choice), does: sayText(c.does) })) };

/** A game's teaching as the shell calls it: each view is checked to be the game's before it is
 * read; a view that is not gives no lesson (and no error). Its texts in the tablet's language
 * (i18n/phrase.ts), in the language spoken when each is read. */
function teachingOf<V extends TeachView>(t: Teaching<V>, isView: (v: unknown) => v is V): Teaching {
  const stepOf = (step: TeachStep): TeachStep<V> | null =>
    isView(step.after) && (step.before === null || isView(step.before)) ? { input: step.input, before: step.before, after: step.after } : null;
  return {
    setup: (players, options) => {
      const guide = t.setup(players, options);
      return { ...guide, goal: sayText(guide.goal), layOut: guide.layOut.map(sayText) };
    },
    get topics() {
      return t.topics.map(saidTopic);
    },
    words: t.words,
    explain: (view, awaiting) => (isView(view) ? saidExplanation(t.explain(view, awaiting)) : null),
    inPlay: (step) => {
      const own = stepOf(step);
      return own ? t.inPlay(own) : [];
    },
    why: (before, input, after) => {
      const own = stepOf({ input, before, after });
      const line = own ? t.why(own.before, input, own.after) : null;
      return line && { ...line, text: sayText(line.text) };
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
