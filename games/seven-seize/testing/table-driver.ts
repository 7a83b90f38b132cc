// A GameDriver over the core table, for tests and benchmarks.
import { registry } from '../../index.ts';
import { emptyTable, submit, type Table } from '../../core/table.ts';
import type { Awaiting } from '../../core/types.ts';
import { awaiting } from '../flow.ts';
import type { SevenSeizeState } from '../state.ts';
import type { GameDriver } from './random-game.ts';

export class TableDriver implements GameDriver {
  table: Table = emptyTable;
  /** Called after every accepted input with the tables before and after. */
  constructor(private readonly onStep?: (before: Table, after: Table) => void) {}
  state(): SevenSeizeState {
    return this.table.last?.state as SevenSeizeState;
  }
  view(): { phase: string; awaiting: Awaiting | null; remaining: string[] } {
    const s = this.state();
    if (!s) return { phase: 'none', awaiting: { type: 'start' }, remaining: [] };
    return { phase: s.phase, awaiting: awaiting(s), remaining: s.weighOff?.remaining ?? [] };
  }
  submit(input: unknown): boolean {
    const r = submit(registry, this.table, input);
    if (!r.ok) return false;
    const before = this.table;
    this.table = r.table;
    this.onStep?.(before, r.table);
    return true;
  }
}
