// Ask the rules: for each game, the questions of ask-rules.questions.txt, phrased the way a player
// would ask them, each with a rule that answers it among the first three answers. The index is the
// game's rules page and its teaching's words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { ruleSearch, teachingWords } from './ask-rules.ts';
import { questionSet } from './ask-rules.sets.ts';
const QUESTIONS = questionSet('ask-rules.questions.txt', 'QUESTIONS');
const MORE_QUESTIONS = questionSet('ask-rules.questions.txt', 'MORE_QUESTIONS');
import { ruleEntries } from './rule-book.ts';

const searchOf = (id: string) => {
  const page = readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), 'utf8');
  return ruleSearch(ruleEntries(page), teachingWords(registry.get(id)?.teach));
};

describe('Ask the rules finds a rule by the words a player remembers', () => {
  it('every game on the shelf has at least twenty questions', () => {
    for (const id of registry.keys()) expect(QUESTIONS[id]?.length ?? 0, id).toBeGreaterThanOrEqual(20);
  });

  for (const [id, questions] of Object.entries(QUESTIONS)) {
    const search = searchOf(id);
    for (const [question, answers] of questions) {
      it(`${id}: "${question}" → ${answers.join(' or ')}`, () => {
        const top = search.ask(question, 3).map((a) => a.entry.id);
        expect(
          top.some((t) => answers.includes(t)),
          `first three: ${top.join(', ')}`,
        ).toBe(true);
      });
    }
  }
});

describe('more questions to tune on, counted', () => {
  // Floors at what the search reaches, so that a change that loses ground is seen.
  it('the right rule first for 46 or more, in the first three for 51 or more', () => {
    let n = 0;
    let first = 0;
    let three = 0;
    for (const [id, questions] of Object.entries(MORE_QUESTIONS)) {
      const search = searchOf(id);
      for (const [question, answers] of questions) {
        const top = search.ask(question, 3).map((a) => a.entry.id);
        n++;
        if (answers.includes(top[0] ?? '')) first++;
        if (top.some((t) => answers.includes(t))) three++;
      }
    }
    expect(n).toBe(54);
    expect(first).toBeGreaterThanOrEqual(46);
    expect(three).toBeGreaterThanOrEqual(51);
  });
});

describe('a card word does not outrank the rule asked for', () => {
  const search = searchOf('the-high-seize');
  // The rulings on card ids, counts and numbers, full of the word "card" (H1, H2, H4, H9, H10).
  const numbering = ['H1', 'H2', 'H4', 'H9', 'H10'];

  for (const [question, answer] of [
    ['cargo on the neutral ship', 'H17'],
    ['does my card on the neutral ship come back', 'H17'],
    ['do ships count for points', 'H19'],
  ] as const)
    it(`The High Seize: "${question}" → ${answer} first, no card-numbering rule before it`, () => {
      const top = search.ask(question).map((a) => a.entry.id);
      expect(top[0], top.join(', ')).toBe(answer);
      expect(numbering.filter((r) => top.indexOf(r) >= 0 && top.indexOf(r) < top.indexOf(answer))).toEqual([]);
    });
});

describe('what an answer holds', () => {
  const search = searchOf('7-seize');

  it('the rule, ranked, with the rules next to it on the page', () => {
    const [first] = search.ask('queen steals');
    expect(first?.entry.id).toBe('R12');
    expect(first?.before?.id).toBe('R11');
    expect(first?.after?.id).toBe('R13');
    expect(first?.score).toBeGreaterThan(0);
  });

  it('a ruling by its id, in any case: the "show me" of a lesson that cites it', () => {
    expect(search.rule('r18')?.entry.title).toBe('Two players: the Interloper');
    expect(search.ask('R18', 1)[0]?.entry.id).toBe('R18');
    expect(search.rule('R99')).toBeNull();
  });

  it('a typo still finds the rule, and words no rule has find nothing', () => {
    expect(search.ask('interlopper', 3).map((a) => a.entry.id)).toContain('R18');
    expect(search.ask('xylophone zebra')).toEqual([]);
    expect(search.ask('what is the')).toEqual([]);
  });

  it('at most the answers asked for; the first page entry has no rule before it', () => {
    expect(search.ask('card', 2)).toHaveLength(2);
    const first = search.rule('what-you-need');
    expect(first?.before).toBeNull();
    expect(first?.after?.id).toBe('set-up');
  });
});
