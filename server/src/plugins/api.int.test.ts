// The HTTP API on a real server: public reads, host-only writes, bodies checked by schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
beforeAll(async () => {
  // The rate limit is sent 80 requests at once, each on a connection of its own: room for them all
  // from one address (the connection cap is connection-cap.int.test.ts's).
  server = await startTestServer({ ...everyGame(), connections: { max: 256, perAddress: 256 } });
});
afterAll(() => server.stop());

const api = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers: Record<string, string> = { ...(init.body ? { 'content-type': 'application/json' } : {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${server.url}${path}`, { ...init, headers });
};

describe('HTTP API', () => {
  it('health and state are public; the token makes the role host', async () => {
    expect(await (await api('/api/health')).json()).toMatchObject({ ok: true, protocol: 1 });
    expect(await (await api('/api/state')).json()).toMatchObject({ role: 'spectator', view: { game: null } });
    expect(await (await api('/api/state', { token: server.token })).json()).toMatchObject({ role: 'host' });
  });

  it("refuses a host token in an API address, right or wrong, and says where it goes; the page's host link still opens", async () => {
    for (const token of [server.token, 'a-guess']) {
      const r = await api(`/api/state?token=${token}`);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { message: string }).message).toMatch(/Authorization header \(Bearer TOKEN\), never in the address/);
    }
    const posted = await api(`/api/input?at=0&token=${server.token}`, {
      method: 'POST',
      body: JSON.stringify({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] }),
    });
    expect(posted.status).toBe(400);
    expect(await (await api('/api/state')).json()).toMatchObject({ view: { game: null } });
    expect((await api(`/?token=${server.token}`)).status).toBe(200);
  });

  it('takes inputs only from the host; a refusal is a game answer', async () => {
    const start = JSON.stringify({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    const anon = await api('/api/input', { method: 'POST', body: start });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ message: expect.stringMatching(/host token/) });
    const wrong = await api('/api/input', { method: 'POST', body: start, token: 'guess' });
    expect(wrong.status).toBe(401);
    expect(await (await api('/api/input', { method: 'POST', body: start, token: server.token })).json()).toMatchObject({ ok: true });
    const again = await (await api('/api/input', { method: 'POST', body: start, token: server.token })).json();
    expect(again).toMatchObject({ ok: false, reason: expect.stringMatching(/already under way/) });
    expect(await (await api('/api/log')).text()).toBe('{"type":"start","game":"7-seize","players":["Ann","Bob"],"options":{}}\n');
  });

  it('answers a malformed body with 400 and a reason, and changes nothing', async () => {
    const before = await (await api('/api/state')).json();
    for (const body of ['{"type":', '[]', '{"type":"no such move!"}', '{}']) {
      const r = await api('/api/input', { method: 'POST', body, token: server.token });
      expect(r.status, body).toBe(400);
      expect(((await r.json()) as { message: string }).message.length).toBeGreaterThan(5);
    }
    // A well-formed input the game does not know is the game's to refuse, in its words.
    const r = await api('/api/input', { method: 'POST', body: '{"type":"mutiny"}', token: server.token });
    expect(await r.json()).toMatchObject({ ok: false, reason: expect.stringMatching(/"mutiny"/) });
    expect(await (await api('/api/state')).json()).toEqual(before);
  });

  it('exports and imports the card map (host only), refusing a bad one', async () => {
    expect((await api('/api/cards')).status).toBe(401);
    const map = (await (await api('/api/cards', { token: server.token })).json()) as Record<string, string>;
    expect(Object.keys(map)).toHaveLength(52);
    const bad = await api('/api/cards', { method: 'PUT', body: JSON.stringify({ '0A0B0C0D': 'ZZ' }), token: server.token });
    expect(bad.status).toBe(400);
    const dup = await api('/api/cards', { method: 'PUT', body: JSON.stringify({ '0A0B0C0D': 'AS', '0A0B0C0E': 'AS' }), token: server.token });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toMatchObject({ message: expect.stringMatching(/AS is given to two UIDs/) });
    const ok = await api('/api/cards', { method: 'PUT', body: JSON.stringify({ '0A0B0C0D': 'AS' }), token: server.token });
    expect(await ok.json()).toEqual({ enrolled: 1 });
  });

  it('rate-limits control requests with 429 and a reason: 40 in 2 seconds from one address', async () => {
    // Sent at once and judged against the time they took (on a busy machine a burst may straddle
    // more than one of the limiter's 2-second windows): what is accepted never exceeds what the
    // windows allow, and the rest is refused with the reason.
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 100 }, () => api('/api/input', { method: 'POST', body: '{"type":"undo"}', token: server.token })));
    const windows = Math.ceil((performance.now() - started) / 2000) + 1;
    const codes = replies.map((r) => r.status);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(40 * windows);
    const refused = replies.find((r) => r.status === 429);
    if (40 * windows < 100) expect(refused).toBeDefined();
    if (refused)
      expect(await refused.json()).toMatchObject({
        message: expect.stringMatching(/^too many requests: slow down \(at most 40 changes in 2 seconds from one address; try again in (a|\d+) seconds?\)$/),
      });
  });

  it('publishes the JSON Schema of every WebSocket message', async () => {
    const p = (await (await api('/api/protocol')).json()) as {
      protocol: number;
      clientToServer: Record<string, { properties: Record<string, unknown> }>;
      serverToClient: Record<string, unknown>;
    };
    expect(p.protocol).toBe(1);
    expect(Object.keys(p.clientToServer).sort()).toEqual([
      'attributeTap',
      'computer',
      'count',
      'deleteSaved',
      'enrol',
      'firstGame',
      'hello',
      'input',
      'lesson',
      'newGame',
      'pair',
      'resume',
      'sim',
      'watch',
      'weigh',
    ]);
    expect(Object.keys(p.serverToClient).sort()).toEqual(['ack', 'error', 'hosts', 'pairing', 'scale', 'snapshot', 'state', 'tap']);
    expect(p.clientToServer.weigh?.properties.action).toMatchObject({ anyOf: expect.arrayContaining([{ const: 'loaded', type: 'string' }]) });
  });

  it('serves a page at / even without a built UI', async () => {
    const r = await api('/');
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/Quartermaster/);
  });
});
