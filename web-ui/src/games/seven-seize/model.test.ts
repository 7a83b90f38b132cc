// How many pieces of a collection the tablet says go on the scale, from the engine's own view.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { emptyTable, submit, view, type Table } from '../../../../games/core/table.ts';
import { inputsToWeighOff } from '../../../../games/seven-seize/testing/to-weigh-off.ts';
import { isSevenSeizeView, piecesToWeigh } from './model.ts';

function play(inputs: unknown[]): Table {
  let t: Table = emptyTable;
  for (const input of inputs) {
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
  }
  return t;
}

/** The view a tablet gets, taken as the tablet takes it: through the game's own check. */
function seven(t: Table) {
  const v = view(t);
  if (!isSevenSeizeView(v)) throw new Error('not a 7 Seize view');
  return v;
}

describe('pieces to weigh', () => {
  it('R22: after a tie each side weighs one piece fewer, not two', () => {
    const { inputs, contest } = inputsToWeighOff(3, 7);
    const before = seven(play(inputs));
    const left = piecesToWeigh(before, contest.left);
    const right = piecesToWeigh(before, contest.right);
    expect(left).toBe(before.collections[contest.left]);
    expect(left).toBeGreaterThan(1);
    const tied = seven(play([...inputs, { type: 'verdict', heavier: 'none' }]));
    expect(tied.weighOff?.contest?.setAside).toEqual({ [contest.left]: 1, [contest.right]: 1 });
    expect(piecesToWeigh(tied, contest.left)).toBe(left - 1);
    expect(piecesToWeigh(tied, contest.right)).toBe(right - 1);
    // Decided: the set-aside pieces go back to their owners (R22) and count again.
    const decided = seven(play([...inputs, { type: 'verdict', heavier: 'none' }, { type: 'verdict', heavier: 'left' }]));
    expect(piecesToWeigh(decided, contest.left)).toBe(left);
  });
});
