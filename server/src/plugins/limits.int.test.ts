// Every route is under the one limiter per client address (limits.ts). The routes are walked as
// fastify lists them (printRoutes), with the tablet app and the rig check there, and each must
// answer 429 with the reason once its address has used its limit; a route left out of the
// limiter is caught by the same walk. A request for no route is limited too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testRegistry } from '../../../test/games/coin-game.ts';
import { buildApp } from '../app.ts';
import { fakeTableDevice } from '../devices/fake-rig-for-tests.ts';
import { TableSession } from '../session/table-session.ts';
import type { TableLimits } from './limits.ts';

const SMALL: TableLimits = {
  reads: { max: 3, windowMs: 60_000 },
  control: { max: 2, windowMs: 60_000 },
  messages: { max: 5, windowMs: 60_000 },
  wrongTokens: { max: 3, windowMs: 60_000 },
};

/** What a test opened, closed after it, the last opened first. */
const toClose: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
});

/** The whole app (tablet app, rig check and all), not yet ready: a test may add a plugin of its own. */
async function table(limits: TableLimits = SMALL): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-limits-'));
  const uiDir = mkdtempSync(join(tmpdir(), 'qm-limits-ui-'));
  toClose.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(uiDir, { recursive: true, force: true }),
  );
  writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>tablet</title>');
  const device = fakeTableDevice({ rate: 0 });
  const session = await TableSession.open({ dataDir, device, registry: testRegistry });
  const app = await buildApp({ session, token: 'host-token', uiDir, device, limits, requestLogging: false });
  toClose.push(
    () => session.close(),
    () => app.close(),
  );
  return app;
}

/** Every method and path fastify has, read from `printRoutes` (each line: a path's tail, under its parent's). */
function routesOf(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const parts: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([\s│├└─]*?)([^\s│├└─].*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    const depth = m[1].length / 4 - 1;
    parts.length = depth;
    parts[depth] = m[2];
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, path: parts.join('') });
  }
  return routes;
}

/** The routes that still answer once their address has sent more than any limit allows. */
async function unlimited(app: FastifyInstance): Promise<string[]> {
  const routes = routesOf(app);
  expect(routes.length).toBeGreaterThan(20);
  const over = Math.max(SMALL.reads.max, SMALL.control.max) + 1;
  const left: string[] = [];
  for (const [i, { method, path }] of routes.entries()) {
    // An address of its own for each route: what one route used does not count against the next.
    const remoteAddress = `10.0.${i}.1`;
    const url = `/${path.replace(/:\w+/g, 'x').replace('*', 'x').replace(/^\//, '')}`;
    const send = () => app.inject({ method: method as 'GET', url, remoteAddress, ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }) });
    let last = await send();
    for (let n = 1; n < over; n++) last = await send();
    if (last.statusCode !== 429) left.push(`${method} ${path}`);
    else if (method !== 'HEAD')
      expect(last.json().message, `${method} ${path}`).toMatch(
        /^too many requests: slow down \(at most \d+ (reads|changes) in a minute from one address; try again in /,
      );
  }
  return left;
}

describe('the one limiter', () => {
  it('limits every route fastify has, the tablet app (`*`) and the WebSocket upgrade included', async () => {
    const app = await table();
    const routes = routesOf(app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(expect.arrayContaining(['GET *', 'GET /ws', 'POST /api/logbook/names', 'POST /api/check/answer', 'GET /api/cards']));
    expect(await unlimited(app)).toEqual([]);
  });

  it('catches a route that a plugin registers without the limiter', async () => {
    const app = await table();
    await app.register(async (plugin) => {
      plugin.get('/api/sneaky', { config: { rateLimit: false } }, async () => ({ ok: true }));
    });
    expect(await unlimited(app)).toEqual(['GET /api/sneaky', 'HEAD /api/sneaky']);
  });

  it('limits a request for no route at all', async () => {
    const app = await table();
    const codes: number[] = [];
    for (let n = 0; n < 3; n++) codes.push((await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} })).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });

  it('counts reads and changes apart, each per address, and says when to come back', async () => {
    const app = await table();
    const get = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    for (let n = 0; n < SMALL.reads.max; n++) expect((await get('10.1.0.1')).statusCode).toBe(200);
    const refused = await get('10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^too many requests: slow down \(at most 3 reads in a minute from one address; try again in (a minute|\d+ seconds)\)$/),
    });
    // Another address is not held back, nor is a change from the same one.
    expect((await get('10.1.0.2')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/input', remoteAddress: '10.1.0.1', payload: {} })).statusCode).not.toBe(429);
  });
});
