// The standings' words for each contest, from a real weigh-off played through the engine:
// grams kept with each verdict, a tie broken per R22, an empty side per R23, Cursed Treasure (R26).
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../core/table.ts';
import { registry } from '../index.ts';
import type { SevenSeizeState } from './state.ts';
import { inputsToWeighOff } from './testing/to-weigh-off.ts';
import { contestWords, playerOutcome } from './weigh-off-verdicts.ts';

function atWeighOff(options: Record<string, unknown> = {}): { table: Table; contest: { left: string; right: string } } {
  const { inputs, contest } = inputsToWeighOff(3, 5);
  let t = emptyTable;
  for (const [i, input] of inputs.entries()) {
    const r = submit(registry, t, i === 0 ? { ...(input as object), options } : input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
  }
  return { table: t, contest };
}
const step = (t: Table, input: unknown): Table => {
  const r = submit(registry, t, input);
  if (!r.ok) throw new Error(r.reason);
  return r.table;
};
const state = (t: Table) => t.last?.state as SevenSeizeState;

describe('contest verdicts for the standings', () => {
  it('keeps the grams of every weighing with its contest and says who beat whom with them', () => {
    const { table, contest } = atWeighOff();
    let t = step(table, { type: 'verdict', heavier: 'none', grams: { left: 52.1, right: 52.3 } });
    t = step(t, { type: 'verdict', heavier: 'right', grams: { left: 44.04, right: 49.96 } });
    const r = state(t).weighOff?.results[0];
    expect(r?.weighings).toEqual([
      { heavier: 'none', grams: { left: 52.1, right: 52.3 } },
      { heavier: 'right', grams: { left: 44.04, right: 49.96 } },
    ]);
    const words = contestWords(r!);
    expect(words.verdict).toBe(`${contest.right} beat ${contest.left}, 50.0 g to 44.0 g`);
    expect(words.tiebreak).toBe('After 1 tie: each side took a piece out and weighed again (R22)');
    expect(words.weighings).toEqual([
      `${contest.left} 52.1 g, ${contest.right} 52.3 g: no clear winner`,
      `${contest.left} 44.0 g, ${contest.right} 50.0 g: ${contest.right} heavier`,
    ]);
    expect(playerOutcome(state(t).weighOff!.results, contest.left, false)).toBe(`out: lost to ${contest.right} (44.0 g to 50.0 g)`);
  });

  it('says "judged by hand" without grams, and nothing about ties when the first weighing decided', () => {
    const { table, contest } = atWeighOff();
    const r = state(step(table, { type: 'verdict', heavier: 'left' })).weighOff?.results[0];
    expect(contestWords(r!)).toEqual({ verdict: `${contest.left} beat ${contest.right}`, tiebreak: null, weighings: [] });
  });

  it('R23: ties until a side is empty — the empty side loses (standard) or wins (Cursed Treasure, R26)', () => {
    for (const cursed of [false, true]) {
      const { table, contest } = atWeighOff({ cursedTreasure: cursed });
      let t = table;
      while (state(t).weighOff?.results.length === 0) t = step(t, { type: 'verdict', heavier: 'none', grams: { left: 1, right: 1 } });
      const s = state(t);
      const r = s.weighOff!.results[0]!;
      const words = contestWords(r, cursed);
      if (r.outcome === 'draw') expect(words.verdict).toBe(`${contest.left} and ${contest.right} both stay in`);
      else {
        expect(words.verdict).toMatch(new RegExp(`^\\w+ beat \\w+${cursed ? ' \\(Cursed Treasure' : '$'}`));
        expect(words.tiebreak).toMatch(
          cursed ? /had no piece left to take out, which wins under Cursed Treasure \(R23, R26\)$/ : /had no piece left to take out \(R23\)$/,
        );
        // The one who had no piece left is the loser in the standard game, the winner in Cursed Treasure.
        const empty = (words.tiebreak ?? '').match(/, (\w+) had no piece left/)?.[1];
        expect(empty).toBe(cursed ? r[r.outcome] : r.eliminated);
      }
      expect(words.weighings.length).toBe(r.tiebreaks + 1);
    }
  });

  it('refuses grams that are not two numbers', () => {
    const { table } = atWeighOff();
    for (const grams of [{ left: 'heavy', right: 1 }, [1, 2], { left: 1 }, { left: 1, right: 2, middle: 3 }, { left: 1e9, right: 1 }]) {
      const r = submit(registry, table, { type: 'verdict', heavier: 'left', grams });
      expect(r.ok, JSON.stringify(grams)).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/verdict: "grams" must be/);
    }
  });
});
