// The games built to end as random games never do end so, by the referee's own reducer.
import { describe, expect, it } from 'vitest';
import { currentState, emptyTable, submit, type Table } from '../../core/table.ts';
import { registry } from '../../index.ts';
import type { BootyState } from '../state.ts';
import { byRepetition } from './ends.ts';
import { BOOTY_KINDS } from './prompt-kinds.ts';

function played(inputs: readonly unknown[]): { table: Table; refused: string[] } {
  let table = emptyTable;
  const refused: string[] = [];
  for (const input of inputs) {
    const o = submit(registry, table, input);
    if (o.ok) table = o.table;
    else refused.push(o.reason);
  }
  return { table, refused };
}

describe("Blackbeard's Booty's ends built from their positions", () => {
  it('by repetition: the third occurrence of the start position ends the game (B25), on the last move and not before', () => {
    const inputs = byRepetition();
    const { table, refused } = played(inputs);
    expect(refused).toEqual([]);
    const s = currentState(table) as BootyState;
    expect(s.result).toBe('repetition');
    expect(BOOTY_KINDS.kindOf(s)).toMatch(/^end: a repetition/);
    const before = currentState(played(inputs.slice(0, -1)).table) as BootyState;
    expect(before.phase).toBe('move');
  });
});
