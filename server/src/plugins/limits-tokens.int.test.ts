// Wrong host tokens are limited hardest (limits.ts), by HTTP and by the WebSocket's `hello` (its
// first, which greets it, and any later one) alike: past a few different wrong tokens an address has no token checked, the right one neither,
// so a short token cannot be guessed; a tablet that keeps one stale token is not locked out by it.
// WebSocket messages count per address over all its connections, beside each connection's bucket.
import { afterEach, describe, expect, it } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import type { SnapshotMsg } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import type { TableLimits } from './limits.ts';

const LIMITS: TableLimits = {
  reads: { max: 1000, windowMs: 60_000 },
  control: { max: 1000, windowMs: 60_000 },
  messages: { max: 12, windowMs: 60_000 },
  wrongTokens: { max: 3, windowMs: 60_000 },
};
const TOKEN = 'right-host-token';
const LOCKED =
  /^(hello: )?too many wrong host tokens from this address: no token is taken from it for (a minute|\d+ seconds); use the tablet as a spectator meanwhile$/;

let server: TestServer;
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});
const start = async () => {
  server = await startTestServer({ ...everyGame(), token: TOKEN, limits: LIMITS });
};
const connect = async (token?: string) => {
  const c = await TestClient.connect(server.wsUrl, { token });
  clients.push(c);
  await c.next('snapshot');
  return c;
};
const state = (token: string) => fetch(`${server.url}/api/state`, { headers: { authorization: `Bearer ${token}` } });

describe('wrong host tokens', () => {
  it('by HTTP: three different wrong ones, then no token is checked, not even the right one; no token at all still reads', async () => {
    await start();
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) expect(((await (await state(guess)).json()) as SnapshotMsg).role).toBe('spectator');
    const refused = await state('guess-4');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(LOCKED);
    const right = await state(TOKEN);
    expect(right.status).toBe(429);
    expect((await fetch(`${server.url}/api/cards`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(429);
    expect(((await (await fetch(`${server.url}/api/state`)).json()) as SnapshotMsg).role).toBe('spectator');
  });

  it('by WebSocket: the first `hello` and later ones count with HTTP; once locked, `hello` with the right token is refused too', async () => {
    await start();
    const byFirstHello = await connect('guess-1');
    expect((await byFirstHello.next('pairing')).message).toMatch(/no longer the host/);
    expect(await byFirstHello.request({ type: 'hello', token: 'guess-2' })).toMatchObject({
      message: expect.stringMatching(/^hello: This tablet is no longer the host/),
    });
    expect((await state('guess-3')).status).toBe(200);
    expect(await byFirstHello.request({ type: 'hello', token: 'guess-4' })).toMatchObject({ type: 'error', message: expect.stringMatching(LOCKED) });
    expect(await byFirstHello.request({ type: 'hello', token: TOKEN })).toMatchObject({ type: 'error', message: expect.stringMatching(LOCKED) });
    expect(await byFirstHello.request({ type: 'input', input: { type: 'start', game: '7-seize', players: ['Ann', 'Bob'] } })).toMatchObject({
      message: expect.stringMatching(/spectators cannot/),
    });
    // A new connection whose first hello carries the right token: greeted as a spectator, told why.
    const locked = await connect(TOKEN);
    expect(locked.received[0]).toMatchObject({ type: 'snapshot', role: 'spectator' });
    expect(await locked.next('pairing')).toMatchObject({ state: 'refused', reason: 'limited', message: expect.stringMatching(LOCKED) });
  });

  it('guesses sent at once, in one batch, are each counted before the next is checked', async () => {
    await start();
    const c = await connect();
    const answers = await Promise.all(['g1', 'g2', 'g2', 'g3', 'g4', 'g5', TOKEN].map((token) => c.request({ type: 'hello', token })));
    expect(
      answers.map((a) => (LOCKED.test(a.message ?? '') ? 'locked' : /^hello: This tablet is no longer the host/.test(a.message ?? '') ? 'wrong' : a.message)),
    ).toEqual([...Array(4).fill('wrong'), ...Array(3).fill('locked')]);
  });

  it('one stale token presented again and again (the table restarted with a new one) is counted once: the host still gets in', async () => {
    await start();
    for (let n = 0; n < 20; n++) expect((await state('token-of-yesterday')).status).toBe(200);
    const stale = await connect('token-of-yesterday');
    for (let n = 0; n < 5; n++) await stale.request({ type: 'hello', token: 'token-of-yesterday' });
    expect(((await (await state(TOKEN)).json()) as SnapshotMsg).role).toBe('host');
    const host = await connect();
    expect(await host.request({ type: 'hello', token: TOKEN })).toMatchObject({ type: 'ack' });
  });
});

describe('WebSocket messages per address', () => {
  it('are limited over all the connections of one address, not only each one', async () => {
    await start();
    const sockets = await Promise.all(Array.from({ length: 4 }, () => connect()));
    // 4 × 5 `hello`s: each connection's own bucket holds 40, the address's limit is 12, and each
    // connection's first hello (the one that greeted it) counted already.
    const answers = await Promise.all(sockets.flatMap((s) => Array.from({ length: 5 }, () => s.request({ type: 'hello' }))));
    expect(answers.filter((a) => a.type === 'ack')).toHaveLength(LIMITS.messages.max - sockets.length);
    const refused = answers.find((a) => a.type === 'error');
    expect(refused?.message).toBe('too many messages: slow down (at most 12 in a minute from one address over all its connections)');
  });
});
