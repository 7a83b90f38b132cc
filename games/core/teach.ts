// How a game teaches itself as it is played: the hooks a game may declare (`GameModule.teach`) and
// the table's pure functions over them. Everything works on what a tablet holds (the views of the
// game's history, each already filtered for its viewer by the game's `playerView`), so the same code
// runs on the tablet with the game's screens and in the tests, and a lesson can give away nothing the
// view hides. A game without teaching hooks gets no lessons, and plays as before.

/** What a game awaits (the core's `Awaiting`, restated here so the module contract can import this file). */
export interface Awaited {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** A view as the teaching reads it: a JSON record; a game's own teaching reads its own view type. */
export type TeachView = Readonly<Record<string, unknown>>;

/** One step of a game as a tablet sees it (the History's step): the input, the view before it
 * (null for the `start`) and the view it led to, each view with its `awaiting`. */
export interface TeachStep<V extends TeachView = TeachView> {
  readonly input: Readonly<Record<string, unknown>>;
  readonly before: V | null;
  readonly after: V;
}

/** What to lay out before the first input, and what the game is about. */
export interface SetupGuide {
  /** The goal of the game, in two or three sentences. */
  readonly goal: string;
  /** What to lay out for this player count and these options, one thing a line. */
  readonly layOut: readonly string[];
  /** The rulings behind the set-up (ids of the game's rules page). */
  readonly rules: readonly string[];
}

/** One answer the player asked can give, and what it does for them. */
export interface TeachChoice {
  /** The choice in the players' words: `Play an Ace`, `Steal from Bob`. */
  readonly choice: string;
  /** What it does for the player asked. */
  readonly does: string;
  /** The ruling behind it, when one applies. */
  readonly rule?: string;
}

/** The prompt on the table, explained: what is happening, whose answer it awaits, what each choice
 * does, and the rulings behind it. */
export interface Explanation {
  /** What is happening now, in a sentence or two. */
  readonly now: string;
  /** Who is asked (names; empty when the game is over or waits on no player, such as a scale). */
  readonly asked: readonly string[];
  readonly choices: readonly TeachChoice[];
  /** The rulings behind this prompt, most relevant first (ids of the game's rules page, `R12`). */
  readonly rules: readonly string[];
}

/** A rule a newcomer meets in play: explained in full the first time it comes into play in a game,
 * in one line after. */
export interface RuleTopic {
  /** Unique within the game (`capture`). */
  readonly id: string;
  /** Its name at the table (`Capturing a merchant ship`). */
  readonly title: string;
  /** The rulings it explains. */
  readonly rules: readonly string[];
  /** The full explanation, a short paragraph. */
  readonly full: string;
  /** The one line that reminds the table of it later. */
  readonly reminder: string;
}

/** One line on a step that moved the game in a way a newcomer would not expect, and the rule that did it. */
export interface WhyLine {
  readonly text: string;
  readonly rules: readonly string[];
}

/** What a game declares to teach itself (its texts live in its own folder; pure, no I/O), reading
 * the game's own view `V` (games/<id>/view.ts): whoever calls it has checked that each view is one. */
export interface Teaching<V extends TeachView = TeachView> {
  /** What to lay out for `players` players and these `options` (the new-game form's), and the goal. */
  setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide;
  /** The prompt of `view` explained (`awaiting` is the view's); for a finished game (`awaiting` null),
   * how it ended; null when there is nothing to say. */
  explain(view: V, awaiting: Awaited | null): Explanation | null;
  /** The rules the game teaches at first use. */
  readonly topics: readonly RuleTopic[];
  /** The ids of the topics (of `topics`) that come into play at this step: in its input, in what it
   * did, or in the prompt it leads to. */
  inPlay(step: TeachStep<V>): readonly string[];
  /** A step that moved the game in a way a newcomer would not expect (a capture, a tie broken…) in
   * one line naming the rule that did it; null for an ordinary step. */
  why(before: V | null, input: Readonly<Record<string, unknown>>, after: V): WhyLine | null;
  /** Words players use for a ruling that its text may not (`sink` for a ship that goes down), by
   * ruling id: Ask the rules finds the ruling by them too. */
  readonly words?: Readonly<Record<string, string>>;
}

/** A topic coming into play at a step: explained in full the first time in the game (`first`), in its
 * one line after; `text` is what to show. */
export interface TopicUse {
  readonly topic: RuleTopic;
  readonly first: boolean;
  readonly text: string;
}

/** What the table teaches at one step: the prompt it leads to, the rules that come into play, and why
 * the step did something unexpected. */
export interface Lesson {
  readonly explanation: Explanation | null;
  readonly topics: readonly TopicUse[];
  readonly why: WhyLine | null;
}

/** Runs a game's teaching code: a throw there (a bug, or a view the game did not foresee) costs the
 * table its lesson, never its game. */
function guarded<T>(run: () => T, otherwise: T): T {
  try {
    return run();
  } catch {
    return otherwise;
  }
}

/** For each step of `steps` (a game's history, from its `start`), the topics coming into play there,
 * each `first` only at the first step where it came into play. Empty lists for a game that does not teach. */
export function topicsThrough<V extends TeachView>(teaching: Teaching<V> | undefined, steps: readonly TeachStep<V>[]): TopicUse[][] {
  if (!teaching) return steps.map(() => []);
  const byId = new Map(teaching.topics.map((t) => [t.id, t]));
  const met = new Set<string>();
  return steps.map((step) => {
    const ids = guarded(() => [...new Set(teaching.inPlay(step))], []);
    return ids.flatMap((id) => {
      const topic = byId.get(id);
      if (!topic) return [];
      const first = !met.has(id);
      met.add(id);
      return [{ topic, first, text: first ? topic.full : topic.reminder }];
    });
  });
}

/** What the table teaches at step `at` of `steps` (a game's history, from its `start`); null for a
 * game that does not teach or a step that is not there. */
export function lessonAt<V extends TeachView>(teaching: Teaching<V> | undefined, steps: readonly TeachStep<V>[], at: number): Lesson | null {
  const step = steps[at];
  if (!teaching || !step) return null;
  const awaited = (step.after.awaiting ?? null) as Awaited | null;
  return {
    explanation: guarded(() => teaching.explain(step.after, awaited), null),
    topics: topicsThrough(teaching, steps.slice(0, at + 1))[at] ?? [],
    why: guarded(() => teaching.why(step.before, step.input, step.after), null),
  };
}

/** The steps of a history given as the views after each input (the table's `GET /api/history`):
 * each step with the view before it. */
export function stepsOf(history: readonly { readonly input: object; readonly view: object }[]): TeachStep[] {
  const record = (o: object) => o as Readonly<Record<string, unknown>>;
  return history.map((h, i) => ({ input: record(h.input), before: i === 0 ? null : record((history[i - 1] as { view: object }).view), after: record(h.view) }));
}

/** Every ruling id a game's teaching cites in its topics (what a test holds against its rules page). */
export function topicRules(teaching: Pick<Teaching, 'topics'>): string[] {
  return [...new Set(teaching.topics.flatMap((t) => t.rules))];
}

/** A piece of a teaching line as shown: its words, or a ruling it cites (a link on the tablet). */
export type CitedPart = { readonly text: string } | { readonly rule: string };

/** A ruling id inside a line's words (`R12`, `L15`). */
const RULE_ID = /\b[A-Z]\d+\b/g;

/** A line and the rulings behind it, each ruling shown once: where the line's words cite it, in
 * place, and the rulings the words do not cite after them. */
export function cited(text: string, rules: readonly string[]): CitedPart[] {
  const parts: CitedPart[] = [];
  const inText = new Set<string>();
  let at = 0;
  for (const m of text.matchAll(RULE_ID)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ rule: m[0] });
    inText.add(m[0]);
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  const more = [...new Set(rules)].filter((r) => !inText.has(r));
  if (more.length > 0) parts.push({ text: ' ' }, ...more.map((rule) => ({ rule })));
  return parts;
}

/** A topic as shown at a step: its title, then its text; a reminder that opens with the title
 * itself (`A tie for Captain: …`) is shown without the title, so that it does not say it twice. */
export function shownTopic(use: TopicUse): { readonly title: string | null; readonly text: string } {
  const { title } = use.topic;
  const repeats = !use.first && use.text.toLowerCase().startsWith(title.toLowerCase());
  return { title: repeats ? null : title, text: use.text };
}
