// What the tablet teaches of the game on the table (pure): the lesson at the prompt on screen, the
// "why" of each step, what to lay out, and the words spoken with Voice on. All from the game's own
// teaching (GameUi.teach) and the views this tablet got (its history, GET /api/history), so a lesson
// can give away nothing the tablet may not see. The shell names no game: every game's hooks alike.
import type { HistoryReply, SessionState } from '#protocol';
import {
  type Awaited,
  type Explanation,
  type Lesson,
  lessonAt,
  type SetupGuide,
  stepsOf,
  type Teaching,
  type TeachStep,
  type TopicUse,
  topicsThrough,
  type WhyLine,
} from '#games';
import { whyOf } from './why.ts';

/** A game's teaching code can throw on a view it did not foresee: the table loses its lesson, not its game. */
function tried<T>(run: () => T, otherwise: T): T {
  try {
    return run();
  } catch {
    return otherwise;
  }
}

/** The prompt of `view` explained (its own `awaiting`), or null. */
export function explainView(teach: Teaching, view: Readonly<Record<string, unknown>>): Explanation | null {
  return tried(() => teach.explain(view, (view.awaiting ?? null) as Awaited | null), null);
}

/**
 * The lesson at the prompt on screen: the prompt explained from the view on screen; the rules coming
 * into play and the step's "why" from the history, when it holds the steps up to this view (`inputs`,
 * the session's count, the start included). Without it (not read yet, or not readable by this
 * tablet), the prompt alone.
 */
export function lessonNow(teach: Teaching, session: Pick<SessionState, 'view' | 'inputs'>, steps: readonly TeachStep[] | null): Lesson {
  const explanation = explainView(teach, session.view);
  const current = steps !== null && steps.length === session.inputs && steps.length > 0;
  const at = current ? lessonAt(teach, steps, steps.length - 1) : null;
  return { explanation, topics: at?.topics ?? [], why: at?.why ?? null };
}

/** The steps of a history reply, each with the view before it. */
export const teachSteps = (history: HistoryReply | null): TeachStep[] | null => (history ? stepsOf(history.steps) : null);

/** Every step's "why" line through the game, in order (the end screen's list). */
export const whyLines = (teach: Teaching, steps: readonly TeachStep[]): WhyLine[] =>
  steps.flatMap((s) => {
    const w = whyOf(teach, s);
    return w ? [w] : [];
  });

/** What to lay out for the game's `start` (its players, a list or seats by name, and its options). */
export function setupOf(teach: Teaching, start: Readonly<Record<string, unknown>> | null): SetupGuide | null {
  if (!start) return null;
  const p = start.players;
  const players = Array.isArray(p) ? p.length : p && typeof p === 'object' ? Object.keys(p).length : 0;
  const options = start.options && typeof start.options === 'object' ? (start.options as Record<string, unknown>) : {};
  return tried(() => teach.setup(players, options), null);
}

/** The lesson in words to speak: why the last step did what it did, what is happening, and each rule
 * coming into play (in full the first time). The choices are left to the screen: read out, they
 * would drown the table. */
export function spokenLesson(lesson: Lesson): string[] {
  return [lesson.why?.text, lesson.explanation?.now, ...lesson.topics.map((t) => (t.first ? `${t.topic.title}. ${t.text}` : t.text))].filter(
    (s): s is string => typeof s === 'string' && s.trim() !== '',
  );
}

/** Whether a lesson holds something new to read (a rule explained in full for the first time, or why
 * the last step did what it did): it stays until its player says they have read it. */
export const hasNews = (lesson: Lesson): boolean => lesson.why !== null || lesson.topics.some((t) => t.first);

/** Every rule explained in full so far in this game, in the order met: "Lessons so far", to read again. */
export const lessonsSoFar = (teach: Teaching, steps: readonly TeachStep[] | null): TopicUse[] =>
  steps ? tried(() => topicsThrough(teach, steps).flatMap((at) => at.filter((t) => t.first)), []) : [];
