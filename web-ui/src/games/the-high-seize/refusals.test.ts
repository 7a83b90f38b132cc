// The High Seize's refusals as the table sends them said on a tablet in its language from the
// game's catalogue: a ship of another's colour (H6), and a tap's problem inside a placement's
// refusal, each colour in the language's own ending; a start with too many players (H1).
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTable } from '../../../../games/core/table.ts';
import { activate } from '../../i18n/i18n.ts';
import { refusalOf as refusal, saidRefusal as said, startedTable } from '../../../../test/games/refusals.ts';

afterEach(() => activate('en', {}));

describe("The High Seize's refusals", () => {
  it('are said in German and Polish, what they quote too', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const table = startedTable('the-high-seize', ['Ann', 'Bob']);
    const ship = refusal(table, { type: 'ship', player: 'Ann', card: 'BS1' });
    const shipTap = refusal(table, { type: 'ship', player: 'Ann', card: 'R07' });
    const both = () => [said(ship), said(shipTap)];
    expect(both()).toEqual([ship, shipTap]);
    expect(ship).toBe('ship: BS1 is blue, and Ann sails red ships (H6)');
    const five = refusal(emptyTable, { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob', 'Cy', 'Dee', 'Edd'] });
    expect(five).toBe('start: "players" must be a list of 2 to 4 player names in seat order (H1)');
    activate('de', de);
    expect(both()).toEqual(['ship: BS1 ist blau, und Ann segelt rote Schiffe (H6)', 'ship: R07 ist eine Frachtkarte, keine Schiffskarte (H2)']);
    expect(said(five)).toBe('start: „players“ muss eine Liste von 2 bis 4 Spielernamen in Sitzreihenfolge sein (H1)');
    activate('pl', pl);
    expect(both()).toEqual(['ship: BS1 jest niebieska, a Ann pływa statkami w kolorze czerwonym (H6)', 'ship: R07 to karta ładunku, nie statku (H2)']);
  });
});
