// The High Seize's refusals as the table sends them said on a tablet in its language from the
// game's catalogue: a ship of another's colour (H6), and a tap's problem inside a placement's
// refusal, each colour in the language's own ending.
import { afterEach, describe, expect, it } from 'vitest';
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
    activate('de', de);
    expect(both()).toEqual(['ship: BS1 ist blau, und Ann segelt rote Schiffe (H6)', 'ship: R07 ist eine Frachtkarte, keine Schiffskarte (H2)']);
    activate('pl', pl);
    expect(both()).toEqual(['ship: BS1 jest niebieska, a Ann pływa statkami w kolorze czerwonym (H6)', 'ship: R07 to karta ładunku, nie statku (H2)']);
  });
});
