// The refusals every game's table says (an input's form, the table's own checks), as the table
// sends them, said on a tablet in its language from games/core's catalogue: a count of unknown
// fields through the language's plural.
import { afterEach, describe, expect, it } from 'vitest';
import { phraseOf } from '../../../../games/core/phrase.ts';
import { emptyTable, submit } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayPhrase } from '../../i18n/said-phrase.ts';

afterEach(() => activate('en', {}));

/** The refusal of `raw` at a table with no game, as a tablet in its language says it. */
function refusal(raw: unknown): { english: string; said: () => string } {
  const r = submit(registry, emptyTable, raw);
  const english = r.ok ? '' : r.reason;
  const sent = phraseOf(english) ?? undefined;
  expect(sent).toBeDefined();
  return { english, said: () => sayPhrase(sent, english) };
}

describe("the table's refusals", () => {
  it('are said in German and Polish, a count of fields in each plural form', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const start = { type: 'start', game: 'loot', players: ['Ann', 'Bob'] };
    const one = refusal({ ...start, a: 1 });
    const two = refusal({ ...start, a: 1, b: 2 });
    const five = refusal({ ...start, a: 1, b: 2, c: 3, d: 4, e: 5 });
    const undo = refusal({ type: 'undo' });
    expect(one.english).toBe('start: unknown field "a"');
    expect(two.said()).toBe(two.english);
    activate('de', de);
    expect(one.said()).toBe('start: unbekanntes Feld "a"');
    expect(two.said()).toBe('start: unbekannte Felder "a", "b"');
    expect(undo.said()).toBe('nichts rückgängig zu machen');
    activate('pl', pl);
    expect(one.said()).toBe('start: nieznane pole "a"');
    expect(two.said()).toBe('start: nieznane pola "a", "b"');
    expect(five.said()).toBe('start: nieznane pola "a", "b", "c", "d", "e"');
    expect(undo.said()).toBe('nie ma czego cofnąć');
  });
});
