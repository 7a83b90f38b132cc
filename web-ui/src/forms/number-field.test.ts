import { describe, expect, it } from 'vitest';
import { calibrationWeightProblem } from '../../../server/src/protocol.ts';
import { tieBandProblem } from '../../../games/seven-seize/setup.ts';
import { readNumber } from './number-field.ts';

describe('a number field', () => {
  it('reads the tie band as typed (R24): −5 and 5000 are refused with the range', () => {
    expect(readNumber('0.5', 'tie band', tieBandProblem)).toEqual({ value: 0.5, problem: null });
    expect(readNumber(' 1,5 ', 'tie band', tieBandProblem)).toEqual({ value: 1.5, problem: null });
    for (const t of ['-5', '5000', '0'])
      expect(readNumber(t, 'tie band', tieBandProblem).problem, t).toBe('The tie band must be more than 0 g and at most 100 g (R24).');
  });
  it('reads a calibration weight: −20 g is refused', () => {
    expect(readNumber('100', 'calibration weight', calibrationWeightProblem)).toEqual({ value: 100, problem: null });
    expect(readNumber('-20', 'calibration weight', calibrationWeightProblem).problem).toBe('The calibration weight must be more than 0 g and at most 5000 g.');
  });
  it('says when nothing or no number was typed', () => {
    expect(readNumber('', 'tie band', tieBandProblem).problem).toBe('Enter the tie band.');
    expect(readNumber('abc', 'tie band', tieBandProblem).problem).toBe('"abc" is not a number: enter the tie band.');
  });
});
