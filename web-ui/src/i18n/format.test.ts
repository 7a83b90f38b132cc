// Numbers, weights, lists and plurals as each language writes them: a decimal comma in German and
// Polish, "Anne, Bonny und Read", Polish counts in their four forms (1 ruch, 2 ruchy, 5 ruchów,
// 22 ruchy), through Intl and the catalogues' own plurals.
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../locales/de.ts';
import { messages as pl } from '../locales/pl.ts';
import { grams, list, number } from './format.ts';
import { activate, language, t } from './i18n.ts';

afterEach(() => activate('en', {}));

describe('the tablet writes as its language does', () => {
  it('weights with a decimal point in English, a decimal comma in German and Polish', () => {
    expect(language()).toBe('en');
    expect([grams(12.5), grams(1234.25, 2), number(0.5)]).toEqual(['12.5 g', '1234.25 g', '0.5']);
    activate('de', de);
    expect([grams(12.5), grams(1234.25, 2)]).toEqual(['12,5 g', '1234,25 g']);
    activate('pl', pl);
    expect(grams(-0.3)).toBe('-0,3 g');
  });

  it('lists as a sentence joins them', () => {
    expect(list(['Anne', 'Bonny', 'Read'])).toBe('Anne, Bonny, and Read');
    activate('de', de);
    expect(list(['Anne', 'Bonny', 'Read'])).toBe('Anne, Bonny und Read');
    expect(t('Game over: {winners} share the win.', { winners: list(['Anne', 'Read']) })).toBe('Spiel vorbei: Anne und Read teilen sich den Sieg.');
  });

  it("counts in each language's plural forms: Polish's one, few and many", () => {
    const moves = (n: number): string => t('{count, plural, one {# move} other {# moves}}', { count: n });
    expect([1, 2, 5].map(moves)).toEqual(['1 move', '2 moves', '5 moves']);
    activate('pl', pl);
    expect([1, 2, 5, 22, 25, 112].map(moves)).toEqual(['1 ruch', '2 ruchy', '5 ruchów', '22 ruchy', '25 ruchów', '112 ruchów']);
    activate('de', de);
    expect([1, 2].map(moves)).toEqual(['1 Zug', '2 Züge']);
  });
});
