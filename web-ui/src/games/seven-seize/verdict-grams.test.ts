// The grams inside 7 Seize's verdicts (games/seven-seize/weigh-off-verdicts.ts) as each tablet writes them: a
// weight is a number the tablet formats in its language (a decimal comma in German and Polish),
// while the game's English keeps its point.
import { afterEach, describe, expect, it } from 'vitest';
import { contestWords } from '../../../../games/seven-seize/weigh-off-verdicts.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

afterEach(() => activate('en', {}));

describe("a verdict's grams", () => {
  it('are written with the language’s decimal mark', async () => {
    // The verdicts' words are the weigh-off's catalogue's (./weigh-off/locales).
    const { messages: de } = await import('./weigh-off/locales/de.ts');
    const { messages: pl } = await import('./weigh-off/locales/pl.ts');
    const words = contestWords({
      left: 'Ann',
      right: 'Bob',
      outcome: 'right',
      eliminated: 'Ann',
      tiebreaks: 1,
      reason: { message: '', values: {} },
      weighings: [
        { heavier: 'none', grams: { left: 52.1, right: 52.3 } },
        { heavier: 'right', grams: { left: 44, right: 1050.25 } },
      ],
    });
    expect([words.verdict, ...words.weighings]).toEqual([
      'Bob beat Ann, 1050.3 g to 44.0 g',
      'Ann 52.1 g, Bob 52.3 g: no clear winner',
      'Ann 44.0 g, Bob 1050.3 g: Bob heavier',
    ]);
    activate('de', de);
    expect(sayText(words.verdict)).toBe('Bob schlug Ann, 1050,3 g zu 44,0 g');
    expect(sayText(words.weighings[0] ?? '')).toMatch(/^Ann 52,1 g, Bob 52,3 g: /);
    activate('pl', pl);
    expect(sayText(words.verdict)).toMatch(/1050,3 g.*44,0 g/);
  });
});
