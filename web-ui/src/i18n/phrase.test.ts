// A game's texts said in the tablet's language: the message a game's English was made of, from the
// loaded catalogue (by its English in development, by its key in a build), its phrases and lists
// among the values said too; names and texts no catalogue holds as they are.
import { afterEach, describe, expect, it } from 'vitest';
import { phrase, phraseKey, phraseList } from '#games';
import { activate } from './i18n.ts';
import { sayText } from './phrase.ts';

afterEach(() => activate('en', {}));

const ROUND = 'Round {round}: {who} to play, {count, plural, one {# piece} other {# pieces}} left.';
const GERMAN = 'Runde {round}: {who} am Zug, {count, plural, one {# Stück} other {# Stücke}} übrig.';

describe("a game's texts on the tablet", () => {
  it('are their English with no catalogue, and the language’s words with one', () => {
    const text = phrase(ROUND, { round: 2, who: phraseList(['Ann', 'Bo']), count: 1 });
    expect(sayText(text)).toBe('Round 2: Ann and Bo to play, 1 piece left.');
    activate('de', { [ROUND]: GERMAN, 'Set the table': 'Tisch decken' });
    expect(sayText(text)).toBe('Runde 2: Ann und Bo am Zug, 1 Stück übrig.');
    expect(sayText(phraseList(['Ann', 'Bo', 'Cy']))).toBe('Ann, Bo und Cy');
    expect(sayText('Set the table')).toBe('Tisch decken');
    expect(sayText('Ann')).toBe('Ann');
  });

  it("are found by their key in a built tablet's catalogue", () => {
    activate('de', { [phraseKey(ROUND)]: GERMAN });
    expect(sayText(phrase(ROUND, { round: 4, who: 'Cy', count: 3 }))).toBe('Runde 4: Cy am Zug, 3 Stücke übrig.');
  });

  it('say a word chosen by a select on its own value, and a list of counts joined by commas', () => {
    const COLOUR = '{colour, select, red {red} other {{colour}}}';
    const red = phrase(COLOUR, { colour: 'red' });
    expect(red).toBe('red');
    activate('de', { [COLOUR]: '{colour, select, red {rot} other {{colour}}}', '{pile} {n}': '{pile}: {n}' });
    expect(sayText(red)).toBe('rot');
    const piles = phraseList([phrase('{pile} {n}', { pile: 'Ann', n: 2 }), phrase('{pile} {n}', { pile: 'Bo', n: 0 })], 'unit');
    expect(piles).toBe('Ann 2, Bo 0');
    expect(sayText(piles)).toBe(new Intl.ListFormat('de', { style: 'long', type: 'unit' }).format(['Ann: 2', 'Bo: 0']));
  });
});
