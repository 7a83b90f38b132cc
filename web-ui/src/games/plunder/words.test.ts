// Plunder!'s screens in the tablet's language (its catalogue, ./locales): a card's result said back
// row by row with the language's plural (Polish: one, few, many), the treasures' colours in its
// words, and a refused row's ruling kept.
import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '../../i18n/i18n.ts';
import { changeRow, checkRow, describeRow, type EffectRow, newRow } from './effect-rows.ts';
import { messages as de } from './locales/de.ts';
import { messages as pl } from './locales/pl.ts';

afterEach(() => activate('en', {}));

const seats = ['Ann', 'Bob'];
const row = (kind: EffectRow['kind'], change: Partial<EffectRow> = {}): EffectRow => changeRow(newRow(kind, seats, 'Ann'), change, seats);
const treasures = (m: Partial<EffectRow['treasures']>): EffectRow['treasures'] => ({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0, ...m });

describe("Plunder!'s words in the tablet's language", () => {
  it("says a card's result back in German, the colours in its words", () => {
    const steal = row('steal', { n: 3, treasures: treasures({ red: 2, blue: 1 }) });
    expect(describeRow(steal)).toBe('Ann steals 3 from Bob: 2 red, 1 blue');
    activate('de', de);
    expect(describeRow(steal)).toBe('Ann stiehlt Bob 3: 2 rot, 1 blau');
    expect(describeRow(row('give', { other: 'harbour', treasures: treasures({ green: 1 }) }))).toBe('Ann gibt dem Hafen 1 grün');
  });

  it('counts cards with Polish plural forms', () => {
    activate('pl', pl);
    expect([1, 3, 5].map((n) => describeRow(row('draw', { n })))).toEqual(['Ann dobiera 1 kartę', 'Ann dobiera 3 karty', 'Ann dobiera 5 kart']);
  });

  it('keeps the ruling in a refused row', () => {
    activate('de', de);
    const only = checkRow(row('steal', { colour: 'red', treasures: treasures({ red: 1, blue: 1 }) }), 1, 'Ann');
    expect(only).toEqual({ problem: 'Wirkung 2 (stehlen): nur rot darf genommen werden, wie die Karte es nennt (P17)' });
  });
});
