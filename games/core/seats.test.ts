import { describe, expect, it } from 'vitest';
import { checkSeats, firstSeatProblem, nameProblem, sameName, seatedNames, startNamesProblem, tidyName } from './seats.ts';

const rules = { game: '7 Seize', counts: [2, 3, 4, 5, 6, 7], reserved: [{ name: 'Interloper', why: "the ghost player's name" }] };

describe('one name (issue 28, item 8)', () => {
  it('takes a plain name, accents, inner spaces and any script', () => {
    for (const ok of ['Ann', 'Zoë', 'Ann Bonny', 'Jean-Luc', "O'Malley", 'Σίσυφος', '李', 'x'.repeat(40), '🏴☠', 'Ann ❤️', '🏴‍☠️ Bart', '👩🏽‍🚀'])
      expect(nameProblem(ok), ok).toBeNull();
  });

  it('says what is wrong with a name, naming the character', () => {
    expect(nameProblem(3)).toBe('is not a string');
    expect(nameProblem('')).toBe('is empty');
    expect(nameProblem(' Ann')).toBe('starts or ends with a space');
    expect(nameProblem('Zoe\u0308')).toMatch(/not in composed form \(NFC\)/);
    expect(nameProblem('An\u200Bn')).toBe('has an invisible character (U+200B)');
    expect(nameProblem('\u200D')).toBe('has an invisible character (U+200D)');
    expect(nameProblem('\u202EnnA')).toBe('has an invisible character (U+202E)');
    expect(nameProblem('Ann\u2067')).toBe('has an invisible character (U+2067)');
    expect(nameProblem('\uFEFFAnn')).toBe('has an invisible character (U+FEFF)');
    expect(nameProblem('An\u00ADn')).toBe('has an invisible character (U+00AD)');
    expect(nameProblem('Ann\uFE0F')).toBe('has an invisible character (U+FE0F)');
    expect(nameProblem('\u3164')).toBe('has an invisible character (U+3164)');
    expect(nameProblem('A\u0000nn')).toBe('has a control character (U+0000)');
    expect(nameProblem('Ann\n')).toBe('has a control character (U+000A)');
    expect(nameProblem('A\u2028nn')).toMatch(/unusual space.*U\+2028/);
    expect(nameProblem('An\uD800n')).toMatch(/broken character.*U\+D800/);
    expect(nameProblem('x'.repeat(41))).toBe('is longer than 40 characters');
    // Characters, not UTF-16 units: 40 pirate flags fit.
    expect(nameProblem('🏴'.repeat(40))).toBeNull();
  });

  it('hears "Ann" and "ann", full-width "Ａnn" and "Ann  Bonny" with two spaces as one name', () => {
    expect(sameName('Ann', 'ann')).toBe(true);
    expect(sameName('Ann', 'Ａｎｎ')).toBe(true);
    expect(sameName('Ann Bonny', 'Ann  Bonny')).toBe(true);
    expect(sameName('Straße', 'STRASSE')).toBe(true);
    expect(sameName('Ann', 'Anna')).toBe(false);
  });

  it('checks a start: the first problem, by player number, with both names of a pair', () => {
    expect(startNamesProblem(['Ann', 'Bob'])).toBeNull();
    expect(startNamesProblem(['Ann', 'Bob', 'ann'])).toBe('player 3 "ann" is the same name as player 1 "Ann" (names are compared without case)');
    expect(startNamesProblem(['Ann', 'An\u200Bn'])).toBe("player 2's name has an invisible character (U+200B)");
    expect(startNamesProblem(['Ann', 'interloper'], rules.reserved)).toBe('player 2 "interloper" is the ghost player\'s name: choose another name');
    expect(startNamesProblem(['__proto__', 'constructor', 'toString'])).toBeNull();
  });
});

describe('seat check of the new-game forms', () => {
  it('tidies what is typed as the form sends it', () => {
    expect(tidyName('  Zoe\u0308 ')).toBe('Zoë');
    expect(seatedNames([' Ann', '', 'Zoe\u0308', ' '])).toEqual(['Ann', 'Zoë']);
  });

  it('accepts 2 to 7 distinct names, skipping empty seats', () => {
    expect(checkSeats(['Ann', 'Bob'], rules)).toEqual({ seats: [null, null], table: null });
    expect(checkSeats(['Ann', '', 'Bob', ' '], rules)).toEqual({ seats: [null, null, null, null], table: null });
    expect(firstSeatProblem(checkSeats(['A', 'B', 'C', 'D', 'E', 'F', 'G'], rules))).toBeNull();
  });

  it('hears "Ann" and "ann" (and " Ann ") as one name, and says so at the later seat', () => {
    const c = checkSeats(['Ann', 'Bob', ' ann '], rules);
    expect(c.seats[0]).toBeNull();
    expect(c.seats[1]).toBeNull();
    expect(c.seats[2]).toMatch(/Same name as seat 1 \("Ann"\)/);
    expect(firstSeatProblem(c)).toMatch(/^seat 3: Same name as seat 1/);
  });

  it('names what is wrong with a seat or the table', () => {
    expect(checkSeats(['Ann'], rules).table).toMatch(/at least 2/);
    expect(checkSeats(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], rules).table).toMatch(/2 to 7 players, not 8/);
    expect(checkSeats(['Ann', 'interloper'], rules).seats[1]).toMatch(/ghost/);
    expect(checkSeats(['Ann', 'x'.repeat(41)], rules).seats[1]).toMatch(/40 characters/);
    expect(checkSeats(['Ann', 'B\u200Bob'], rules).seats[1]).toBe('The name has an invisible character (U+200B).');
    // Counts with a gap (a partnership game): inside min..max but not allowed.
    expect(checkSeats(['A', 'B', 'C'], { ...rules, counts: [2, 4] }).table).toMatch(/2 to 4 players, not 3/);
  });
});
