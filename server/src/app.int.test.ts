// What every HTTP answer carries and what the log never does: the host token stays out of the
// log at every level, and no page leaks its URL (with ?token=…) to another site as a Referer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInto, startTestServer, TestClient, type TestServer } from './testing.ts';
import WebSocket from 'ws';
import { everyGame } from '../../test/every-game.ts';

const TOKEN = 'never-in-the-log-42';
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ...everyGame(), token: TOKEN, logger: { level: 'trace', stream: logInto(lines) }, requestLogging: true });
});
afterAll(() => server.stop());

describe('the host token is never logged', () => {
  it('not by a request with ?token=, nor a Bearer header, nor a WebSocket address or hello, at log level trace', async () => {
    await fetch(`${server.url}/api/state`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await fetch(`${server.url}/?token=${TOKEN}`);
    await fetch(`${server.url}/api/cards`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await fetch(`${server.url}/api/input?token=${TOKEN}`, { method: 'POST', body: '{"type":"mutiny"}', headers: { 'content-type': 'application/json' } });
    // A WebSocket with the key in its address is refused (the key goes in its hello), and not logged either.
    const inAddress = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws?token=${TOKEN}`);
    await new Promise((resolve) => inAddress.once('close', resolve));
    const ws = await TestClient.connect(`${server.url.replace(/^http/, 'ws')}/ws`, { token: TOKEN });
    await ws.next('snapshot');
    await ws.request({ type: 'hello', token: TOKEN });
    await ws.request({ type: 'input', input: { type: 'start', game: '7-seize', players: ['Ann', 'Bob'] } });
    await ws.close();
    // The requests were logged (so the test can fail), without the token.
    await expect.poll(() => lines.filter((l) => l.includes('/api/state')).length).toBeGreaterThan(0);
    expect(lines.join('')).toContain('token=');
    expect(lines.join('')).not.toContain(TOKEN);
  });
});

describe('Referrer-Policy', () => {
  it('every response says no-referrer: pages, API answers, refusals, unknown routes', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/?token=${TOKEN}`),
      fetch(`${server.url}/api/state`),
      fetch(`${server.url}/api/cards`),
      fetch(`${server.url}/api/input`, { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } }),
      fetch(`${server.url}/no-such-page`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 400, 404]);
    for (const r of answers) expect(r.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
