// The browser's language made one Intl takes (locale-guard.ts): "C", a kiosk's LANG=C.UTF-8, is
// refused by `new Intl.NumberFormat`, which the chart library calls with navigator.language.
import { describe, expect, it } from 'vitest';
import { guardLanguage, validLanguage } from './locale-guard.ts';

describe("the tablet's language, as Intl takes it", () => {
  it('keeps a valid tag, takes the first valid one of the list, else en-US', () => {
    expect(() => new Intl.NumberFormat('C')).toThrow(RangeError);
    expect(validLanguage({ language: 'fr-FR', languages: ['fr-FR'] })).toBe('fr-FR');
    expect(validLanguage({ language: 'C', languages: ['C', 'de'] })).toBe('de');
    expect(validLanguage({ language: 'C', languages: ['C'] })).toBe('en-US');
    expect(validLanguage({ language: '', languages: [] })).toBe('en-US');
  });

  it('makes navigator.language valid where it is not, and leaves a valid one alone', () => {
    const kiosk = { language: 'C', languages: ['C', 'POSIX_x'] } as unknown as Navigator;
    guardLanguage(kiosk);
    expect([kiosk.language, [...kiosk.languages]]).toEqual(['en-US', ['en-US']]);
    expect(() => new Intl.NumberFormat(kiosk.language)).not.toThrow();
    const french = { language: 'fr-FR', languages: ['fr-FR'] } as unknown as Navigator;
    guardLanguage(french);
    expect(french.language).toBe('fr-FR');
  });
});
