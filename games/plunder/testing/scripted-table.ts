// Drives Plunder! through the core table, as replay and the server do, for the tests.
import { registry } from '../../index.ts';
import { currentState, emptyTable, submit, view, type Table } from '../../core/table.ts';
import { applyEffects } from '../effects.ts';
import type { Effect } from '../inputs.ts';
import { clone } from '../ledger.ts';
import type { PlayerState, PlunderState } from '../state.ts';
import { randomInput, type Random } from './random-game.ts';

export interface Played {
  table: Table;
  rejected: { line: number; reason: string }[];
}

/** Submits every input; rejected ones are listed with their 1-based position. */
export function play(inputs: readonly unknown[], table: Table = emptyTable): Played {
  const rejected: Played['rejected'] = [];
  inputs.forEach((raw, i) => {
    const o = submit(registry, table, raw);
    if (o.ok) table = o.table;
    else rejected.push({ line: i + 1, reason: o.reason });
  });
  return { table, rejected };
}

export const stateOf = (t: Table): PlunderState => currentState(t) as PlunderState;
export const viewOf = (t: Table) => view(t) as ReturnType<typeof view> & Record<string, never>;

export const startLine = (players = ['Ann', 'Bob', 'Cy'], options?: object) => ({
  type: 'start',
  game: 'plunder',
  players,
  ...(options ? { options } : {}),
});

/** The state after `effects` in the pending window of `s`, or null when the engine refuses them. */
export function afterEffects(s: PlunderState, effects: Effect[]): PlunderState | null {
  if (!s.pending) return null;
  const c = clone(s);
  const r = applyEffects(c, c.players[s.pending.seat] as PlayerState, effects);
  return typeof r === 'string' ? null : c;
}

/** A random legal game of up to `steps` inputs; `each` sees every table along the way. */
export function randomGame(r: Random, players: string[], steps: number, each?: (before: Table, input: unknown, after: Table) => void): Table {
  let table = play([startLine(players)]).table;
  for (let i = 0; i < steps; i++) {
    const s = stateOf(table);
    if (s.phase === 'finished') break;
    const input = randomInput(r, s, (effects) => afterEffects(s, effects));
    const o = submit(registry, table, input);
    if (!o.ok) throw new Error(`the random game's input ${JSON.stringify(input)} was refused: ${o.reason}`);
    each?.(table, input, o.table);
    table = o.table;
  }
  return table;
}
