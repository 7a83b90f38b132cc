// Host tablets against a real server on a free port: a tablet kept as host is host again after
// the server restarts (a new token, the same data directory), by WebSocket and HTTP; forgetting
// every host tablet makes them spectators at once and for good, and so does any end of a pairing
// (the oldest beyond the most kept, one replaced by a new secret); what a tablet presented that makes
// it no host is answered with the reason; a flood of wrong secrets from one address is refused.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyGame } from '../../../test/every-game.ts';
import { HOST_SECRET, type PairingMsg, type SnapshotMsg } from '#protocol';
import { MAX_HOSTS } from './host-pairings.ts';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';

let dataDir: string;
const servers: TestServer[] = [];
const clients: TestClient[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'qm-host-tablets-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const s of servers.splice(0)) await s.stop(true);
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(token: string): Promise<TestServer> {
  const s = await startTestServer({ ...everyGame(), dataDir, token });
  servers.push(s);
  return s;
}
async function stop(s: TestServer): Promise<void> {
  servers.splice(servers.indexOf(s), 1);
  await s.stop(true);
}
async function tablet(s: TestServer, presented?: string): Promise<{ c: TestClient; role: string }> {
  const c = await TestClient.connect(s.wsUrl, { token: presented });
  clients.push(c);
  return { c, role: (await c.next<SnapshotMsg>('snapshot')).role };
}
/** A tablet made host by the token and kept as host: its secret. */
async function keptHost(s: TestServer): Promise<{ c: TestClient; secret: string }> {
  const { c, role } = await tablet(s, s.token);
  expect(role).toBe('host');
  expect(await c.request({ type: 'pair', action: 'keep' })).toMatchObject({ type: 'ack' });
  const paired = await c.next<PairingMsg>('pairing', (m) => m.state === 'paired');
  expect(paired.secret).toMatch(HOST_SECRET);
  return { c, secret: paired.secret! };
}
const roleOverHttp = async (s: TestServer, presented: string): Promise<string> =>
  ((await (await fetch(`${s.url}/api/state`, { headers: { authorization: `Bearer ${presented}` } })).json()) as { role: string }).role;
const start3 = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };

describe('a host tablet across restarts', () => {
  it('is host again after the server restarts with a new token, by WebSocket and HTTP; the old token is refused with the reason', async () => {
    const first = await start('first-start-token');
    const { c, secret } = await keptHost(first);
    // The data directory keeps the secret's hash, never the secret.
    const file = readFileSync(join(dataDir, 'hosts.json'), 'utf8');
    expect(file).not.toContain(secret);
    expect(file).toContain(createHash('sha256').update(secret).digest('hex'));
    await c.close();
    await stop(first);

    const second = await start('second-start-token');
    const again = await tablet(second, secret);
    expect(again.role).toBe('host');
    expect(await again.c.request({ type: 'input', input: start3 })).toMatchObject({ type: 'ack' });
    expect(await roleOverHttp(second, secret)).toBe('host');
    const res = await fetch(`${second.url}/api/input`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'undo' }),
    });
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    // The token of the first start: a spectator, told why and what to do.
    const old = await tablet(second, 'first-start-token');
    expect(old.role).toBe('spectator');
    const refused = await old.c.next<PairingMsg>('pairing');
    expect(refused).toMatchObject({ state: 'refused', reason: 'restarted' });
    expect(refused.message).toMatch(/^This tablet is no longer the host: the Quartermaster was restarted and forgot it/);
    // The start's own token still works, and spectators still cannot act.
    expect((await tablet(second, second.token)).role).toBe('host');
    const spectator = await tablet(second);
    expect(await spectator.c.request({ type: 'input', input: { type: 'undo' } })).toMatchObject({ message: expect.stringMatching(/spectators cannot/) });
  });

  it('a tablet kept again gives up the secret it held (the list does not grow)', async () => {
    const s = await start('a-start-token');
    const { c, secret } = await keptHost(s);
    expect(await c.request({ type: 'pair', action: 'keep', replaces: secret })).toMatchObject({ type: 'ack' });
    const renewed = (await c.next<PairingMsg>('pairing', (m) => m.state === 'paired')).secret!;
    expect(renewed).not.toBe(secret);
    expect((JSON.parse(readFileSync(join(dataDir, 'hosts.json'), 'utf8')) as { hosts: unknown[] }).hosts).toHaveLength(1);
    expect((await tablet(s, secret)).role).toBe('spectator');
    expect((await tablet(s, renewed)).role).toBe('host');
  });

  it('a spectator cannot be kept as host, nor forget the host tablets', async () => {
    const s = await start('a-start-token');
    const { secret } = await keptHost(s);
    const { c } = await tablet(s);
    expect(await c.request({ type: 'pair', action: 'keep' })).toMatchObject({ type: 'error', message: expect.stringMatching(/only a host tablet/) });
    expect(await c.request({ type: 'pair', action: 'forgetAll' })).toMatchObject({ type: 'error', message: expect.stringMatching(/only a host/) });
    expect(await c.request({ type: 'pair', action: 'refuse' })).toMatchObject({ type: 'error', message: expect.stringMatching(/only a host/) });
    expect((await tablet(s, secret)).role).toBe('host');
  });
});

