// Drives a table of Blackbeard's Booty through the core, as the server and `replay` do.
import { registry } from '../../index.ts';
import { emptyTable, submit, type Table, view } from '../../core/table.ts';
import type { BootyState } from '../state.ts';

export class Game {
  table: Table = emptyTable;
  reasons: string[] = [];

  /** Submits one input; returns the rejection reason, or null when accepted. */
  input(raw: unknown): string | null {
    const out = submit(registry, this.table, raw);
    if (!out.ok) {
      this.reasons.push(out.reason);
      return out.reason;
    }
    this.table = out.table;
    return null;
  }

  /** Plays "c2-c3" style moves, failing loudly on a rejection. */
  play(...moves: string[]): this {
    for (const m of moves) {
      const [from, to] = m.split('-');
      const why = this.input({ type: 'move', from, to });
      if (why) throw new Error(`${m} rejected: ${why}`);
    }
    return this;
  }

  get state(): BootyState {
    return this.table.last?.state as BootyState;
  }

  // biome-ignore lint/suspicious/noExplicitAny: tests read the printed view freely.
  get view(): any {
    return view(this.table);
  }

  /** A table with state `s` as its start (hand-made positions). */
  static at(s: BootyState): Game {
    const g = new Game();
    g.table = { module: registry.get('blackbeards-booty') ?? null, last: { prev: null, input: { type: 'start' }, state: s, length: 1, shows: null } };
    return g;
  }
}

export const start = (options: Record<string, unknown> = {}) => ({
  type: 'start',
  game: 'blackbeards-booty',
  players: { gold: 'Ann', silver: 'Bob' },
  options,
});
