// A slow tablet never holds up the others, and gets the latest state when it catches up.
import { expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { TestClient, type TestServer } from '../testing.ts';
import type { StateMsg } from '#protocol';
import { tableEach } from '../../../test/table-each.ts';

let server: TestServer;
tableEach((s) => (server = s));

it('skips a client whose socket is full and sends it only the latest state later', async () => {
  const fast = await TestClient.connect(server.wsUrl);
  const slow = await TestClient.connect(server.wsUrl);
  await fast.next('snapshot');
  await slow.next('snapshot');
  // The slow tablet stops reading: its TCP window fills, then the server's send buffer.
  const slowSocket = (slow.ws as unknown as { _socket: Socket })._socket;
  slowSocket.pause();

  server.session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus'] });
  const changes = 6000;
  for (let i = 0; i < changes; i++) {
    server.session.reader.attributeTap(['Ann', 'Bob', 'Cy'][i % 3] as string);
    if (i % 500 === 0) await new Promise((r) => setImmediate(r));
  }
  const last = server.session.currentVersion;
  const fastLast = await fast.next<StateMsg>('state', (m) => (m as StateMsg).version === last, 20_000);
  expect(fastLast.tapFor).toBe('Cy');

  slowSocket.resume();
  const slowLast = await slow.next<StateMsg>('state', (m) => (m as StateMsg).version === last, 20_000);
  expect(slowLast.tapFor).toBe('Cy');
  const slowStates = slow.received.filter((m) => m.type === 'state').length;
  const fastStates = fast.received.filter((m) => m.type === 'state').length;
  // The fast tablet had the last state while the slow one still read nothing (awaited above). It
  // reads as fast as this busy test process lets it: on a loaded machine its own buffer may fill
  // now and then too, and it is skipped like any slow client, so only "far more" is certain.
  expect(fastStates).toBeGreaterThan(changes / 2);
  // Intermediate states were dropped for the slow client, not queued without bound.
  expect(slowStates).toBeLessThan(changes);
  expect(slowStates).toBeLessThan(fastStates);
  await fast.close();
  await slow.close();
});

it('sends a held-back state before a tap, so a tablet never reads a tap against the turn before', async () => {
  const slow = await TestClient.connect(server.wsUrl);
  await slow.next('snapshot');
  const slowSocket = (slow.ws as unknown as { _socket: Socket })._socket;
  slowSocket.pause();
  server.session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] });
  // Enough changes to fill the socket: the last ones are held back for this tablet.
  for (let i = 0; i < 6000; i++) {
    server.session.reader.attributeTap(['Ann', 'Bob', 'Cy'][i % 3] as string);
    if (i % 500 === 0) await new Promise((r) => setImmediate(r));
  }
  const last = server.session.currentVersion;
  server.session.emit('tap', { type: 'tap', outcome: 'ignored', message: 'a card on the reader while nothing is awaited' });
  slowSocket.resume();
  const tap = await slow.next('tap', undefined, 20_000);
  const before = slow.received.slice(0, slow.received.indexOf(tap));
  expect(before.some((m) => m.type === 'state' && (m as StateMsg).version === last)).toBe(true);
  await slow.close();
});
