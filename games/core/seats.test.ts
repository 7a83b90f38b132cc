import { describe, expect, it } from 'vitest';
import { checkSeats, firstSeatProblem, sameName } from './seats.ts';

const rules = { game: '7 Seize', counts: [2, 3, 4, 5, 6, 7], maxLength: 40, reserved: [{ name: 'Interloper', why: "the ghost player's name" }] };

describe('seat check', () => {
  it('accepts 2 to 7 distinct names, skipping empty seats', () => {
    expect(checkSeats(['Ann', 'Bob'], rules)).toEqual({ seats: [null, null], table: null });
    expect(checkSeats(['Ann', '', 'Bob', ' '], rules)).toEqual({ seats: [null, null, null, null], table: null });
    expect(firstSeatProblem(checkSeats(['A', 'B', 'C', 'D', 'E', 'F', 'G'], rules))).toBeNull();
  });

  it('hears "Ann" and "ann" (and " Ann ") as one name, and says so at the later seat', () => {
    expect(sameName('Ann', ' ann ')).toBe(true);
    expect(sameName('Ann', 'Anna')).toBe(false);
    const c = checkSeats(['Ann', 'Bob', 'ann'], rules);
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
    // Counts with a gap (a partnership game): inside min..max but not allowed.
    expect(checkSeats(['A', 'B', 'C'], { ...rules, counts: [2, 4] }).table).toMatch(/2 to 4 players, not 3/);
  });
});
