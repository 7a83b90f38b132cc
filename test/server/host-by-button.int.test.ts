// A spectator's tablet asks to be host and the rig's button makes it one, on the simulated rig
// (its button pressed on a host's virtual panel, as johnny-five hears a real one): nothing else a
// tablet can send makes it host, the press makes host the tablet that asked and no other, and a
// second ask waits for the first. On a table without a button, the ask says what to do instead.
import { afterEach, expect, it } from 'vitest';
import { startTestServer, TestClient } from '../../server/src/testing.ts';
import { HOST_SECRET, type PairingMsg, type SnapshotMsg, type StateMsg } from '#protocol';
import { everyGame } from '../every-game.ts';
import { startVirtualTable, type VirtualTable } from './virtual-table.ts';

let server: VirtualTable | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = null;
});

async function connect(url: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, { token });
  clients.push(c);
  await c.next<SnapshotMsg>('snapshot');
  return c;
}
const latest = (c: TestClient) => c.received.filter((m) => m.type === 'state' || m.type === 'snapshot').at(-1) as StateMsg | undefined;
const roles = (c: TestClient) => c.received.filter((m) => m.type === 'snapshot' || m.type === 'state').map((m) => (m as StateMsg).role);
const press = async (host: TestClient) => {
  await host.act({ type: 'sim', action: 'button', pressed: true });
  await host.act({ type: 'sim', action: 'button', pressed: false });
};

/** The simulated rig's table, a host's tablet on it once the rig's button answers, and where a spectator connects. */
async function tableWithButton(): Promise<{ host: TestClient; spectatorUrl: string }> {
  server = await startVirtualTable();
  const host = await connect(server.wsUrl, server.token);
  await expect.poll(() => latest(host)?.device.parts?.state, { timeout: 20_000 }).toBe('ready');
  return { host, spectatorUrl: server.wsUrl };
}

it("makes host the tablet that asked, by the rig's button and by nothing else", async () => {
  const { host, spectatorUrl } = await tableWithButton();
  const asker = await connect(spectatorUrl);
  const other = await connect(spectatorUrl);

  expect(await asker.request({ type: 'pair', action: 'ask' })).toMatchObject({ type: 'ack' });
  const asking = await asker.next<PairingMsg>('pairing', (m) => m.state === 'asking');
  expect(asking.code).toMatch(/^\d{4}$/);
  expect(asking.message).toMatch(/Press the rig's button now/);
  expect(await host.next<PairingMsg>('pairing', (m) => m.state === 'asked')).toMatchObject({ code: asking.code });
  // One ask at a time: the other tablet is told whose ask waits.
  expect(await other.request({ type: 'pair', action: 'ask' })).toMatchObject({
    type: 'error',
    message: expect.stringContaining(`another tablet is asking to be host (code ${asking.code})`),
  });

  // All a tablet can send without the table: none of it makes a host.
  for (const msg of [
    { type: 'pair', action: 'keep' },
    { type: 'pair', action: 'code', code: 'A'.repeat(22) },
    { type: 'pair', action: 'refuse' },
    { type: 'sim', action: 'button', pressed: true },
    { type: 'hello', token: `host.${'B'.repeat(43)}` },
    { type: 'hello' },
  ])
    expect(await asker.request(msg)).toMatchObject({ type: msg.type === 'hello' && !('token' in msg) ? 'ack' : 'error' });
  expect(roles(asker).every((r) => r === 'spectator')).toBe(true);
  expect(asker.received.some((m) => m.type === 'pairing' && (m as PairingMsg).state === 'paired')).toBe(false);

  // The press at the table.
  await press(host);
  const paired = await asker.next<PairingMsg>('pairing', (m) => m.state === 'paired');
  expect(paired.secret).toMatch(HOST_SECRET);
  expect((await asker.next<SnapshotMsg>('snapshot', (m) => (m as SnapshotMsg).role === 'host')).role).toBe('host');
  expect(await host.next<PairingMsg>('pairing', (m) => m.state === 'ended')).toMatchObject({ code: asking.code });
  // Only the tablet that asked.
  expect(roles(other).every((r) => r === 'spectator')).toBe(true);
  expect(other.received.some((m) => m.type === 'pairing' && (m as PairingMsg).state === 'paired')).toBe(false);
  // Its secret makes it host on a new connection too.
  const again = await TestClient.connect(spectatorUrl, { token: paired.secret! });
  clients.push(again);
  expect((await again.next<SnapshotMsg>('snapshot')).role).toBe('host');

  // A press with no ask waiting is "All in" again (refused: nothing to weigh), and makes no host.
  const chirps = latest(host)!.device.parts!.chirps;
  await press(host);
  await host.next<StateMsg>('state', (m) => (m as StateMsg).device.parts?.chirps === chirps + 1, 20_000);
  expect(latest(host)!.device.parts!.lastChirp).toBe('refused');
  expect(roles(other).every((r) => r === 'spectator')).toBe(true);
});

it('an ask taken back, turned down by a host, or whose tablet leaves ends, and the next tablet may ask (three from one address, then one every two minutes)', async () => {
  const { host, spectatorUrl } = await tableWithButton();
  const a = await connect(spectatorUrl);
  await a.act({ type: 'pair', action: 'ask' });
  await a.act({ type: 'pair', action: 'cancel' });
  expect(await a.next<PairingMsg>('pairing', (m) => m.state === 'ended')).toMatchObject({
    reason: 'taken-back',
    message: expect.stringMatching(/took the ask back/),
  });
  const b = await connect(spectatorUrl);
  await b.act({ type: 'pair', action: 'ask' });
  await host.act({ type: 'pair', action: 'refuse' });
  expect(await b.next<PairingMsg>('pairing', (m) => m.state === 'ended')).toMatchObject({
    reason: 'turned-down',
    message: expect.stringMatching(/A host turned the ask down/),
  });
  const c = await connect(spectatorUrl);
  await c.act({ type: 'pair', action: 'ask' });
  const code = (await c.next<PairingMsg>('pairing', (m) => m.state === 'asking')).code;
  await c.close();
  expect(await host.next<PairingMsg>('pairing', (m) => m.state === 'ended' && m.code === code)).toBeTruthy();
  // Three asks from one address; a fourth waits.
  expect(await b.request({ type: 'pair', action: 'ask' })).toMatchObject({
    type: 'error',
    message: expect.stringMatching(/asked too often: ask again in \d+ s/),
  });
});

it('on a table without a button, the ask is refused with what to do instead', async () => {
  const s = await startTestServer(everyGame());
  try {
    const t = await TestClient.connect(s.wsUrl);
    await t.next('snapshot');
    expect(await t.request({ type: 'pair', action: 'ask' })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/no rig's button to press now: open the host link printed when the Quartermaster started, or run `quartermaster pair`/),
    });
    // And a stale host link tells it the same way out.
    const stale = await TestClient.connect(s.wsUrl, { token: 'an-old-start-token' });
    expect(await stale.next<PairingMsg>('pairing')).toMatchObject({
      message: expect.stringMatching(/Open the host link printed when the Quartermaster started/),
    });
    await Promise.all([t.close(), stale.close()]);
  } finally {
    await s.stop();
  }
});