describe('a pairing that ends', () => {
  it('the one paired longest ago, beyond the most the table keeps: its open connection is a spectator at once, told why', async () => {
    const s = await start('a-start-token');
    const oldest = await keptHost(s);
    const open = await tablet(s, oldest.secret);
    expect(open.role).toBe('host');
    const { c } = await tablet(s, s.token);
    for (let i = 1; i < MAX_HOSTS; i++) await c.act({ type: 'pair', action: 'keep' });
    expect(await roleOverHttp(s, oldest.secret)).toBe('host');
    expect(open.c.received.filter((m) => m.type === 'pairing')).toEqual([]);
    // One more: the oldest pairing leaves hosts.json, and its connections are host no more.
    await c.act({ type: 'pair', action: 'keep' });
    for (const t of [oldest, open]) {
      expect(await t.c.next<PairingMsg>('pairing', (m) => m.state === 'refused')).toMatchObject({
        reason: 'dropped',
        keeps: MAX_HOSTS,
        message: expect.stringMatching(/^This tablet is no longer the host: the table keeps at most 32 host tablets, and this one was paired longest ago\./),
      });
      expect((await t.c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
      expect(await t.c.request({ type: 'input', input: start3 })).toMatchObject({ message: expect.stringMatching(/spectators cannot/) });
    }
    expect(await roleOverHttp(s, oldest.secret)).toBe('spectator');
    expect((await tablet(s, oldest.secret)).role).toBe('spectator');
    // The tablet that was kept last is host, and so is the one kept second.
    expect(c.received.filter((m) => m.type === 'pairing' && m.state === 'refused')).toEqual([]);
    expect(await c.request({ type: 'input', input: start3 })).toMatchObject({ type: 'ack' });
  });

  it('replaced by a new secret: a connection still presenting the old one is a spectator at once', async () => {
    const s = await start('a-start-token');
    const { c, secret } = await keptHost(s);
    const otherTab = await tablet(s, secret);
    expect(otherTab.role).toBe('host');
    expect(await c.request({ type: 'pair', action: 'keep', replaces: secret })).toMatchObject({ type: 'ack' });
    expect(await otherTab.c.next<PairingMsg>('pairing', (m) => m.state === 'refused')).toMatchObject({
      reason: 'replaced',
      message: expect.stringMatching(/it was kept as host again with a new key/),
    });
    expect((await otherTab.c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
    expect(c.received.filter((m) => m.type === 'pairing' && m.state === 'refused')).toEqual([]);
  });
});

describe('forgetting every host tablet', () => {
  it('makes each kept tablet a spectator at once, tells it why, and for good (after a restart too)', async () => {
    const s = await start('a-start-token');
    const a = await keptHost(s);
    const b = await keptHost(s);
    expect(await b.c.request({ type: 'pair', action: 'forgetAll' })).toMatchObject({ type: 'ack' });
    for (const t of [a, b]) {
      expect(await t.c.next<PairingMsg>('pairing', (m) => m.state === 'refused')).toMatchObject({ reason: 'forgotten' });
      expect((await t.c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
      expect(await t.c.request({ type: 'input', input: start3 })).toMatchObject({ message: expect.stringMatching(/spectators cannot/) });
    }
    const later = await tablet(s, a.secret);
    expect(later.role).toBe('spectator');
    expect(await later.c.next<PairingMsg>('pairing')).toMatchObject({
      state: 'refused',
      reason: 'forgotten',
      message: expect.stringMatching(/the host tablets were forgotten/),
    });
    expect(await roleOverHttp(s, b.secret)).toBe('spectator');
    await stop(s);
    const restarted = await start('another-start-token');
    expect((await tablet(restarted, a.secret)).role).toBe('spectator');
    expect((await tablet(restarted, b.secret)).role).toBe('spectator');
  });
});

describe('wrong host keys', () => {
  it('a flood of wrong secrets from one address is refused by the table’s one limit on wrong keys, the right one too', async () => {
    const s = await start('a-start-token');
    const { secret } = await keptHost(s);
    const reasons: string[] = [];
    for (let i = 0; i < 10; i++) {
      const guess = `host.${createHash('sha256').update(String(i)).digest('base64url')}`;
      const t = await tablet(s, guess);
      expect(t.role).toBe('spectator');
      reasons.push((await t.c.next<PairingMsg>('pairing')).reason ?? '');
      await t.c.close();
    }
    expect(reasons).toEqual(Array(10).fill('unknown'));
    // The eleventh key, right or wrong, is not even taken (plugins/limits.ts): the tablet is a spectator, told why.
    for (const presented of [`host.${'B'.repeat(43)}`, secret]) {
      const t = await tablet(s, presented);
      expect(t.role).toBe('spectator');
      expect(await t.c.next<PairingMsg>('pairing')).toMatchObject({ reason: 'limited', message: expect.stringMatching(/too many wrong host tokens/) });
    }
    // `hello` is the same door: the refusal says so in the pairing's words.
    const spectator = await tablet(s);
    expect(await spectator.c.request({ type: 'hello', token: secret })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/too many wrong host tokens from this address/),
    });
    expect(await spectator.c.next<PairingMsg>('pairing')).toMatchObject({ reason: 'limited' });
  });

  it('a secret of another shape, a token of the right length and a secret this table never made are all spectators', async () => {
    const s = await start('a-start-token');
    for (const presented of ['host.', 'host.x', 'b-start-token', `host.${'A'.repeat(43)}`]) expect((await tablet(s, presented)).role).toBe('spectator');
    expect(await roleOverHttp(s, `host.${'A'.repeat(43)}`)).toBe('spectator');
  });
});
