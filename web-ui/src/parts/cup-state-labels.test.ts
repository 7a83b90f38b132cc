import { describe, expect, it } from 'vitest';
import { cupStateWords } from './cup-state-labels.ts';

describe("a cup's state on the tablet", () => {
  it('says each state in words, with a mark that is not colour alone', () => {
    expect(cupStateWords('motion').words).toBe('in motion');
    expect(cupStateWords('stable').words).toBe('stable');
    expect(cupStateWords('zero').words).toBe('at zero');
    expect(cupStateWords('overload').words).toBe('overloaded');
    const marks = (['motion', 'stable', 'zero', 'overload'] as const).map((s) => cupStateWords(s).mark);
    expect(new Set(marks).size).toBe(4);
  });
});
