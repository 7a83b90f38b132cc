// The table closes at once, whatever its connections are doing: a browser opens connections ahead
// of the requests it may make (chromium's preconnect) and keeps finished ones alive, and none of
// them may hold up the stop of `quartermaster serve` (a service manager waits for it) or a test's
// server. Each connection below stays open from the client's side; only the server can end it.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { startTestServer, TestClient } from './testing.ts';

/** A raw connection to `port`, and a promise of its end (the server closed it). */
async function openConnection(port: number): Promise<{ socket: Socket; ended: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {}); // a reset is one way the server may end it
  return { socket, ended };
}

describe('closing the table', () => {
  it('ends a connection that never sent a request, one halfway through its headers, a kept-alive one and a WebSocket', async () => {
    const server = await startTestServer({ registry });
    const port = new URL(server.url).port;
    const silent = await openConnection(Number(port));
    const halfway = await openConnection(Number(port));
    halfway.socket.write('GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const keptAlive = await openConnection(Number(port));
    const answered = new Promise<string>((resolve) => keptAlive.socket.once('data', (d) => resolve(String(d))));
    keptAlive.socket.write(`GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(await answered).toMatch(/^HTTP\/1\.1 200 OK/);
    const tablet = await TestClient.connect(server.wsUrl);
    await tablet.next('snapshot');

    // Not one of them closes from its side: the close ends each, and only then resolves.
    await server.stop();
    await Promise.all([silent.ended, halfway.ended, keptAlive.ended]);
    await expect.poll(() => tablet.closed).not.toBeNull();
  });
});
