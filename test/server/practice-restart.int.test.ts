// Practice is practice across a kill -9: `quartermaster serve` in a process of its own begins a
// practice round, is killed mid-round, and started again on the same data directory finds the same
// practice at the same step (held there), not a game of the table's; played on to its end, the round
// leaves no line in the logbook (no `begun` either), so the tablet's Teach me stays on by default for
// the table's first real game. Blackbeard's Booty's guided game comes back as a guided game too, and
// Plunder!'s round, restarted past the step that poured treasures onto the scale, finds them there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogbookReply, ScaleMsg, SessionState, StateMsg } from '#protocol';
import { TestClient } from '../../server/src/testing.ts';
import { playedBefore } from '../../web-ui/src/screens/logbook/logbook-data.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { tempDirs } from '../temp-dir.ts';

const newDir = tempDirs('qm-practice-restart-');
const servers: ChildServer[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const s of servers.splice(0)) if (s.proc.exitCode === null) await s.kill('SIGKILL');
});

async function serve(dataDir: string): Promise<{ server: ChildServer; host: TestClient }> {
  const server = await spawnServer(dataDir, 'practice-restart-token');
  servers.push(server);
  const host = await TestClient.connect(server.wsUrl, { token: server.token });
  clients.push(host);
  await host.next('snapshot');
  return { server, host };
}

/** A table on `dataDir` with `game`'s first round begun and held at its first step. */
async function pausedAtStart(dataDir: string, game: string): Promise<{ server: ChildServer; host: TestClient }> {
  const first = await serve(dataDir);
  await first.host.act({ type: 'firstGame', action: 'start', game });
  await first.host.act({ type: 'firstGame', action: 'pause' });
  await first.host.next<StateMsg>('state', (m) => (m as StateMsg).firstGame?.state === 'paused');
  return first;
}

const state = async (s: { url: string }): Promise<SessionState> => (await (await fetch(`${s.url}/api/state`)).json()) as SessionState;
const logbook = async (s: ChildServer): Promise<LogbookReply> =>
  (await (await fetch(`${s.url}/api/logbook`, { headers: { authorization: `Bearer ${s.token}` } })).json()) as LogbookReply;
const logbookLines = (dataDir: string): string[] => {
  const path = join(dataDir, 'logbook.jsonl');
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
};

describe('a practice game across kill -9', () => {
  it('comes back as the same practice round at the same step, held, and never reaches the logbook', async () => {
    const dir = newDir();
    const first = await pausedAtStart(dir, 'the-high-seize');
    // Mid-round: a few steps played by hand (each answered once it is played).
    for (let i = 0; i < 3; i++) await first.host.act({ type: 'firstGame', action: 'next' });
    const before = await state(first.server);
    const step = before.firstGame?.step ?? 0;
    expect(step).toBeGreaterThan(3);
    expect(logbookLines(dir)).toEqual([]);
    expect(await first.server.kill('SIGKILL')).toBeNull();

    const again = await serve(dir);
    const after = await state(again.server);
    expect(after.game?.id).toBe('the-high-seize');
    expect(after.inputs).toBe(before.inputs);
    expect(after.firstGame).toMatchObject({ kind: 'watch', step, state: 'paused', said: before.firstGame?.said });
    // Played on to its end, a step at a time.
    for (let i = step; i <= (after.firstGame?.steps ?? 0); i++) await again.host.act({ type: 'firstGame', action: 'next' });
    const over = await again.host.next<StateMsg>('state', (m) => (m as StateMsg).firstGame?.state === 'over', 60_000);
    expect(over.view).toMatchObject({ round: 2, history: [{ round: 1, sunk: ['Ann'] }] });
    const book = await logbook(again.server);
    expect(book.games).toEqual([]);
    expect(logbookLines(dir)).toEqual([]);
    // What the tablet's Teach me reads (web-ui/src/screens/logbook/logbook-data.ts): never played, so on.
    expect(playedBefore(book, 'the-high-seize', true)).toBe(false);
  });

  it("Blackbeard's Booty's guided game comes back as a guided game, the computer in its seat", async () => {
    const dir = newDir();
    const first = await serve(dir);
    await first.host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
    await first.host.next<StateMsg>('state', (m) => (m as StateMsg).firstGame?.kind === 'guided');
    expect(await first.server.kill('SIGKILL')).toBeNull();
    const again = await serve(dir);
    const after = await state(again.server);
    expect(after.firstGame?.kind).toBe('guided');
    expect(after.computer?.seats).toEqual({ silver: 'easy' });
    expect(logbookLines(dir)).toEqual([]);
  });

  it("Plunder!'s round, restarted past its pour, finds the treasures poured still in the simulated cup", async () => {
    const dir = newDir();
    const first = await pausedAtStart(dir, 'plunder');
    // Steps 1–4: three moves, then Ann's 6 treasures of 10 g poured into the left cup; step 5 (the cups cleared) shown.
    for (let i = 0; i < 4; i++) await first.host.act({ type: 'firstGame', action: 'next' });
    expect((await state(first.server)).firstGame?.step).toBe(5);
    const poured = (m: unknown) => ((m as ScaleMsg).left ?? 0) > 55;
    await first.host.act({ type: 'watch', scale: true });
    await first.host.next<ScaleMsg>('scale', poured, 30_000);
    expect(await first.server.kill('SIGKILL')).toBeNull();

    const again = await serve(dir);
    expect((await state(again.server)).firstGame).toMatchObject({ step: 5, state: 'paused' });
    await again.host.act({ type: 'watch', scale: true });
    const reading = await again.host.next<ScaleMsg>('scale', poured, 30_000);
    expect(reading.left).toBeLessThan(65);
  });
});
