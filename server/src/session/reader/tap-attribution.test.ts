import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTapFor, tapTargets } from './tap-attribution.ts';

const seats = ['Ann', 'Bob', 'Cy', 'Dee', 'Interloper'];
const reveal = (players: string[]) => ({ type: 'reveal', players });

describe('who the next card tap belongs to', () => {
  it('stays with the player being asked while their card is awaited', () => {
    expect(nextTapFor(reveal(['Bob', 'Cy']), seats, 'Cy')).toBe('Cy');
  });
  it('moves on in seat order after a tap, wrapping around', () => {
    expect(nextTapFor(reveal(['Ann', 'Dee']), seats, 'Bob')).toBe('Dee');
    expect(nextTapFor(reveal(['Ann', 'Bob']), seats, 'Dee')).toBe('Ann');
    expect(nextTapFor(reveal(['Bob', 'Cy']), seats, null)).toBe('Bob');
  });
  it('is nobody when no card is awaited', () => {
    expect(nextTapFor({ type: 'divvy', player: 'Ann' }, seats, 'Ann')).toBeNull();
    expect(nextTapFor(null, seats, null)).toBeNull();
  });
  it('is always someone the game waits a card from, when it waits for any (property)', () => {
    fc.assert(
      fc.property(fc.subarray(seats, { minLength: 1 }), fc.option(fc.constantFrom(...seats), { nil: null }), (waiting, current) => {
        const next = nextTapFor(reveal(waiting), seats, current);
        expect(waiting).toContain(next);
        if (current !== null && waiting.includes(current)) expect(next).toBe(current);
      }),
    );
  });
  it('asks piles in the game’s order when the reveal names piles (The High Seize, H11)', () => {
    const piles = { type: 'reveal', piles: { Bob: 2, neutral: 1 } };
    expect(tapTargets(piles, 'piles')).toEqual({ field: 'pile', names: ['Bob', 'neutral'] });
    expect(nextTapFor(piles, [], 'Ann', 'piles')).toBe('Bob');
    expect(nextTapFor(piles, [], 'neutral', 'piles')).toBe('neutral');
    expect(tapTargets({ type: 'place', player: 'Ann' }, 'piles')).toBeNull();
    // The kind is the game's declaration, not guessed from the shape of what it awaits.
    expect(tapTargets(piles, 'simultaneous')).toBeNull();
  });
});
