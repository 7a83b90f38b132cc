// `quartermaster pair` against a real server on the same data directory: its link makes one tablet
// host, once; --forget-all makes every kept tablet a spectator at once while the table runs, and
// forgets them in the data directory when it does not; either way every pending link and code is withdrawn.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyGame } from '../../test/every-game.ts';
import { capture } from '../../test/cli/capture.ts';
import type { PairingMsg, SnapshotMsg } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../src/testing.ts';
import { makePairCode } from '../src/pairing/pair-requests.ts';
import { run } from './pair.ts';

let dataDir: string;
let server: TestServer | null = null;
const clients: TestClient[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'qm-pair-'));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.stop(true);
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

async function tablet(s: TestServer, presented?: string): Promise<{ c: TestClient; role: string }> {
  const c = await TestClient.connect(s.wsUrl, { token: presented });
  clients.push(c);
  return { c, role: (await c.next<SnapshotMsg>('snapshot')).role };
}
async function pair(args: string[]): Promise<{ status: number; out: string[]; err: string[] }> {
  const c = capture();
  const status = await run([...args, '--data', dataDir], c.io);
  return { status, out: c.out, err: c.err };
}
async function keptHost(s: TestServer): Promise<string> {
  const { c } = await tablet(s, s.token);
  await c.act({ type: 'pair', action: 'keep' });
  return (await c.next<PairingMsg>('pairing', (m) => m.state === 'paired')).secret!;
}

describe('quartermaster pair', () => {
  it('refuses bad arguments with exit 2 and a message naming the problem', async () => {
    for (const [args, msg] of [
      [['--http-port', 'x'], /--http-port must be a port number 1–65535, not "x"/],
      [['--frobnicate'], /Unknown option '--frobnicate'/],
      [['now'], /Unexpected argument 'now'/],
    ] as const) {
      const r = await pair([...args]);
      expect(r.status).toBe(2);
      expect(r.err.join('\n')).toMatch(msg);
    }
    const help = await pair(['--help']);
    expect(help.status).toBe(0);
    expect(help.out.join('\n')).toMatch(/usage: quartermaster pair[\s\S]*--forget-all/);
  });

  it("prints a link for the running table's port that makes one tablet host, once", async () => {
    server = await startTestServer({ ...everyGame(), dataDir });
    const r = await pair(['--json', '--host', '127.0.0.1']);
    expect(r.status).toBe(0);
    const printed = JSON.parse(r.out[0]!) as { urls: string[]; serving: boolean; expiresAt: string };
    expect(printed.serving).toBe(true);
    expect(printed.urls).toEqual([expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/\\?pair=[A-Za-z0-9_-]{22}$`))]);
    const code = new URL(printed.urls[0]!).searchParams.get('pair')!;
    // The data directory keeps no code, only its hash.
    expect(readdirSync(join(dataDir, 'pairing')).join(' ')).not.toContain(code);

    const first = await tablet(server);
    expect(await first.c.request({ type: 'pair', action: 'code', code })).toMatchObject({ type: 'ack' });
    const paired = await first.c.next<PairingMsg>('pairing', (m) => m.state === 'paired');
    expect((await first.c.next<SnapshotMsg>('snapshot')).role).toBe('host');
    expect((await tablet(server, paired.secret)).role).toBe('host');
    // Used: the next tablet is refused, as is a code never printed.
    const second = await tablet(server);
    expect(await second.c.request({ type: 'pair', action: 'code', code })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/this pairing link does not work/),
    });
    expect(await second.c.request({ type: 'pair', action: 'code', code: 'x'.repeat(22) })).toMatchObject({ type: 'error' });
    expect(await second.c.request({ type: 'pair', action: 'code', code: 'bad code' })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/the code is the 22 letters and digits after \?pair=/),
    });
    expect(second.c.received.some((m) => m.type === 'pairing' && (m as PairingMsg).state === 'paired')).toBe(false);
  });

  it('prints a readable link and QR code, and says when no table is serving the directory', async () => {
    const r = await pair(['--http-port', '8123', '--host', '127.0.0.1']);
    expect(r.status).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/Open on the tablet to make it host \(once, within 10 minutes\):\n {2}http:\/\/127\.0\.0\.1:8123\/\?pair=/);
    expect(text).toMatch(/No Quartermaster is serving .* now: the link works once it is/);
    expect(text).toMatch(/[▀▄█]/); // the QR code
  });

  it('--forget-all makes every kept tablet a spectator at once while the table runs; its own link still works', async () => {
    server = await startTestServer({ ...everyGame(), dataDir });
    const secret = await keptHost(server);
    const kept = await tablet(server, secret);
    expect(kept.role).toBe('host');
    const r = await pair(['--forget-all', '--json']);
    expect(r.err).toEqual([]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out[0]!)).toEqual({ forgotten: 'all' });
    expect(await kept.c.next<PairingMsg>('pairing', (m) => m.state === 'refused')).toMatchObject({ reason: 'forgotten' });
    expect((await kept.c.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
    expect((await tablet(server, secret)).role).toBe('spectator');
    expect((await tablet(server, server.token)).role).toBe('host');
  });

  it('--forget-all with no table running forgets them in the data directory', async () => {
    server = await startTestServer({ ...everyGame(), dataDir, token: 'first-start-token' });
    const secret = await keptHost(server);
    const { c } = await tablet(server, secret);
    await c.act({ type: 'pair', action: 'invite' });
    const link = (await c.next<PairingMsg>('pairing', (m) => m.state === 'invited')).code!;
    await server.stop(true);
    server = null;
    const code = makePairCode(dataDir);
    const r = await pair(['--forget-all']);
    expect(r.status).toBe(0);
    expect(r.out.join('\n')).toBe('Every host tablet is forgotten (1).');
    server = await startTestServer({ ...everyGame(), dataDir, token: 'second-start-token' });
    const after = await tablet(server, secret);
    expect(after.role).toBe('spectator');
    expect(await after.c.next<PairingMsg>('pairing')).toMatchObject({ reason: 'forgotten' });
    // The host link and the code made before it are withdrawn too.
    for (const made of [link, code]) expect((await after.c.request({ type: 'pair', action: 'code', code: made })).message).toMatch(/withdrawn/);
    expect(after.c.received.filter((m) => m.type === 'snapshot').map((m) => m.role)).toEqual(['spectator']);
  });
});
