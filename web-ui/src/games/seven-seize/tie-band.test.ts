import { describe, expect, it } from 'vitest';
import { tieBandProblem } from '../../../../games/seven-seize/setup.ts';
import { readNumber } from '../../forms/number-field.ts';

describe("the new-game form's tie band", () => {
  it('is read as typed (R24): −5 and 5000 are refused with the range', () => {
    expect(readNumber('0.5', 'tie band', tieBandProblem)).toEqual({ value: 0.5, problem: null });
    expect(readNumber(' 1,5 ', 'tie band', tieBandProblem)).toEqual({ value: 1.5, problem: null });
    for (const t of ['-5', '5000', '0'])
      expect(readNumber(t, 'tie band', tieBandProblem).problem, t).toBe('The tie band must be more than 0 g and at most 100 g (R24).');
  });
});
