// The tablet's lessons (pure): the prompt on screen explained from its own view, the rules coming
// into play and the "why" only from a history that reaches it, nothing lost but the lesson when a
// game's teaching code throws; what to lay out for either shape of `players`; the words spoken; the
// History's why lines.
import { describe, expect, it } from 'vitest';
import type { Teaching, TeachStep } from '../../../games/core/teach.ts';
import { toldHistory } from '../parts/history-lines.ts';
import { hasNews, lessonNow, lessonsSoFar, setupOf, spokenLesson } from './lesson.ts';
import { whyOf } from './why.ts';

const topic = {
  id: 'capture',
  title: 'Capturing a ship',
  rules: ['X15'],
  full: 'A ship you lead at the start of your turn is yours.',
  reminder: 'Led at your turn: yours.',
};

/** A teaching that explains each view by its `turn`, brings `capture` into play at every `take`, and
 * says why at a `take`. */
const teach: Teaching = {
  setup: (players, options) => ({ goal: 'Win.', layOut: [`${players} seats`, `options ${Object.keys(options).join(',')}`], rules: ['X1'] }),
  explain: (view, a) => ({ now: a ? `Turn ${String(view.turn)}` : 'Over', asked: [], choices: [], rules: ['X7'] }),
  topics: [topic],
  inPlay: (s) => (s.input.type === 'take' ? ['capture'] : []),
  why: (_b, input) => (input.type === 'take' ? { text: 'Ann took the ship.', rules: ['X15'] } : null),
};

const view = (turn: number) => ({ turn, awaiting: { type: 'action' } });
const steps: TeachStep[] = [
  { input: { type: 'start' }, before: null, after: view(1) },
  { input: { type: 'take' }, before: view(1), after: view(2) },
  { input: { type: 'draw' }, before: view(2), after: view(3) },
  { input: { type: 'take' }, before: view(3), after: view(4) },
];

describe('the lesson at the prompt on screen', () => {
  it('a rule in full the first time it comes into play, in one line after; the why of the step', () => {
    const first = lessonNow(teach, { view: view(2), inputs: 2 }, steps.slice(0, 2));
    expect(first).toEqual({
      explanation: expect.objectContaining({ now: 'Turn 2' }),
      topics: [{ topic, first: true, text: topic.full }],
      why: { text: 'Ann took the ship.', rules: ['X15'] },
    });
    const again = lessonNow(teach, { view: view(4), inputs: 4 }, steps);
    expect(again.topics).toEqual([{ topic, first: false, text: topic.reminder }]);
    expect(spokenLesson(first)).toEqual(['Ann took the ship.', 'Turn 2', `Capturing a ship. ${topic.full}`]);
    expect(spokenLesson(again)).toEqual(['Ann took the ship.', 'Turn 4', topic.reminder]);
  });

  it('a history behind the screen (not read yet, or not readable) gives the prompt alone, from the view on screen', () => {
    expect(lessonNow(teach, { view: view(4), inputs: 4 }, steps.slice(0, 3))).toEqual({
      explanation: expect.objectContaining({ now: 'Turn 4' }),
      topics: [],
      why: null,
    });
    expect(lessonNow(teach, { view: view(4), inputs: 4 }, null).explanation?.now).toBe('Turn 4');
  });

  it("a game's teaching code that throws costs the lesson, never the screen", () => {
    const broken: Teaching = {
      ...teach,
      explain: () => {
        throw new Error('a view it did not foresee');
      },
      why: () => {
        throw new Error('no');
      },
      setup: () => {
        throw new Error('no');
      },
    };
    expect(lessonNow(broken, { view: view(2), inputs: 2 }, steps.slice(0, 2)).explanation).toBeNull();
    expect(whyOf(broken, steps[1] as TeachStep)).toBeNull();
    expect(setupOf(broken, { players: ['Ann'] })).toBeNull();
  });
});

describe('what to lay out', () => {
  it('counts the players of a list and of seats by name, with the options', () => {
    expect(setupOf(teach, { players: ['Ann', 'Bob', 'Cy'], options: { teams: true } })?.layOut).toEqual(['3 seats', 'options teams']);
    expect(setupOf(teach, { players: { gold: 'Ann', silver: 'Bob' } })?.layOut).toEqual(['2 seats', 'options ']);
    expect(setupOf(teach, null)).toBeNull();
  });
});

describe('the History', () => {
  it("puts a step's why beside its last line, and none beside an ordinary step", () => {
    const parts = toldHistory(
      steps.map((s) => ({ input: s.input, view: s.after })),
      'Game',
      (s) => ({ part: '', lines: s.input.type === 'take' ? ['Ann plays.', 'Ann takes.'] : ['Bob draws.'] }),
      (s) => whyOf(teach, s),
    );
    const lines = parts.flatMap((p) => p.lines.map((l, j) => [l, p.whys[j]?.text ?? null]));
    expect(lines).toEqual([
      ['A game of Game begins.', null],
      ['Ann plays.', null],
      ['Ann takes.', 'Ann took the ship.'],
      ['Bob draws.', null],
      ['Ann plays.', null],
      ['Ann takes.', 'Ann took the ship.'],
    ]);
  });
});

describe('a lesson to be read before the game goes on', () => {
  it('has something new while a rule is explained in full for the first time or a step has its why; Lessons so far keeps each rule met in full', () => {
    expect(hasNews(lessonNow(teach, { view: view(2), inputs: 2 }, steps.slice(0, 2)))).toBe(true);
    expect(hasNews(lessonNow(teach, { view: view(3), inputs: 3 }, steps.slice(0, 3)))).toBe(false);
    // A prompt whose steps are not read yet has nothing new to hold the game for.
    expect(hasNews(lessonNow(teach, { view: view(2), inputs: 2 }, null))).toBe(false);
    expect(lessonsSoFar(teach, steps).map((t) => [t.topic.id, t.text])).toEqual([['capture', topic.full]]);
    expect(lessonsSoFar(teach, steps.slice(0, 1))).toEqual([]);
    expect(lessonsSoFar(teach, null)).toEqual([]);
    const broken: Teaching = {
      ...teach,
      inPlay: () => {
        throw new Error('a view it did not foresee');
      },
    };
    expect(lessonsSoFar(broken, steps)).toEqual([]);
  });
});
