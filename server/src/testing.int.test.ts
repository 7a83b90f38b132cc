// The tests' WebSocket client (testing.ts): a wait that timed out is gone, and takes nothing from a later wait.
import { afterEach, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { TestClient } from './testing.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

it('a wait that timed out does not move the cursor past a message a later wait asks for', async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => new Promise<void>((r) => wss.close(() => r())));
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const sent = new Promise<(msg: unknown) => void>((r) => wss.once('connection', (ws) => r((msg) => ws.send(JSON.stringify(msg)))));
  const client = await TestClient.connect(`ws://127.0.0.1:${(wss.address() as { port: number }).port}`);
  cleanups.push(() => client.close());
  const send = await sent;
  await expect(client.next('tap', () => true, 1)).rejects.toThrow(/no "tap" message within 1 ms/);
  // A state, then the tap the timed-out wait had asked for, both in before the next wait: the
  // timed-out wait, still listening, took the tap and moved the cursor past the state.
  send({ type: 'state', n: 1 });
  send({ type: 'tap', n: 2 });
  await expect.poll(() => client.received.length).toBe(2);
  expect(await client.next('state', () => true, 2000)).toMatchObject({ n: 1 });
});
