// GET /api/history?since=N&of=D on a real server: only the steps after the N a tablet holds, through
// the same filter by viewer; the whole history again where what it holds no longer stands (an
// undo); a malformed `since` or `of` is a 400 with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryReply } from '#protocol';
import { startTestServer, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';
import { historyQuery, withReply } from '../../../web-ui/src/parts/use-history.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(everyGame());
});
afterAll(() => server.stop());

const get = (path: string, token = server.token) => fetch(`${server.url}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const history = async (path = 'api/history', token = server.token): Promise<HistoryReply> => {
  const r = await get(path, token);
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as HistoryReply;
};
const input = async (body: Record<string, unknown>) => {
  const r = await fetch(`${server.url}/api/input`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
  });
  expect(await r.json(), JSON.stringify(body)).toMatchObject({ ok: true });
};
const types = (h: HistoryReply) => h.steps.map((s) => `${s.input.type}${'card' in s.input ? ` ${s.input.card}` : ''}`);

describe('GET /api/history?since', () => {
  it('sends only the steps after those the tablet holds, and everything again after an undo', async () => {
    await input({ type: 'start', game: 'loot', players: ['Ann', 'Bob'] });
    await input({ type: 'play', card: 'M7.1' });
    await input({ type: 'draw' });
    const whole = await history();
    expect(whole).toMatchObject({ game: 'loot', from: 0 });
    expect(types(whole)).toEqual(['start', 'play M7.1', 'draw']);

    // Nothing new: nothing sent. Then only the new step, and the tablet's copy is the whole.
    expect(await history(historyQuery(whole))).toEqual({ ...whole, from: 3, steps: [] });
    const first = await history('api/history?since=1');
    expect(first.from).toBe(1);
    expect(types(first)).toEqual(['play M7.1', 'draw']);
    await input({ type: 'play', card: 'M5.1' });
    const now = await history();
    const since = await history(historyQuery(whole));
    expect(since.from).toBe(3);
    expect(types(since)).toEqual(['play M5.1']);
    expect(withReply(whole, since)).toEqual(now);

    // Two undone and another step: the tablet's 4 steps no longer stand, the whole history comes again.
    await input({ type: 'undo' });
    await input({ type: 'undo' });
    await input({ type: 'play', card: 'M6.1' });
    const after = await history(historyQuery(withReply(whole, since)));
    expect(after.from).toBe(0);
    expect(types(after)).toEqual(['start', 'play M7.1', 'play M6.1']);
    expect(after).toEqual(await history());
    // More steps held than there are, without a digest: everything again.
    expect((await history('api/history?since=40')).from).toBe(0);
  });

  it('refuses a malformed since or of with 400 and the reason', async () => {
    for (const q of ['since=-1', 'since=abc', 'since=1.5', 'since=', `since=${'9'.repeat(12)}`, 'since=1&of=xyz', 'since=1&of=', 'sinse=1']) {
      const r = await get(`api/history?${q}`);
      expect(r.status, q).toBe(400);
      expect(((await r.json()) as { message: string }).message, q).toMatch(/querystring/);
    }
  });

  it('goes through the same filter by viewer: a spectator of a game that hides its gold is told why (L28)', async () => {
    // The Loot game of the first test is under way.
    const r = await get('api/history?since=1', '');
    expect(r.status).toBe(403);
    expect(((await r.json()) as { message: string }).message).toMatch(/Loot keeps some of the game hidden/);
  });
});
