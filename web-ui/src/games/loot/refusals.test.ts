// Loot's refusals as the table sends them said on a tablet in its language from the game's
// catalogue: a turn not yours (L7), a colour in words, a count of cards in each Polish plural form,
// too many players for a start, partnership play's eight.
import { afterEach, describe, expect, it } from 'vitest';
import { phrase } from '#games';
import { emptyTable } from '../../../../games/core/table.ts';
import { activate } from '../../i18n/i18n.ts';
import { refusalOf, saidRefusal as said, startedTable } from '../../../../test/games/refusals.ts';

afterEach(() => activate('en', {}));

describe("Loot's refusals", () => {
  it('are said in German and Polish', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const turn = refusalOf(startedTable('loot', ['Ann', 'Bob', 'Cy']), { type: 'draw', player: 'Bob' });
    expect(turn).toBe("draw: it is Ann's turn, not Bob's (L7)");
    const used = phrase(
      '{colour, select, blue {blue} green {green} purple {purple} other {yellow}} is already used against {merchant} by {side}; open with a colour not yet used on it (L10)',
      {
        colour: 'purple',
        merchant: 'M5.2',
        side: 'Cy',
      },
    );
    const holds = (n: number) =>
      phrase('handMerchants: {player} holds {holds, plural, one {# card} other {# cards}}, not {count} (L23)', { player: 'Ann', holds: n, count: 9 });
    const players = refusalOf(emptyTable, { type: 'start', game: 'loot', players: ['Ann', 'Bob', 'Cy', 'Dee', 'Edd', 'Flo', 'Gus', 'Hal', 'Ida'] });
    expect(said(turn)).toBe(turn);
    expect(players).toBe('start: "players" must be a list of 2 to 8 player names');
    activate('de', de);
    expect(said(turn)).toBe('draw: Ann ist am Zug, nicht Bob (L7)');
    expect(said(players)).toBe('start: „players“ muss eine Liste von 2 bis 8 Spielernamen sein');
    expect(said(used)).toBe('Lila wird gegen M5.2 schon von Cy gespielt; eröffne mit einer Farbe, die dort noch niemand nutzt (L10)');
    activate('pl', pl);
    expect(said(turn)).toBe('draw: teraz tura gracza Ann, nie Bob (L7)');
    expect([1, 3, 5].map((n) => said(holds(n)))).toEqual([
      'handMerchants: Ann ma 1 kartę, nie 9 (L23)',
      'handMerchants: Ann ma 3 karty, nie 9 (L23)',
      'handMerchants: Ann ma 5 kart, nie 9 (L23)',
    ]);
  });
});
