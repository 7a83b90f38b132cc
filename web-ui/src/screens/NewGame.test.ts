import { describe, expect, it } from 'vitest';
import { seatProblem } from './NewGame.tsx';

describe('new game seats', () => {
  it('accepts 2 to 7 distinct names, ignoring empty seats', () => {
    expect(seatProblem(['Ann', 'Bob'])).toBeNull();
    expect(seatProblem(['Ann', '', 'Bob', ' '])).toBeNull();
    expect(seatProblem(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBeNull();
  });
  it('names what is wrong', () => {
    expect(seatProblem(['Ann'])).toMatch(/at least 2/);
    expect(seatProblem(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])).toMatch(/2 to 7/);
    expect(seatProblem(['Ann', 'Ann'])).toMatch(/twice/);
    expect(seatProblem(['Ann', 'Interloper'])).toMatch(/ghost/);
    expect(seatProblem(['Ann', 'x'.repeat(41)])).toMatch(/40 characters/);
  });
});
