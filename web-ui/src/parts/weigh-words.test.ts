// The weigh-off's headline said in the tablet's language from its id and players, in English
// where the server sent no id.
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../locales/de.ts';
import { messages as pl } from '../locales/pl.ts';
import { activate } from '../i18n/i18n.ts';
import { weighMessage } from './weigh-words.ts';

afterEach(() => activate('en', {}));

describe("the weigh-off's headline", () => {
  it('is said in German and Polish from its id, else in its English', () => {
    const text = 'Ann and Bob: take one piece out of your cup (R22)';
    const weigh = { message: text, said: { id: 'weigh/take-one-out-both', values: { left: { player: 'Ann' }, right: { player: 'Bob' } }, text } };
    expect(weighMessage(weigh)).toBe(text);
    activate('de', de);
    expect(weighMessage(weigh)).toBe('Ann und Bob: Nehmt je ein Teil aus eurer Schale (R22)');
    expect(weighMessage({ message: 'Contest 2 of 3' })).toBe('Contest 2 of 3');
    activate('pl', pl);
    expect(weighMessage(weigh)).toBe('Ann i Bob: wyjmijcie po jednym elemencie ze swoich szalek (R22)');
  });

  it("of a verdict: why it was a tie from its id, then the game's words from the game's catalogue; all English where that is not in", () => {
    const why = 'No clear winner: the table called a tie (R22, R24)';
    const weigh = {
      message: `${why}. Ann is heavier`,
      said: { id: 'weigh/tie-called', text: why },
      told: [{ message: '{heavy} is heavier', values: { heavy: 'Ann' } }],
    };
    expect(weighMessage(weigh)).toBe(weigh.message);
    // A game's catalogue holding the phrase (as a compiled message: its parts and placeholders).
    activate('de', { ...de, '{heavy} is heavier': [['heavy'], ' ist schwerer'] });
    expect(weighMessage(weigh)).toBe('Keine klare Siegerin: Der Tisch hat auf Gleichstand entschieden (R22, R24). Ann ist schwerer');
    expect(weighMessage({ message: 'Ann is heavier', told: weigh.told })).toBe('Ann ist schwerer');
    activate('de', de);
    expect(weighMessage(weigh)).toBe(weigh.message);
  });

  it("at the time limit: what the scale knows worded from the status, the tie from the game's catalogue, the band in grams", () => {
    const text = 'No clear winner after 30 s: …';
    const tie = { message: 'each side weighs again', values: {} };
    const weigh = {
      message: text,
      contest: { left: 'Ann', right: 'Bob' },
      known: { lowGrams: -1.71, highGrams: -0.26 },
      said: { id: 'weigh/undecided', values: { band: { grams: 0.5 }, tie: { phrase: tie }, seconds: { count: 30 } }, text },
    };
    expect(weighMessage(weigh)).toBe(text);
    activate('de', { ...de, 'each side weighs again': 'jede Seite wiegt erneut' });
    expect(weighMessage(weigh)).toBe(
      'Keine klare Siegerin nach 30 s: die Schale von Bob ist schwerer, um 0,2 g bis 1,8 g, und eine Siegerin braucht mehr als 0,5 g (R24). Entscheidet auf Gleichstand – jede Seite wiegt erneut –, wiegt länger, oder nehmt beide Sammlungen heraus, damit die leeren Schalen die Null nach dem Duell geben',
    );
    expect(weighMessage({ ...weigh, known: { lowGrams: -0.3, highGrams: 0.42 } })).toMatch(/: die Schalen liegen höchstens 0,5 g auseinander, /);
    // The game's sentence in no catalogue loaded: the server's English.
    activate('pl', pl);
    expect(weighMessage(weigh)).toBe(text);
  });
});
