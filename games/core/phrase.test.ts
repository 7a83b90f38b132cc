// A game's sentence written once as an English message with values: the game gets the English,
// and the sentence remembers what it was made of (for the tablet to say it in its language).
import { describe, expect, it } from 'vitest';
import { english, madeOf, phrase, phraseKey, phraseList, phraseOf } from './phrase.ts';

describe("a game's phrases", () => {
  it('read in English: placeholders, plurals with #, selects, =n cases', () => {
    const pieces = '{count, plural, =0 {no piece} one {# piece} other {# pieces}}';
    expect([0, 1, 5].map((count) => english(pieces, { count }))).toEqual(['no piece', '1 piece', '5 pieces']);
    expect(english('the {colour, select, red {red} other {black}} stash of {who}', { colour: 'red', who: 'Ann' })).toBe('the red stash of Ann');
    expect(english('{n, plural, one {{who} takes # piece} other {{who} takes # pieces}}', { n: 2, who: 'Bo' })).toBe('Bo takes 2 pieces');
    expect(() => english('Round {round}', {})).toThrow(/needs "round"/);
  });

  it('remember the message and values the English was made of, and lists their items', () => {
    const text = phrase('Round {round} of 7: {who} to play.', { round: 3, who: phraseList(['Ann', 'Bo', 'Cy']) });
    expect(text).toBe('Round 3 of 7: Ann, Bo and Cy to play.');
    expect(madeOf(text)).toEqual({ message: 'Round {round} of 7: {who} to play.', values: { round: 3, who: 'Ann, Bo and Cy' } });
    expect(madeOf('Ann, Bo and Cy')).toEqual({ list: ['Ann', 'Bo', 'Cy'], type: 'conjunction' });
    expect(phraseList(['Ann'])).toBe('Ann');
    expect(phraseList([phrase('{who} {n}', { who: 'Ann', n: 2 }), 'Bo 0', 'Cy 1'], 'unit')).toBe('Ann 2, Bo 0, Cy 1');
    expect(madeOf('Ann 2, Bo 0, Cy 1')).toEqual({ list: ['Ann 2', 'Bo 0', 'Cy 1'], type: 'unit' });
    expect(madeOf(phraseList(['Ann', 'Bo'], 'unit'))).toBeUndefined();
    expect(madeOf('a sentence nobody made')).toBeUndefined();
  });

  it('write a number in a style the tablet writes in its language: a weight to one decimal', () => {
    expect(phrase('{grams, number, grams} g', { grams: 52 })).toBe('52.0 g');
    expect(english('{n, number} left', { n: 1234.5 })).toBe('1234.5 left');
    expect(() => english('{n, number, furlongs}', { n: 1 })).toThrow(/furlongs/);
  });

  it('keep a sentence without values however many sentences with values came after it (a long game)', () => {
    const reason = phrase('a fixed reason made before a long game');
    const early = phrase('{who} made early', { who: 'Ann' });
    for (let i = 0; i < 5000; i++) phrase('step {n} of a long game', { n: i });
    expect(madeOf(reason)).toEqual({ message: 'a fixed reason made before a long game', values: {} });
    expect(madeOf(early)).toBeUndefined();
    expect(madeOf(phrase('step {n} of a long game', { n: 4999 }))).toEqual({ message: 'step {n} of a long game', values: { n: 4999 } });
  });

  it('key a message by its English, apart for apart messages', () => {
    expect(phraseKey('Round {round} of 7')).toMatch(/^~[0-9a-z]+$/);
    expect(phraseKey('Round {round} of 7')).toBe(phraseKey('Round {round} of 7'));
    expect(phraseKey('Round {round} of 7')).not.toBe(phraseKey('Round {round} of 8'));
  });

  it('go with a refusal as their message and values, a value made of a phrase or a list as its parts', () => {
    expect(phraseOf(phrase('{who} is not playing', { who: 'Zed' }))).toEqual({ message: '{who} is not playing', values: { who: 'Zed' } });
    expect(phraseOf(phrase('after {ties}', { ties: phrase('{n, plural, one {# tie} other {# ties}}', { n: 2 }) }))).toEqual({
      message: 'after {ties}',
      values: { ties: { message: '{n, plural, one {# tie} other {# ties}}', values: { n: 2 } } },
    });
    expect(phraseOf(phrase('awaits {who}', { who: phraseList(['Ann', 'Bo'], 'disjunction') }))).toEqual({
      message: 'awaits {who}',
      values: { who: { list: ['Ann', 'Bo'], type: 'disjunction' } },
    });
    expect(phraseOf(phraseList(['Ann', 'Bo']))).toBeNull();
    expect(phraseOf('a sentence nobody made')).toBeNull();
  });

  it('go with a refusal whose names joined by commas some other text also made as a list of names', () => {
    phraseList(['Ann', 'Bob', 'Cy'], 'unit');
    const players = ['Ann', 'Bob', 'Cy'].join(', ');
    expect(phraseOf(phrase('{who} is not playing (players: {players})', { who: 'Zed', players }))).toEqual({
      message: '{who} is not playing (players: {players})',
      values: { who: 'Zed', players: 'Ann, Bob, Cy' },
    });
    expect(phraseOf(phrase('{who} won', { who: phraseList(['Ann', 'Bob']) }))).toEqual({
      message: '{who} won',
      values: { who: { list: ['Ann', 'Bob'], type: 'conjunction' } },
    });
  });
});
