// The High Seize's screens in the tablet's language (its catalogue, ./locales): the flip read out,
// a card's words by its colour, and the ships that sank joined as the language joins a list.
import { afterEach, describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { activate } from '../../i18n/i18n.ts';
import { sessionWith } from '../../testing/session.ts';
import { theHighSeizeUi } from './index.tsx';
import { messages as es } from './locales/es.ts';
import { messages as pl } from './locales/pl.ts';
import { cardLabel } from './model.ts';

afterEach(() => activate('en', {}));

const flip = { game: 'the-high-seize', round: 3, phase: 'flip', winners: [], awaiting: { type: 'reveal', piles: { neutral: 1 } } };

describe("The High Seize's words in the tablet's language", () => {
  it('reads the flip out in Spanish and in Polish', () => {
    activate('es', es);
    expect(announcement(sessionWith(flip), theHighSeizeUi)).toBe('Ronda 3: descubre el barco neutral y acerca sus cartas al lector.');
    activate('pl', pl);
    expect(announcement(sessionWith(flip), theHighSeizeUi)).toBe('Runda 3: odkryj neutralny statek i przyłóż jego karty do czytnika.');
  });

  it('says a card by its colour, the neutral ship by name', () => {
    expect([cardLabel('BS1'), cardLabel('R05')]).toEqual(['Blue ship 1', 'Red cargo 05']);
    activate('es', es);
    expect([cardLabel('BS1'), cardLabel('R05'), cardLabel('X9')]).toEqual(['Barco azul 1', 'Carga roja 05', 'X9']);
  });
});
