// Loot's screens in the tablet's language (its catalogue, ./locales): the question read out, a card's
// words with the language's plural and ordinal, and the end's words with Polish's four plural forms.
import { afterEach, describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { activate } from '../../i18n/i18n.ts';
import { sessionWith } from '../../testing/session.ts';
import { lootUi } from './index.tsx';
import { messages as de } from './locales/de.ts';
import { messages as pl } from './locales/pl.ts';
import { label } from './model.ts';

afterEach(() => activate('en', {}));

const turn = { game: 'loot', phase: 'turn', winners: [], awaiting: { type: 'action', player: 'Ann', options: ['draw', 'play'] } };

describe("Loot's words in the tablet's language", () => {
  it('reads the question out in German, its choices joined as German joins them', () => {
    expect(announcement(sessionWith(turn), lootUi)).toBe("Ann's turn: draw a card or play a card.");
    activate('de', de);
    expect(announcement(sessionWith(turn), lootUi)).toBe('Ann ist am Zug: eine Karte ziehen oder eine Karte spielen.');
  });

  it("says a card with the language's plural and ordinal", () => {
    expect([label('B3.2'), label('M5.1'), label('YC')]).toEqual(['Blue pirate ship, 3 skulls (2nd)', 'Merchant ship, 5 gold (1st)', 'Yellow pirate captain']);
    activate('de', de);
    expect([label('B1.1'), label('G3.2')]).toEqual(['Blaues Piratenschiff, 1 Totenkopf (1.)', 'Grünes Piratenschiff, 3 Totenköpfe (2.)']);
    activate('pl', pl);
    expect([label('M2.1'), label('M5.1'), label('P2.1')]).toEqual([
      'Statek handlowy, 2 sztuki złota (1.)',
      'Statek handlowy, 5 sztuk złota (1.)',
      'Fioletowy statek piracki, 2 czaszki (1.)',
    ]);
  });
});
