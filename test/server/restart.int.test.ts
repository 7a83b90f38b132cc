// Nothing is lost when the server dies: inputs are fsynced before they are announced, so after a
// SIGKILL a restarted server resumes the same game at the same step; a torn last line is dropped.
// The game is played to the interesting point in-process (the server and its WebSocket hub in this
// process); only the server that is killed runs in a process of its own.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { fakeTableDevice } from '../../server/src/devices/fake-rig-for-tests.ts';
import { startServer, type Running } from '../../server/src/start.ts';
import { TestClient } from '../../server/src/testing.ts';
import type { SessionState } from '#protocol';
import { spawnServer, type ChildServer } from './child-server.ts';
import { everyGame } from '../every-game.ts';

const dirs: string[] = [];
const servers: ChildServer[] = [];
const here: Running[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) if (s.proc.exitCode === null) await s.kill('SIGKILL');
  for (const s of here.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function serve(dataDir: string): Promise<ChildServer> {
  const s = await spawnServer(dataDir);
  servers.push(s);
  return s;
}

/** The server in this process, on `dataDir`; its warnings and errors logged into `log`. */
async function serveHere(dataDir: string, log: string[] = []): Promise<Running & { wsUrl: string; token: string }> {
  const running = await startServer({
    ...everyGame(),
    dataDir,
    device: fakeTableDevice({ rate: 0 }),
    httpPort: 0,
    host: '127.0.0.1',
    token: 'restart-test-token',
    uiDir: null,
    logger: { level: 'warn', stream: { write: (line: string) => void log.push(line) } },
  });
  here.push(running);
  return { ...running, wsUrl: `${running.url.replace(/^http/, 'ws')}/ws`, token: 'restart-test-token' };
}
const stopHere = async (s: Running): Promise<void> => {
  here.splice(here.indexOf(s), 1);
  await s.close();
};

const state = async (s: { url: string }): Promise<SessionState> => (await (await fetch(`${s.url}/api/state`)).json()) as SessionState;

async function play(s: { wsUrl: string; token: string }, inputs: unknown[]): Promise<void> {
  const c = await TestClient.connect(s.wsUrl, { token: s.token });
  for (const input of inputs) await c.act({ type: 'input', input });
  await c.close();
}

describe('restart after kill -9', () => {
  it('resumes the same game at the same step, and the game plays on to the end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-restart-'));
    dirs.push(dir);
    const driver = new TableDriver();
    const inputs = playRandomGame(driver, { players: 3, tieRate: 0.2 }, new Chooser([], 7));
    const half = Math.floor(inputs.length / 2);

    // To the middle of the game in this process; the last inputs before the kill to the server killed.
    const first = await serveHere(dir);
    await play(first, inputs.slice(0, half - 5));
    await stopHere(first);
    const killed = await serve(dir);
    expect((await state(killed)).inputs).toBe(half - 5);
    await play(killed, inputs.slice(half - 5, half));
    const before = await state(killed);
    expect(before.inputs).toBe(half);
    expect(await killed.kill('SIGKILL')).toBeNull();

    const s = await serveHere(dir);
    const after = await state(s);
    expect(after.view).toEqual(before.view);
    expect(after.inputs).toBe(half);
    expect(after.warnings).toEqual([]);

    await play(s, inputs.slice(half));
    const end = await state(s);
    expect(end.view).toMatchObject({ phase: 'finished', awaiting: null });
    expect((end.view as { winners: unknown }).winners).toEqual(driver.state().winners);
  });

  it('drops a torn last line with a warning and goes on from the line before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-torn-'));
    dirs.push(dir);
    const inputs = playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 3)).slice(0, 12);
    const first = await serveHere(dir);
    await play(first, inputs);
    const before = await state(first);
    await stopHere(first);
    // What a crash in the middle of an append leaves behind.
    appendFileSync(join(dir, 'game.jsonl'), '{"type":"reveal","player":"A');

    const log: string[] = [];
    const s = await serveHere(dir, log);
    const after = await state(s);
    expect(after.view).toEqual(before.view);
    expect(after.warnings).toEqual([expect.stringMatching(/game\.jsonl line 13 was cut short .* dropped/)]);
    expect(log.join('')).toMatch(/line 13 was cut short/);
    // The log is whole again: the next input lands on a line of its own.
    const c = await TestClient.connect(s.wsUrl, { token: s.token });
    expect((await c.request({ type: 'input', input: { type: 'undo' } })).type).toBe('ack');
    await c.close();
    const lines = readFileSync(join(dir, 'game.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(13);
    expect(lines.map((l) => JSON.parse(l) as unknown).at(-1)).toEqual({ type: 'undo' });
  });
});
