// The table's teaching functions over a game's hooks: a topic in full the first time it comes into
// play in a game and in its one line after; a lesson per step; a game without hooks, or hooks that
// throw, cost the table its lessons and nothing else.
import { describe, expect, it } from 'vitest';
import { cited, lessonAt, shownTopic, stepsOf, type Teaching, type TeachStep, topicsThrough } from './teach.ts';

const topic = (id: string) => ({ id, title: id, rules: ['X1'], full: `${id} in full`, reminder: `${id} in one line` });

/** A teaching whose topics come into play where a step's input names them (`{type:'move', topics:[…]}`). */
const teaching: Teaching = {
  setup: () => ({ goal: 'win', layOut: [], rules: [] }),
  explain: (view, a) => (a ? { now: `${String(view.phase)}: ${a.type}`, asked: [], choices: [], rules: ['X1'] } : null),
  topics: [topic('alpha'), topic('beta')],
  inPlay: (step) => (step.input.topics as string[] | undefined) ?? [],
  why: (_b, input) => (input.odd ? { text: 'an odd move (X2)', rules: ['X2'] } : null),
};

const steps = (...inPlay: string[][]): TeachStep[] =>
  stepsOf(
    inPlay.map((topics, i) => ({ input: { type: i === 0 ? 'start' : 'move', topics, odd: i === 2 }, view: { phase: `p${i}`, awaiting: { type: 'move' } } })),
  );

describe('topics come into play: in full once a game, in one line after', () => {
  it('the first step a topic comes into play shows it in full, every later one its reminder', () => {
    const uses = topicsThrough(teaching, steps([], ['alpha'], ['alpha', 'beta'], [], ['beta', 'alpha']));
    expect(uses.map((u) => u.map((t) => `${t.topic.id}:${t.first ? 'full' : 'line'}`))).toEqual([
      [],
      ['alpha:full'],
      ['alpha:line', 'beta:full'],
      [],
      ['beta:line', 'alpha:line'],
    ]);
    expect(uses[1]?.[0]?.text).toBe('alpha in full');
    expect(uses[2]?.[0]?.text).toBe('alpha in one line');
  });

  it('a topic named twice in one step, or one the game does not list, is taught once or not at all', () => {
    const uses = topicsThrough(teaching, steps(['alpha', 'alpha', 'nonesuch']));
    expect(uses).toEqual([[{ topic: teaching.topics[0], first: true, text: 'alpha in full' }]]);
  });
});

describe('a lesson at a step', () => {
  it('explains the prompt the step led to, with the topics in play there and why it did what it did', () => {
    const s = steps([], ['alpha'], ['alpha']);
    expect(lessonAt(teaching, s, 2)).toEqual({
      explanation: { now: 'p2: move', asked: [], choices: [], rules: ['X1'] },
      topics: [{ topic: teaching.topics[0], first: false, text: 'alpha in one line' }],
      why: { text: 'an odd move (X2)', rules: ['X2'] },
    });
  });

  it('each step of a history read from the table gets the view before it (none before the start)', () => {
    const s = stepsOf([
      { input: { type: 'start' }, view: { n: 1 } },
      { input: { type: 'move' }, view: { n: 2 } },
    ]);
    expect(s).toEqual([
      { input: { type: 'start' }, before: null, after: { n: 1 } },
      { input: { type: 'move' }, before: { n: 1 }, after: { n: 2 } },
    ]);
  });

  it('a game without teaching hooks has no lessons and no topics', () => {
    const s = steps(['alpha']);
    expect(lessonAt(undefined, s, 0)).toBeNull();
    expect(topicsThrough(undefined, s)).toEqual([[]]);
  });

  it('a step that is not there has no lesson', () => {
    expect(lessonAt(teaching, steps([]), 3)).toBeNull();
  });

  it('hooks that throw cost the lesson its part, never the caller', () => {
    const broken: Teaching = {
      ...teaching,
      explain: () => {
        throw new Error('a view the game did not foresee');
      },
      inPlay: () => {
        throw new Error('nor this');
      },
    };
    expect(lessonAt(broken, steps([], ['alpha'], []), 2)).toEqual({ explanation: null, topics: [], why: { text: 'an odd move (X2)', rules: ['X2'] } });
  });
});

describe('a line as shown: each ruling named once', () => {
  const ids = (text: string, rules: string[]) => cited(text, rules).flatMap((p) => ('rule' in p ? [p.rule] : []));
  const words = (text: string, rules: string[]) =>
    cited(text, rules)
      .map((p) => ('rule' in p ? `[${p.rule}]` : p.text))
      .join('');

  it('a ruling the words cite is linked where they cite it, not again after them', () => {
    expect(words('so Ann is Captain (R2).', ['R2', 'R3'])).toBe('so Ann is Captain ([R2]). [R3]');
    expect(ids('a tie (R23, R26).', ['R23', 'R26'])).toEqual(['R23', 'R26']);
  });

  it('words citing no ruling get the rulings after them; no rulings, the words alone', () => {
    expect(words('takes 2 pieces.', ['R13'])).toBe('takes 2 pieces. [R13]');
    expect(cited('takes 2 pieces.', [])).toEqual([{ text: 'takes 2 pieces.' }]);
    expect(ids('twice (L15), and again (L15).', ['L15', 'L15'])).toEqual(['L15', 'L15']);
  });
});

describe('a reminder as shown', () => {
  const t = { id: 'tie', title: 'A tie for Captain', rules: ['R2'], full: 'In full.', reminder: 'A tie for Captain: the suit (R2).' };

  it('does not repeat a title it opens with; else the title goes before it; a topic in full keeps its title', () => {
    expect(shownTopic({ topic: t, first: false, text: t.reminder })).toEqual({ title: null, text: 'A tie for Captain: the suit (R2).' });
    const other = { ...t, reminder: 'The suit decides (R2).' };
    expect(shownTopic({ topic: other, first: false, text: other.reminder }).title).toBe('A tie for Captain');
    expect(shownTopic({ topic: t, first: true, text: t.full }).title).toBe('A tie for Captain');
  });
});
