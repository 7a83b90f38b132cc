// The computer waits for a lesson, through the hub: while a host tablet teaches, the computer's reply
// to a position waits until that tablet says the position's lesson was seen (the state says so:
// `computer.lesson`), then comes; with no teaching tablet connected it comes at once. A bad `lesson`
// message is refused in words, and a spectator may not send one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotMsg, StateMsg } from '#protocol';
import { registry } from '../../../games/index.ts';
import { emptyTable, type Table } from '../../../games/core/table.ts';
import type { GameInput } from '../../../games/core/types.ts';
import { openTableDevice } from '../devices/open.ts';
import { type Running, startServer } from '../start.ts';
import { TestClient } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';
import { accepted } from '../../../games/core/testing/accepted.ts';

const running: Running[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function table(): Promise<{ connect(role?: 'spectator'): Promise<TestClient> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-lesson-'));
  const r = await startServer({
    dataDir,
    device: await openTableDevice({ dataDir }),
    ...everyGame(),
    httpPort: 0,
    host: '127.0.0.1',
    token: 'lesson-token',
    uiDir: null,
    logger: false,
    computerBudgetMs: 20,
  });
  running.push(r);
  const ws = `${r.url.replace(/^http/, 'ws')}/ws`;
  return {
    async connect(role) {
      const c = await TestClient.connect(ws, role ? {} : { token: 'lesson-token' });
      clients.push(c);
      return c;
    },
  };
}

const START = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Computer' }, options: { first: 'gold' } };
const lastBy = (m: unknown) => ((m as StateMsg).view as { lastMove?: { by?: string } | null }).lastMove?.by;

/** The game as the test follows it (the server's moves mirrored): Ann's moves are the easy pirate's choice for her seat. */
class Mirror {
  private table: Table = emptyTable;
  constructor() {
    this.apply(START);
  }
  apply(input: unknown): void {
    this.table = accepted(registry, this.table, input);
  }
  /** Ann's move, played on the server and here. */
  async annMoves(host: TestClient): Promise<void> {
    const input = registry.get('blackbeards-booty')?.computer?.choose(this.table.last?.state, 'easy', 1, 7) as GameInput;
    await host.act({ type: 'input', input });
    this.apply(input);
  }
  /** The computer's move, seen in a state, played here. */
  follow(s: StateMsg): void {
    const m = (s.view as { lastMove?: { from: string; to: string } }).lastMove;
    if (m) this.apply({ type: 'move', from: m.from, to: m.to });
  }
}

describe('the computer waits for a lesson', () => {
  it("holds its reply until the teaching tablet has seen the lesson of the player's move; with none teaching, replies at once", async () => {
    const t = await table();
    const host = await t.connect();
    await host.next<SnapshotMsg>('snapshot');
    await host.act({ type: 'newGame', start: START, computer: { silver: 'easy' } });
    await host.act({ type: 'lesson', teaching: true });
    const game = new Mirror();
    await game.annMoves(host);
    const moved = await host.next<StateMsg>('state', (m) => (m as StateMsg).inputs === 2);
    // Held: the computer's turn, and it waits for the lesson.
    const held = moved.computer?.lesson ? moved : await host.next<StateMsg>('state', (m) => (m as StateMsg).computer?.lesson === true);
    expect(held.computer).toMatchObject({ lesson: true, thinking: null });
    expect(lastBy(held)).toBe('gold');
    // A lesson seen at another position opens nothing: still held.
    await host.act({ type: 'lesson', teaching: true, seen: held.position + 1 });
    const still = await (await t.connect()).next<SnapshotMsg>('snapshot', () => true);
    expect(still.computer?.lesson).toBe(true);
    expect(still.inputs).toBe(2);
    // Seen: the computer answers.
    await host.act({ type: 'lesson', teaching: true, seen: held.position });
    const answered = await host.next<StateMsg>('state', (m) => lastBy(m) === 'silver', 30_000);
    expect(answered.computer?.lesson).toBeUndefined();
    game.follow(answered);
    // The teaching tablet gone, the next reply is not held.
    await host.close();
    const other = await t.connect();
    await other.next<SnapshotMsg>('snapshot');
    await game.annMoves(other);
    await other.next<StateMsg>('state', (m) => lastBy(m) === 'silver' && (m as StateMsg).inputs === 5, 30_000);
  });

  it('refuses a bad lesson message in words, and a spectator may not send one', async () => {
    const t = await table();
    const host = await t.connect();
    const bad = async (msg: Record<string, unknown>) => (await host.request(msg)).message ?? '';
    expect(await bad({ type: 'lesson' })).toMatch(/lesson: .*teaching/);
    expect(await bad({ type: 'lesson', teaching: 'yes' })).toMatch(/teaching/);
    expect(await bad({ type: 'lesson', teaching: true, seen: -1 })).toMatch(/seen/);
    expect(await bad({ type: 'lesson', teaching: true, seen: 'now' })).toMatch(/seen/);
    expect(await bad({ type: 'lesson', teaching: true, extra: 1 })).toMatch(/extra|not allowed|unknown/i);
    const spectator = await t.connect('spectator');
    expect((await spectator.request({ type: 'lesson', teaching: true })).message).toMatch(/spectators cannot send "lesson"/);
  });
});
