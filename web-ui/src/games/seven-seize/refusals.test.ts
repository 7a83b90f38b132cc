// 7 Seize's refusals as the table sends them (the English, and the phrase it was made of) said on a
// tablet in its language from the game's catalogue: a reveal by someone not playing, a Queen whose
// stash is empty (R12).
import { afterEach, describe, expect, it } from 'vitest';
import { phrase } from '#games';
import { phraseOf } from '../../../../games/core/phrase.ts';
import { submit } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import { Scenario } from '../../../../games/seven-seize/testing/scripted-table.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayPhrase } from '../../i18n/said-phrase.ts';

afterEach(() => activate('en', {}));

describe("a game's refusal the table sends", () => {
  it('is said in the language of its catalogue, with its values, and in English without one', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    const r = submit(registry, s.table, { type: 'reveal', player: 'Zed', card: '9H' });
    const reason = r.ok ? '' : r.reason;
    expect(reason).toBe('Zed is not playing (players: Ann, Bob, Cy)');
    const sent = phraseOf(reason) ?? undefined;
    expect(sent).toEqual({ message: '{player} is not playing (players: {players})', values: { player: 'Zed', players: 'Ann, Bob, Cy' } });
    expect(sayPhrase(sent, reason)).toBe(reason);
    activate('de', de);
    expect(sayPhrase(sent, reason)).toBe('Zed spielt nicht mit (Spieler: Ann, Bob, Cy)');
    const queen =
      phraseOf(phrase('the {colour, select, red {red} other {black}} stash is empty: the Queen can only steal (R12)', { colour: 'black' })) ?? undefined;
    expect(sayPhrase(queen, 'English')).toBe('der schwarze Haufen ist leer: Die Dame kann nur stehlen (R12)');
    activate('pl', pl);
    expect(sayPhrase(queen, 'English')).toBe('czarny stos jest pusty: Dama może tylko ukraść (R12)');
    expect(sayPhrase(undefined, 'English')).toBe('English');
  });

  it('quotes what the game awaits in the same language, its count in each plural form', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const s = new Scenario(['Ann', 'Bob', 'Cy']);
    const r = submit(registry, s.table, { type: 'divvy', red: 3, black: 4 });
    const reason = r.ok ? '' : r.reason;
    expect(reason).toBe('a divvy is not expected now: the game awaits a card from Ann, Bob, Cy');
    const sent = phraseOf(reason) ?? undefined;
    expect(sayPhrase(sent, reason)).toBe(reason);
    const divvy = (pieces: number) =>
      phraseOf(
        phrase('{what} is not expected now: {awaiting}', {
          what: phrase('a card from {player}', { player: 'Bob' }),
          awaiting: phrase("the game awaits the captain {player}'s divvy of {pieces, plural, one {# piece} other {# pieces}}", { player: 'Ann', pieces }),
        }),
      ) ?? undefined;
    activate('de', de);
    expect(sayPhrase(sent, reason)).toBe('eine Aufteilung der Beute wird jetzt nicht erwartet: die Partie wartet auf eine Karte von Ann, Bob, Cy');
    expect(sayPhrase(divvy(1), 'English')).toBe('eine Karte von Bob wird jetzt nicht erwartet: die Partie wartet darauf, dass der Kapitän Ann 1 Teil aufteilt');
    activate('pl', pl);
    expect(sayPhrase(sent, reason)).toBe('podział łupu: nie teraz — gra czeka na kartę od: Ann, Bob, Cy');
    expect(sayPhrase(divvy(3), 'English')).toContain('podzieli 3 elementy');
    expect(sayPhrase(divvy(5), 'English')).toContain('podzieli 5 elementów');
    expect(sayPhrase(divvy(1), 'English')).toContain('podzieli 1 element');
  });
});
