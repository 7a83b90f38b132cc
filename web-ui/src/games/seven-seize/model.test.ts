// How many pieces of a collection the tablet says go on the scale, from the engine's own view.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { emptyTable, submit, view, type Table } from '../../../../games/core/table.ts';
import { inputsToWeighOff } from '../../../../games/seven-seize/testing/to-weigh-off.ts';
import { type GameView, piecesToWeigh } from './model.ts';

function play(inputs: unknown[]): Table {
  let t: Table = emptyTable;
  for (const input of inputs) {
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
  }
  return t;
}

describe('pieces to weigh', () => {
  it('R22: after a tie each side weighs one piece fewer, not two', () => {
    const { inputs, contest } = inputsToWeighOff(3, 7);
    const before = view(play(inputs)) as unknown as GameView;
    const left = piecesToWeigh(before, contest.left);
    const right = piecesToWeigh(before, contest.right);
    expect(left).toBe(before.collections[contest.left]);
    expect(left).toBeGreaterThan(1);
    const tied = view(play([...inputs, { type: 'verdict', heavier: 'none' }])) as unknown as GameView;
    expect(tied.weighOff?.contest?.setAside).toEqual({ [contest.left]: 1, [contest.right]: 1 });
    expect(piecesToWeigh(tied, contest.left)).toBe(left - 1);
    expect(piecesToWeigh(tied, contest.right)).toBe(right - 1);
    // Decided: the set-aside pieces go back to their owners (R22) and count again.
    const decided = view(play([...inputs, { type: 'verdict', heavier: 'none' }, { type: 'verdict', heavier: 'left' }])) as unknown as GameView;
    expect(piecesToWeigh(decided, contest.left)).toBe(left);
  });
});
