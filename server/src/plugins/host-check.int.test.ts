// DNS rebinding and other sites' pages, against a real server: a request whose Host names anything
// but the table is refused (421) on every route and on the WebSocket's upgrade, whatever its Origin;
// the table's own names are served; an Origin must be the table's own, scheme included; and every
// answer carries the security headers, without any that would send a tablet to https.
import { request } from 'node:http';
import { connect as tcp } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import { startTestServer, type TestServer } from '../testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...everyGame(), hostNames: ['table.example'] });
});
afterAll(() => server.stop());

/** An HTTP request to the server with these headers (Host among them, as a browser would send it). */
function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The WebSocket upgrade's answer: 101, or the status it was refused with. */
function upgrade(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', reject);
  });
}

const REFUSED =
  /^this table does not answer to the name "evil\.example:\d+": open it by the address it printed when it started \(to give it a name of your own: quartermaster serve --host-name NAME\)$/;

describe('the Host header', () => {
  it('another name is refused with 421 on the reads, the logbook export and the WebSocket upgrade, even with its own Origin', async () => {
    const evil = { host: `evil.example:${server.port}`, origin: `http://evil.example:${server.port}` };
    for (const path of ['/api/state', '/api/logbook.csv', '/api/log', '/']) {
      const r = await get(path, evil);
      expect(r.status, path).toBe(421);
      expect(JSON.parse(r.body)).toMatchObject({ error: 'Misdirected Request', message: expect.stringMatching(REFUSED) });
    }
    expect(await upgrade(evil)).toBe(421);
    expect(await upgrade({ host: `evil.example:${server.port}` })).toBe(421);
  });

  it("the table's own names are served: loopback, localhost, its addresses, its host name and .local name, a name given to it", async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .flatMap((i) => (i?.family === 'IPv4' ? [i.address] : i ? [`[${i.address}]`] : []));
    const names = ['127.0.0.1', '127.0.0.2', 'localhost', '[::1]', hostname(), `${hostname()}.local`, 'table.example', 'TABLE.example.', ...own];
    for (const name of names) expect((await get('/api/state', { host: `${name}:${server.port}` })).status, name).toBe(200);
    expect(await upgrade({ host: `${hostname()}.local:${server.port}` })).toBe(101);
  });

  it('the right name on another port, and no Host at all, are refused', async () => {
    expect((await get('/api/state', { host: `127.0.0.1:${server.port + 1}` })).status).toBe(421);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const s = tcp(server.port, '127.0.0.1', () => s.write('GET /api/state HTTP/1.0\r\n\r\n'));
      s.on('data', (d) => (text += d));
      s.on('end', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(answer).toMatch(/this table does not answer to no Host/);
  });
});

describe('the Origin header', () => {
  const host = () => `127.0.0.1:${server.port}`;

  it("must be the table's own, scheme included, on the WebSocket upgrade", async () => {
    expect(await upgrade({ host: host(), origin: `http://${host()}` })).toBe(101);
    expect(await upgrade({ host: host(), origin: `https://${host()}` })).toBe(403);
    expect(await upgrade({ host: host(), origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade({ host: host(), origin: 'null' })).toBe(403);
  });

  it("and on any request that carries one: another site's page cannot post to the table", async () => {
    const r = await get('/api/input', { host: host(), origin: 'http://evil.example', 'content-type': 'application/json' }, 'POST');
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).message).toBe('a request from the page "http://evil.example" is refused: open the tablet page from this table');
  });
});

describe('security headers', () => {
  it('on every answer: a CSP of its own scripts and styles, framed by nobody, nosniff; no HSTS, no upgrade to https', async () => {
    for (const path of ['/', '/api/state', '/api/no-such-route', '/api/cards']) {
      const { headers } = await get(path, { host: `127.0.0.1:${server.port}` });
      const csp = String(headers['content-security-policy']);
      expect(csp.split(';')).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "connect-src 'self'",
          "script-src 'self'",
          "style-src 'self'",
          "frame-ancestors 'none'",
          "img-src 'self' data:",
        ]),
      );
      expect(csp).not.toMatch(/upgrade-insecure-requests|unsafe/);
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});
