// Plunder!'s refusals as the table sends them said on a tablet in its language from the game's
// catalogue: a turn not yours, a colour the harbour has none of (P9), an effect's refusal inside
// the resolve's.
import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '../../i18n/i18n.ts';
import { refusalOf, saidRefusal, startedTable } from '../../../../test/games/refusals.ts';

afterEach(() => activate('en', {}));

describe("Plunder!'s refusals", () => {
  it('are said in German and Polish, what they hold too', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const table = startedTable('plunder', ['Ann', 'Bob', 'Cy']);
    const refused = [
      refusalOf(table, { type: 'pass', player: 'Bob' }),
      refusalOf(table, { type: 'resolve', effects: [{ do: 'lose', n: 1, take: {} }] }),
      refusalOf(table, { type: 'steal', player: 'Ann', from: 'Ann', colour: 'red' }),
    ];
    const said: Record<string, string[]> = {
      en: [
        "it is Ann's turn, not Bob's",
        'resolve: effect 1 (lose): "player" is required: who loses the treasures (P16)',
        'Ann cannot steal from themselves (P9)',
      ],
      de: [
        'Ann ist am Zug, nicht Bob',
        'resolve: Wirkung 1 (lose): „player“ ist nötig: wer die Schätze verliert (P16)',
        'Ann kann nicht bei sich selbst stehlen (P9)',
      ],
      pl: ['teraz tura gracza Ann, nie Bob', 'resolve: efekt 1 (lose): „player” jest wymagane: kto traci skarby (P16)', 'Ann nie może ukraść sam sobie (P9)'],
    };
    for (const [language, messages] of [
      ['en', {}],
      ['de', de],
      ['pl', pl],
    ] as const) {
      activate(language, messages);
      expect({ [language]: refused.map(saidRefusal) }).toEqual({ [language]: said[language] });
    }
  });
});
