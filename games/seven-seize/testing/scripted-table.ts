// A tiny script runner for tests: `.do()` must be accepted, `.no()` must be refused and leave
// the state untouched.
import { expect } from 'vitest';
import { registry } from '../../index.ts';
import { awaiting as tableAwaiting, emptyTable, submit, view, type Table } from '../../core/table.ts';
import type { Awaiting } from '../../core/types.ts';
import type { SevenSeizeState } from '../state.ts';

export class Scenario {
  table: Table = emptyTable;
  constructor(players: string[], options: Record<string, unknown> = {}) {
    this.do({ type: 'start', game: '7-seize', players, options });
  }
  get s(): SevenSeizeState {
    return this.table.last?.state as SevenSeizeState;
  }
  get awaiting(): Awaiting | null {
    return tableAwaiting(this.table);
  }
  get view(): Record<string, unknown> {
    return view(this.table);
  }
  do(input: unknown): this {
    const r = submit(registry, this.table, input);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(input)}: ${r.reason}`);
    this.table = r.table;
    return this;
  }
  no(input: unknown, reason: RegExp): this {
    const before = this.table;
    const r = submit(registry, this.table, input);
    expect(r.ok, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
    expect(this.table).toBe(before);
    return this;
  }
  reveal(cards: Record<string, string>): this {
    for (const [player, card] of Object.entries(cards)) this.do({ type: 'reveal', player, card });
    return this;
  }
  divvy(red: number, black: number): this {
    return this.do({ type: 'divvy', red, black });
  }
}
