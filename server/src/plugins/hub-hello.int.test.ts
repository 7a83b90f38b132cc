// A tablet's host key travels in its first WebSocket message (`hello`), never in the address (a
// browser prints a failed WebSocket's address in its console; proxies and histories keep
// addresses): against a real server, a key in the address is refused in words, the first hello
// decides what the first snapshot is, a tablet that says nothing is greeted as a spectator after
// HELLO_MS, and messages sent right behind the hello are taken after it.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import type { SnapshotMsg } from '#protocol';
import { startTestServer, TestClient, type Msg, type TestServer } from '../testing.ts';

let server: TestServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await startTestServer(everyGame());
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.stop();
});
const connect = async (opts: { token?: string; hello?: boolean }): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, opts);
  clients.push(c);
  return c;
};
const start3 = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };

describe('the host key', () => {
  it('in the address: the connection is closed at once with the reason, and told nothing of the table', async () => {
    const ws = new WebSocket(`${server.wsUrl}?token=${server.token}`);
    // Whichever comes first: its close, or anything it is told.
    const answer = await new Promise<{ code: number; reason: string } | { told: string }>((resolve, reject) => {
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
      ws.once('message', (d) => {
        resolve({ told: String(d).slice(0, 200) });
        ws.close();
      });
      ws.once('error', reject);
    });
    expect(answer).toEqual({ code: 1008, reason: 'the host key goes in the first message (hello), never in the address' });
  });

  it("in the first hello: the first snapshot is a host's, and no spectator's came before it", async () => {
    const c = await connect({ token: server.token });
    expect((await c.next<SnapshotMsg>('snapshot')).role).toBe('host');
    expect(c.received.filter((m) => m.type === 'snapshot').map((m) => m.role)).toEqual(['host']);
  });

  it('a wrong one in the first hello: greeted as a spectator and told why, without an error', async () => {
    const c = await connect({ token: 'a-stale-token' });
    expect((await c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
    expect(await c.next('pairing')).toMatchObject({ state: 'refused', reason: 'restarted' });
    expect(c.received.filter((m) => m.type === 'error')).toEqual([]);
  });
});

describe('before the hello', () => {
  it('a tablet that says nothing is greeted as a spectator after a moment; a hello then makes it host', async () => {
    const c = await connect({ hello: false });
    expect((await c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
    expect(await c.request({ type: 'hello', token: server.token })).toMatchObject({ type: 'ack' });
    expect((await c.next<SnapshotMsg>('snapshot')).role).toBe('host');
  });

  it('any other first message greets it as a spectator first, then is answered', async () => {
    const c = await connect({ hello: false });
    c.send({ type: 'input', input: start3, ref: 'early' });
    const answer = await c.next('error');
    expect(answer).toMatchObject({ ref: 'early', message: expect.stringMatching(/spectators cannot/) });
    expect(c.received[0]).toMatchObject({ type: 'snapshot', role: 'spectator' });
    c.send('not json');
    expect((await c.next('error')).message).toMatch(/^not JSON/);
  });

  it('messages sent right behind the hello are taken after it, as a host', async () => {
    const c = await connect({ hello: false });
    c.send({ type: 'hello', token: server.token });
    const answers = await Promise.all([c.request({ type: 'input', input: start3 }), c.request({ type: 'input', input: { type: 'undo' } })]);
    expect(answers.map((a: Msg) => a.type)).toEqual(['ack', 'ack']);
    expect(c.received.filter((m) => m.type === 'snapshot').map((m) => m.role)).toEqual(['host']);
  });
});
