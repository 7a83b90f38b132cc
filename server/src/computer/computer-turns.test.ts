// The computer's turns at a table run by the core, with Blackbeard's Booty's computer pirate: a
// human against the hard pirate, a whole game between two computer pirates, and an undo while the
// pirate thinks.
import { afterAll, describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../../games/core/table.ts';
import { registry } from '../../../games/index.ts';
import type { BootyState } from '../../../games/blackbeards-booty/state.ts';
import { ThinkingWorker } from './thinking-worker.ts';
import { ComputerTurns, type SeatTable } from './computer-turns.ts';

const pirate = new ThinkingWorker(new URL('../../../games/index.ts', import.meta.url));
afterAll(() => pirate.close());

class CoreTable implements SeatTable {
  table: Table = emptyTable;
  version = 0;
  seats?: ComputerTurns;
  current() {
    return this.table.module ? { module: this.table.module, state: this.table.last?.state, version: this.version } : null;
  }
  input(raw: { type: string } & Record<string, unknown>): boolean {
    const out = submit(registry, this.table, raw);
    if (!out.ok) return false;
    this.table = out.table;
    this.version++;
    this.seats?.poke();
    return true;
  }
  get state() {
    return this.table.last?.state as BootyState;
  }
}

const startInput = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Pirate' }, options: { first: 'gold', targetScore: 13 } };

describe('computer pirates at the table', () => {
  it('answers a human move with its own, as an input of the table', async () => {
    const t = new CoreTable();
    const played: string[] = [];
    t.seats = new ComputerTurns(t, pirate, 100, { played: (c, m) => played.push(`${c} ${(m as { from?: string }).from}-${(m as { to?: string }).to}`) });
    t.input(startInput);
    t.seats.seat('silver', 'hard');
    expect(t.input({ type: 'move', from: 'c2', to: 'c3' })).toBe(true);
    await expect.poll(() => t.state.moves, { timeout: 20_000 }).toBe(2);
    expect(t.state.toMove).toBe('gold');
    expect(played).toHaveLength(1);
    expect(played[0]).toMatch(/^silver [a-f][1-6]-[a-f][1-6]$/);
  });

  it('plays a whole game, hard against easy, to its end', async () => {
    const t = new CoreTable();
    t.seats = new ComputerTurns(t, pirate, 30);
    t.input(startInput);
    t.seats.seat('gold', 'easy');
    t.seats.seat('silver', 'hard');
    await expect.poll(() => t.state.phase, { timeout: 60_000, interval: 100 }).toBe('finished');
    expect(t.state.winners).toEqual(['Pirate']);
  });

  it('drops an answer that comes after an undo, and thinks again about the new position', async () => {
    const t = new CoreTable();
    const thinking: string[] = [];
    t.seats = new ComputerTurns(t, pirate, 300, { thinking: (c) => thinking.push(c) });
    t.input(startInput);
    t.seats.seat('silver', 'hard');
    t.input({ type: 'move', from: 'c2', to: 'c3' }); // the pirate starts thinking …
    t.input({ type: 'undo' }); // … and the move is taken back: gold to move again
    t.input({ type: 'move', from: 'a2', to: 'a3' }); // a different position for silver
    await expect.poll(() => t.state.moves, { timeout: 20_000 }).toBe(2);
    expect(t.state.cells[14]).toEqual([]); // c3 is empty: the first move really was undone
    expect(thinking.length).toBeGreaterThanOrEqual(2);
  });

  it("an undo of the pirate's answer and the move before it leaves it thinking about nothing (B29)", async () => {
    const t = new CoreTable();
    t.seats = new ComputerTurns(t, pirate, 100);
    t.input(startInput);
    t.seats.seat('silver', 'hard');
    t.input({ type: 'move', from: 'c2', to: 'c3' });
    await expect.poll(() => t.state.moves, { timeout: 20_000 }).toBe(2);
    t.input({ type: 'undo' }); // silver to move again: the pirate starts thinking …
    expect(t.seats.thinking()).toBe('silver');
    t.input({ type: 'undo' }); // … and Ann's move goes too: gold to move, nothing to think about
    expect(t.state.moves).toBe(0);
    expect(t.seats.thinking()).toBeNull();
    // The answer still on its way is dropped when it comes: the position stays Ann's to move.
    t.input({ type: 'move', from: 'a2', to: 'a3' });
    await expect.poll(() => t.state.moves, { timeout: 20_000 }).toBe(2);
    expect(t.state.cells[14]).toEqual([]); // c3 stayed empty
  });
});
