// A host tablet's host link for another tablet, against a real server on a free port: a host asks
// for one and alone hears its code; the code makes another tablet host once, then fails; a withdrawn
// code fails; a spectator's ask and bad messages are refused in words; the log says who made the
// link and who used it, never the code; forgetting every host tablet withdraws every pending link
// and code, whoever made it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import { PAIR_CODE, type PairingMsg, type SnapshotMsg } from '#protocol';
import { logInto, startTestServer, TestClient, type TestServer } from '../testing.ts';
import { forgetRequested, makePairCode, requestForgetAll } from './pair-requests.ts';

const lines: string[] = [];
let server: TestServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ ...everyGame(), token: 'a-start-token', logger: { level: 'info', stream: logInto(lines) } });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.stop();
});

async function tablet(token?: string): Promise<{ c: TestClient; role: string }> {
  const c = await TestClient.connect(server.wsUrl, { token });
  clients.push(c);
  return { c, role: (await c.next<SnapshotMsg>('snapshot')).role };
}
async function invite(c: TestClient): Promise<PairingMsg> {
  expect(await c.request({ type: 'pair', action: 'invite' })).toMatchObject({ type: 'ack' });
  return c.next<PairingMsg>('pairing', (m) => m.state === 'invited');
}
const errorOf = async (c: TestClient, msg: Record<string, unknown>): Promise<string> => {
  const r = await c.request(msg);
  expect(r.type).toBe('error');
  return r.message ?? '';
};

it('makes another tablet host once, told to the inviting host alone; a spectator cannot make one', async () => {
  const host = await tablet('a-start-token');
  expect(host.role).toBe('host');
  const watching = await tablet();
  const link = await invite(host.c);
  expect(link.code).toMatch(new RegExp(PAIR_CODE));
  expect(link.secondsLeft).toBe(600);
  expect(link.message).toBe('Make the other tablet a host too: scan within 10 minutes; works once.');

  // A spectator asks for a host link: refused in words, given no code, and it never heard the host's.
  expect(await errorOf(watching.c, { type: 'pair', action: 'invite' })).toBe('only a host tablet can make a host link: ask to be host first');
  expect(await errorOf(watching.c, { type: 'pair', action: 'withdraw', code: link.code })).toBe('only a host tablet can withdraw a host link');
  expect(JSON.stringify(watching.c.received)).not.toContain(link.code);

  // The link's code makes the spectator host, once.
  expect(await watching.c.request({ type: 'pair', action: 'code', code: link.code })).toMatchObject({ type: 'ack' });
  await watching.c.next<PairingMsg>('pairing', (m) => m.state === 'paired');
  expect((await watching.c.next<SnapshotMsg>('snapshot')).role).toBe('host');
  const third = await tablet();
  expect(await errorOf(third.c, { type: 'pair', action: 'code', code: link.code })).toMatch(/^this pairing link does not work \(used already/);
  expect((await tablet()).role).toBe('spectator');

  const log = lines.join('');
  expect(log).toContain("the host tablet of this start's link made a one-time host link");
  expect(log).toContain("a tablet became host by the host link of the host tablet of this start's link");
  expect(log).not.toContain(link.code);
});

it('a withdrawn host link makes no one host', async () => {
  const host = await tablet('a-start-token');
  const link = await invite(host.c);
  expect(await host.c.request({ type: 'pair', action: 'withdraw', code: link.code })).toMatchObject({ type: 'ack' });
  expect(await errorOf(host.c, { type: 'pair', action: 'withdraw', code: link.code })).toBe(
    'this host link was used already or its time is up: there is nothing to withdraw',
  );
  const other = await tablet();
  expect(await errorOf(other.c, { type: 'pair', action: 'code', code: link.code })).toMatch(/withdrawn/);
  expect(other.c.received.filter((m) => m.type === 'snapshot').map((m) => m.role)).toEqual(['spectator']);
  expect(lines.join('')).toContain("the host tablet of this start's link withdrew a host link");
});

it('refuses bad host-link messages with a clear error', async () => {
  const host = await tablet('a-start-token');
  expect(await errorOf(host.c, { type: 'pair', action: 'withdraw' })).toBe('withdraw: give the "code" of the host link to withdraw');
  expect(await errorOf(host.c, { type: 'pair', action: 'withdraw', code: '../../hosts.json' })).toMatch(
    /the code is the 22 letters and digits after \?pair= in the host link/,
  );
  expect(await errorOf(host.c, { type: 'pair', action: 'invite', minutes: 600 })).toMatch(/minutes/);
  expect(await errorOf(host.c, { type: 'pair', action: 'invites' })).toMatch(/action/);
  // Still serving: a host link is made after all that.
  expect((await invite(host.c)).code).toMatch(new RegExp(PAIR_CODE));
});

describe('forgetting every host tablet withdraws every pending host link and pair code', () => {
  /** A host link of the start's host, one of a kept host tablet's and a code of `quartermaster pair`: none used yet. */
  async function pending(): Promise<{ host: TestClient; starts: TestClient; codes: string[] }> {
    const host = await tablet('a-start-token');
    expect(await host.c.request({ type: 'pair', action: 'keep' })).toMatchObject({ type: 'ack' });
    await host.c.next<PairingMsg>('pairing', (m) => m.state === 'paired');
    const starts = await tablet('a-start-token');
    return { host: host.c, starts: starts.c, codes: [(await invite(host.c)).code ?? '', (await invite(starts.c)).code ?? '', makePairCode(server.dataDir)] };
  }
  async function noneWorks(codes: string[]): Promise<void> {
    for (const code of codes) {
      const other = await tablet();
      expect(await errorOf(other.c, { type: 'pair', action: 'code', code })).toMatch(/^this pairing link does not work \(used already, withdrawn/);
      expect(other.c.received.filter((m) => m.type === 'snapshot').map((m) => m.role)).toEqual(['spectator']);
    }
  }

  it('by a host tablet (pair forgetAll)', async () => {
    const { host, starts, codes } = await pending();
    const watching = await tablet();
    expect(await host.request({ type: 'pair', action: 'forgetAll' })).toMatchObject({ type: 'ack' });
    await noneWorks(codes);
    // Each host is told its link is dead (the kept one before it is demoted); a spectator is not.
    for (const t of [starts, host])
      expect(await t.next<PairingMsg>('pairing', (m) => m.state === 'withdrawn')).toMatchObject({
        message: 'Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.',
      });
    expect(watching.c.received.filter((m) => m.type === 'pairing' && m.state === 'withdrawn')).toEqual([]);
    expect(lines.join('')).toMatch(
      /a host tablet forgot every host tablet \(\d+ kept until now\) and withdrew every host link and pair code \([3-9] pending\)/,
    );
  });

  it('by quartermaster pair --forget-all, taken by the running table', async () => {
    const { codes } = await pending();
    requestForgetAll(server.dataDir);
    await vi.waitFor(() => expect(forgetRequested(server.dataDir)).toBe(false), { timeout: 20_000, interval: 50 });
    await noneWorks(codes);
  });
});
