// What pairs a tablet never goes into the log: a tablet's secret (in a WebSocket URL, a hello, a
// Bearer header) and a code of `quartermaster pair` (in the page's URL, a pair message), at log
// level trace with every request logged; the ask's code, which is for the table to see, does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import type { PairingMsg } from '#protocol';
import { logInto, startTestServer, TestClient, type TestServer } from '../testing.ts';
import { makePairCode } from './pair-requests.ts';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ...everyGame(), token: 'a-start-token', logger: { level: 'trace', stream: logInto(lines) }, requestLogging: true });
});
afterAll(() => server.stop());

it('logs neither a host secret nor a pairing code', async () => {
  const ws = `${server.url.replace(/^http/, 'ws')}/ws`;
  const host = await TestClient.connect(ws, { token: 'a-start-token' });
  await host.next('snapshot');
  await host.act({ type: 'pair', action: 'keep' });
  const secret = (await host.next<PairingMsg>('pairing', (m) => m.state === 'paired')).secret!;
  const again = await TestClient.connect(ws, { token: secret });
  await again.next('snapshot');
  await again.request({ type: 'hello', token: secret });
  await fetch(`${server.url}/api/state`, { headers: { authorization: `Bearer ${secret}` } });
  const code = makePairCode(server.dataDir);
  await fetch(`${server.url}/?pair=${code}`);
  const tablet = await TestClient.connect(ws);
  await tablet.next('snapshot');
  await tablet.act({ type: 'pair', action: 'code', code });
  await tablet.next<PairingMsg>('pairing', (m) => m.state === 'paired');
  await Promise.all([host.close(), again.close(), tablet.close()]);
  // The requests were logged (so the test can fail), without the secret or the code.
  await expect.poll(() => lines.filter((l) => l.includes('pair=[hidden]')).length).toBeGreaterThan(0);
  const log = lines.join('');
  expect(log).toContain('a tablet became host by a code of quartermaster pair');
  expect(log).not.toContain(secret);
  expect(log).not.toContain(secret.slice(5, 25));
  expect(log).not.toContain(code);
});
