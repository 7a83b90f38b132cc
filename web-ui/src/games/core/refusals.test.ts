// The refusals every game's table says (an input's form, the table's own checks), as the table
// sends them, said on a tablet in its language from games/core's catalogue: a count of unknown
// fields through the language's plural; the players' names a start or a new-game form refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { checkSeats, firstSeatProblem } from '../../../../games/core/seats.ts';
import { phraseOf } from '../../../../games/core/phrase.ts';
import { emptyTable, submit } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
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

  it("say what is wrong with the players' names, on a start and on a new-game form", async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const start = (players: string[]) => refusal({ type: 'start', game: 'loot', players });
    const alike = start(['Ann', 'ANN', 'Cy']);
    const space = start(['Ann', ' Bo']);
    const invisible = start(['Ann', 'B\u200Bo']);
    const rules = { game: 'Plunder!', counts: [3, 4, 5] };
    const form = checkSeats(['Ann', 'ann', ''], rules);
    const few = (n: number) => checkSeats(['Ann', 'Bob', 'Cy', 'Dee', 'Edd'].slice(0, n), { game: 'Loot', counts: [n + 1, n + 2] }).table ?? '';
    const many = checkSeats(['Ann', 'Bob', 'Cy', 'Dee', 'Edd', 'Flo'], rules).table ?? '';
    expect([alike.english, space.english, invisible.english]).toEqual([
      'start: player 2 "ANN" is the same name as player 1 "Ann" (names are compared without case)',
      "start: player 2's name starts or ends with a space",
      "start: player 2's name has an invisible character (U+200B)",
    ]);
    expect([firstSeatProblem(form), many]).toEqual([
      'seat 2: Same name as seat 1 ("Ann"): each player needs their own name.',
      'Plunder! is for 3 to 5 players, not 6.',
    ]);
    activate('de', de);
    expect([alike.said(), space.said(), invisible.said()]).toEqual([
      'start: Spieler 2 "ANN" ist derselbe Name wie Spieler 1 "Ann" (Namen werden ohne Groß- und Kleinschreibung verglichen)',
      'start: der Name von Spieler 2 beginnt oder endet mit einem Leerzeichen',
      'start: der Name von Spieler 2 enthält ein unsichtbares Zeichen (U+200B)',
    ]);
    expect([sayText(firstSeatProblem(form) ?? ''), sayText(many), sayText(few(1))]).toEqual([
      'Platz 2: Derselbe Name wie auf Platz 1 („Ann“): Jeder Spieler braucht seinen eigenen Namen.',
      'Plunder! ist für 3 bis 5 Spieler, nicht 6.',
      'Trage mindestens 2 Spieler ein.',
    ]);
    activate('pl', pl);
    expect([1, 2, 4].map((n) => sayText(few(n)))).toEqual(['Dodaj co najmniej 2 graczy.', 'Dodaj co najmniej 3 graczy.', 'Dodaj co najmniej 5 graczy.']);
    expect(sayText(form.seats[1] ?? '')).toBe('To samo imię co na miejscu 1 („Ann”): każdy gracz potrzebuje własnego imienia.');
  });
});
