// A neighbour on the same Wi-Fi floods the table from one address (issue 44): `quartermaster serve`
// in its own process, and from this one, for a few seconds each, as fast as 16 connections go:
// reads without a token, changes without a token, wrong host tokens on the routes that take one,
// and `hello`s with wrong tokens over 50 WebSockets. How many a second were sent, answered and
// refused, and how many tokens the table compared at all (the rest went unchecked: locked out).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { spawnServer } from '../test/server/child-server.ts';

const SECONDS = 4;
const LOOPS = 16;
const SOCKETS = 50;

const say = (m: string): void => void process.stderr.write(`${m}\n`);
const dataDir = mkdtempSync(join(tmpdir(), 'qm-bench-limits-'));
const server = await spawnServer(dataDir, 'bench-host-token-0123');
let guess = 0;
const nextGuess = (): string => `guess-${(guess++).toString(36).padStart(8, '0')}`;

interface Tally {
  sent: number;
  byStatus: Record<string, number>;
}
const perSecond = (t: Tally, seconds: number) => ({
  sentPerSecond: Math.round(t.sent / seconds),
  ...Object.fromEntries(Object.entries(t.byStatus).map(([k, n]) => [`${k}PerSecond`, Math.round(n / seconds)])),
  inAll: t.byStatus,
});

/** LOOPS connections sending `request()` one after another for SECONDS. */
async function flood(what: string, request: () => Promise<Response>, seconds = SECONDS): Promise<ReturnType<typeof perSecond>> {
  say(`${what}: ${LOOPS} loops for ${seconds} s …`);
  const tally: Tally = { sent: 0, byStatus: {} };
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (performance.now() < until) {
        const r = await request();
        const text = await r.text();
        tally.sent++;
        const key = r.status !== 429 ? `http${r.status}` : /too many wrong host tokens/.test(text) ? 'lockedOut' : 'refused';
        tally.byStatus[key] = (tally.byStatus[key] ?? 0) + 1;
      }
    }),
  );
  return perSecond(tally, (performance.now() - t0) / 1000);
}

const json = { 'content-type': 'application/json' };
// Longer than the reads' 10-second window, so that its limit is reached at this pace.
const reads = await flood('reads', () => fetch(`${server.url}/api/health`), 12);
const changes = await flood('changes without a token', () => fetch(`${server.url}/api/input`, { method: 'POST', headers: json, body: '{"type":"undo"}' }));
const guessRoutes: [string, string, string | undefined][] = [
  ['POST', '/api/logbook/names', '{"from":"Ann","to":"Anne"}'],
  ['POST', '/api/check', '{}'],
  ['POST', '/api/check/answer', '{"id":1}'],
  ['POST', '/api/check/stop', undefined],
  ['GET', '/api/cards', undefined],
];
let route = 0;
const guesses = await flood('wrong tokens by HTTP', () => {
  const [method, path, body] = guessRoutes[route++ % guessRoutes.length] as (typeof guessRoutes)[number];
  return fetch(`${server.url}${path}`, { method, headers: { ...(body ? json : {}), authorization: `Bearer ${nextGuess()}` }, ...(body ? { body } : {}) });
});

await server.kill('SIGTERM');

// `hello`s with wrong tokens over many WebSockets, on a table of their own (the HTTP guesses above
// locked this address out already): each socket sends its next as soon as the last is answered.
say(`hello with wrong tokens: ${SOCKETS} WebSockets for ${SECONDS} s …`);
const second = await spawnServer(dataDir, 'bench-host-token-0123');
const hello: Record<string, number> = {};
const sockets = await Promise.all(
  Array.from({ length: SOCKETS }, async () => {
    const ws = new WebSocket(`${second.url.replace(/^http/, 'ws')}/ws`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // Greeted as a spectator first (its first hello): the hellos timed below are the later ones.
    ws.send(JSON.stringify({ type: 'hello' }));
    return ws;
  }),
);
const helloStart = performance.now();
const helloUntil = helloStart + SECONDS * 1000;
await Promise.all(
  sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        const send = () => (performance.now() < helloUntil ? ws.send(JSON.stringify({ type: 'hello', token: nextGuess(), ref: 'h' })) : resolve());
        ws.on('message', (data) => {
          const m = JSON.parse(String(data)) as { type: string; ref?: string; message?: string };
          if (m.ref !== 'h') return;
          const kind = /too many wrong host tokens/.test(m.message ?? '')
            ? 'lockedOut'
            : /too many messages/.test(m.message ?? '')
              ? 'tooMany'
              : /wrong host token/.test(m.message ?? '')
                ? 'compared'
                : m.type;
          hello[kind] = (hello[kind] ?? 0) + 1;
          send();
        });
        send();
      }),
  ),
);
const helloSeconds = (performance.now() - helloStart) / 1000;
for (const ws of sockets) ws.close();
await second.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const helloSent = Object.values(hello).reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    benchmark: 'limits: one address floods the table (reads, changes, wrong tokens by HTTP and by hello over 50 WebSockets)',
    seconds: SECONDS,
    loops: LOOPS,
    reads,
    changesWithoutToken: changes,
    wrongTokensByHttp: guesses,
    helloWithWrongTokens: {
      sockets: SOCKETS,
      sentPerSecond: Math.round(helloSent / helloSeconds),
      ...Object.fromEntries(Object.entries(hello).map(([k, n]) => [`${k}PerSecond`, Math.round(n / helloSeconds)])),
      inAll: hello,
    },
    note: 'refused: answered 429 by the limit on reads or changes; lockedOut: a token not checked at all, the address having presented 10 different wrong ones in 10 minutes (an HTTP guess before that is answered 401, or 429 when over the changes limit); compared: a hello whose token was checked; tooMany: over 200 messages a second from one address',
  }),
);
process.exit(0);
