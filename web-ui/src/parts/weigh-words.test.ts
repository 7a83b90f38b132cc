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
});
