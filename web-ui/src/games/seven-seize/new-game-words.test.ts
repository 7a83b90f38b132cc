// 7 Seize's new-game form and start say a tie band out of its bounds (R24) in the tablet's
// language, from the game's catalogue, as its other words.
import { afterEach, describe, expect, it } from 'vitest';
import { tieBandProblem } from '#games';
import { emptyTable } from '../../../../games/core/table.ts';
import { refusalOf, saidRefusal } from '../../../../test/games/refusals.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

afterEach(() => activate('en', {}));

describe("7 Seize's tie band refused", () => {
  it('in German and Polish, on the form and on a start', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const form = tieBandProblem(5000) ?? '';
    const start = refusalOf(emptyTable, { type: 'start', game: '7-seize', players: ['Ann', 'Bob'], options: { tieBandGrams: -5 } });
    expect([form, start]).toEqual([
      'The tie band must be more than 0 g and at most 100 g (R24).',
      'start: option "tieBandGrams" is -5: The tie band must be more than 0 g and at most 100 g (R24).',
    ]);
    activate('de', de);
    expect([sayText(form), saidRefusal(start)]).toEqual([
      'Die Gleichstandsspanne muss mehr als 0 g und höchstens 100 g betragen (R24).',
      'start: Option „tieBandGrams“ ist -5: Die Gleichstandsspanne muss mehr als 0 g und höchstens 100 g betragen (R24).',
    ]);
    activate('pl', pl);
    expect(sayText(form)).toBe('Margines remisu musi wynosić więcej niż 0 g i najwyżej 100 g (R24).');
  });
});
