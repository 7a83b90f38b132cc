// The start input refuses what the new-game form refuses (R18, R24): one check for both.
import { describe, expect, it } from 'vitest';
import { emptyTable, submit } from '../core/table.ts';
import { isRejection } from '../core/types.ts';
import { registry } from '../index.ts';
import { parseInput } from './inputs.ts';
import { tieBandProblem } from './setup.ts';

const start = (players: string[], options: Record<string, unknown> = {}) => parseInput({ type: 'start', game: '7-seize', players, options });
const reason = (v: unknown) => (isRejection(v) ? v.reason : null);

describe('7 Seize set-up', () => {
  it('R24: a tie band above 0 g and at most 100 g', () => {
    expect(tieBandProblem(0.5)).toBeNull();
    expect(tieBandProblem(100)).toBeNull();
    for (const bad of [-5, 0, 5000, 100.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(tieBandProblem(bad), String(bad)).toMatch(/more than 0 g and at most 100 g/);
    expect(reason(start(['Ann', 'Bob'], { tieBandGrams: -5 }))).toMatch(/tieBandGrams" is -5: The tie band must be more than 0 g/);
    expect(reason(start(['Ann', 'Bob'], { tieBandGrams: 5000 }))).toMatch(/tieBandGrams" is 5000/);
    expect(reason(start(['Ann', 'Bob'], { tieBandGrams: '1' }))).toMatch(/must be a number of grams/);
    expect(start(['Ann', 'Bob'], { tieBandGrams: 2 })).toMatchObject({ options: { tieBandGrams: 2 } });
  });

  it('"Ann" and "ann" are one player: the table refuses them, naming both seats; the ghost\'s name is taken (R18)', () => {
    const table = (players: string[]) => reason(submit(registry, emptyTable, { type: 'start', game: '7-seize', players }));
    expect(table(['Ann', 'Bob', 'ann'])).toBe('start: player 3 "ann" is the same name as player 1 "Ann" (names are compared without case)');
    expect(table(['Ann', 'interloper'])).toMatch(/player 2 "interloper" is the ghost player's name.*R18/);
    expect(reason(start(['Ann']))).toMatch(/2 to 7 players, not 1/);
    expect(start(['Ann', 'Anna'])).toMatchObject({ players: ['Ann', 'Anna'] });
  });
});
