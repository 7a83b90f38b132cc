// Which language a tablet speaks: the one picked on it, else the first of the browser's the table
// speaks (a region or script after it is no matter), else English; a tag Intl refuses ("C", a
// kiosk's LANG=C; "POSIX_x") is passed over, never thrown on.
import { describe, expect, it } from 'vitest';
import { intlTag, isLanguage, pickLanguage, PSEUDO } from './languages.ts';

describe("the tablet's language", () => {
  it("takes the one picked on the tablet, else the browser's first the table speaks, else English", () => {
    expect(pickLanguage('pl', ['de-DE', 'en'])).toBe('pl');
    expect(pickLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(null, ['nl-NL', 'fr-CA', 'es'])).toBe('fr');
    expect(pickLanguage(null, ['nl-NL'])).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });

  it('passes over a stored choice it does not know and a tag Intl refuses, without throwing', () => {
    expect(() => new Intl.Locale('C')).toThrow(RangeError);
    expect(pickLanguage('klingon', ['C', 'POSIX_x', '', 42, 'es-MX'])).toBe('es');
    expect(pickLanguage('C', ['C'])).toBe('en');
  });

  it('knows the pseudo-language only when picked (the browser never asks for it), and writes it as English', () => {
    expect(isLanguage(PSEUDO)).toBe(true);
    expect(pickLanguage(PSEUDO, ['de'])).toBe(PSEUDO);
    expect(pickLanguage(null, ['en-XA', 'de'])).toBe('en');
    expect(intlTag(PSEUDO)).toBe('en');
  });
});
