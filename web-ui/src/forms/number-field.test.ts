import { describe, expect, it } from 'vitest';
import { calibrationWeightProblem } from '#protocol';
import { readNumber } from './number-field.ts';

describe('a number field', () => {
  it('reads a calibration weight: −20 g is refused', () => {
    expect(readNumber('100', 'calibration weight', calibrationWeightProblem)).toEqual({ value: 100, problem: null });
    expect(readNumber(' 2,5 ', 'calibration weight', calibrationWeightProblem)).toEqual({ value: 2.5, problem: null });
    expect(readNumber('-20', 'calibration weight', calibrationWeightProblem).problem).toBe('The calibration weight must be more than 0 g and at most 5000 g.');
  });
  it('says when nothing or no number was typed', () => {
    expect(readNumber('', 'calibration weight', calibrationWeightProblem).problem).toBe('Enter the calibration weight.');
    expect(readNumber('abc', 'calibration weight', calibrationWeightProblem).problem).toBe('"abc" is not a number: enter the calibration weight.');
  });
});
