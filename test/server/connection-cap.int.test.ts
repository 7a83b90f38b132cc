// The table keeps at most so many connections open, in all and from one address: one beyond is
// refused in words (HTTP 503, a WebSocket closed with 1013 and the reason), so that tablets left
// open or a neighbour's flood of idle connections never use up the descriptors the game's own
// files need: with the process's file limit far below the connections opened, a new game still
// goes away to the shelf.
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type Msg, type TestServer } from '../../server/src/testing.ts';
import { TRY_AGAIN_LATER } from '../../server/src/connection-cap.ts';
import { spawnServer } from './child-server.ts';
import { everyGame } from '../every-game.ts';

const sockets: Socket[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) await s.stop();
});

/** A TCP connection that says nothing, from `from` (any of 127.0.0.0/8 is this machine). */
function idle(port: number, from = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(s);
    s.once('connect', () => resolve(s));
    s.once('error', reject);
  });
}

/** A WebSocket from `from`: its first message when it is served, or how it was closed. */
function tablet(url: string, from = '127.0.0.1'): Promise<{ first: Msg } | { code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress: from });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello' })));
    ws.once('message', (d) => {
      resolve({ first: JSON.parse(String(d)) as Msg });
      ws.close();
    });
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    ws.once('error', reject);
  });
}

/** Waits until the server holds `n` connections (a state, looked at until it holds). */
async function holding(server: TestServer, n: number): Promise<void> {
  const count = () => new Promise<number>((resolve, reject) => server.app.server.getConnections((e, c) => (e ? reject(e) : resolve(c))));
  while ((await count()) !== n) await new Promise((resolve) => setImmediate(resolve));
}

describe('the cap on connections', () => {
  it('beyond the cap an HTTP request gets 503 and a WebSocket is closed with the reason; once one closes, the next is served', async () => {
    const server = await startTestServer({ ...everyGame(), connections: { max: 3, perAddress: 3 } });
    servers.push(server);
    const held = [await idle(server.port, '127.0.0.2'), await idle(server.port, '127.0.0.3'), await idle(server.port, '127.0.0.4')];
    const full = 'the table has too many connections open (at most 3): close a tab or a device, then try again';
    const reply = await fetch(`${server.url}/api/state`);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('connection')).toBe('close');
    expect(await reply.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: full });
    expect(await tablet(server.wsUrl, '127.0.0.5')).toEqual({ code: TRY_AGAIN_LATER, reason: full });
    held[0]?.destroy();
    await holding(server, 2);
    expect(await tablet(server.wsUrl, '127.0.0.5')).toEqual({ first: expect.objectContaining({ type: 'snapshot' }) });
  });

  it('one address beyond its share is refused while another address is served', async () => {
    const server = await startTestServer({ ...everyGame(), connections: { max: 10, perAddress: 2 } });
    servers.push(server);
    await idle(server.port);
    await idle(server.port);
    expect(await tablet(server.wsUrl)).toEqual({
      code: TRY_AGAIN_LATER,
      reason: 'this device has too many connections open to the table (at most 2): close some tabs, then try again',
    });
    expect(await tablet(server.wsUrl, '127.0.0.9')).toEqual({ first: expect.objectContaining({ type: 'snapshot' }) });
  });

  it('with 1.5 times the file limit in idle connections, the host still plays and puts a game away (no EMFILE)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-cap-'));
    // 256 descriptors: the server's start (loading its modules) may hold over 128 open at once; once
    // started it uses about 30 of its own, and 40 connections and 32 being refused fit beside them.
    const child = await spawnServer(dir, 'cap-test-token', ['--max-connections', '40'], ['prlimit', '--nofile=256:256']);
    try {
      const port = Number(new URL(child.url).port);
      for (let i = 0; i < 384; i++) {
        // Past the cap a connection may be closed as soon as it is accepted: that is the cap at work.
        await idle(port).catch(() => undefined);
      }
      const host = new WebSocket(child.wsUrl, { localAddress: '127.0.0.2' });
      const replies: Msg[] = [];
      host.on('message', (d) => replies.push(JSON.parse(String(d)) as Msg));
      await new Promise((resolve, reject) => {
        host.once('open', resolve);
        host.once('error', reject);
      });
      host.send(JSON.stringify({ type: 'hello', token: child.token }));
      const ask = async (ref: string, msg: Record<string, unknown>): Promise<Msg> => {
        host.send(JSON.stringify({ ...msg, ref }));
        for (;;) {
          const r = replies.find((m) => m.ref === ref);
          if (r) return r;
          await new Promise((resolve) => host.once('message', resolve));
        }
      };
      const start = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };
      expect(await ask('1', { type: 'input', input: start })).toEqual({ type: 'ack', ref: '1' });
      expect(await ask('2', { type: 'newGame', start })).toEqual({ type: 'ack', ref: '2' });
      host.close();
    } finally {
      for (const s of sockets.splice(0)) s.destroy();
      await child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
