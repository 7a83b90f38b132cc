// The companion under load (issue 6): live scale latency from a sample on the rig's link to a
// tablet's WebSocket, at 80 samples/s on both cups with 8 tablets connected; and the server's
// memory after a full game played through the WebSocket. (The UI bundle size is ui.bench.ts.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { Chooser, playRandomGame } from '../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../games/seven-seize/testing/table-driver.ts';
import { startServer } from '../server/src/start.ts';
import { TestClient } from '../server/src/testing.ts';
import { openBenchRig } from './server-rig.ts';
import { spawnServer } from '../test/server/child-server.ts';
import { everyGame } from '../test/every-game.ts';

const CLIENTS = 8;
const SPS = 80;
const SECONDS = 12;
const WARMUP_S = 2;

const say = (m: string): void => void process.stderr.write(`${m}\n`);
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const mb = (bytes: number): number => +(bytes / 2 ** 20).toFixed(1);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const dataDir = mkdtempSync(join(tmpdir(), 'qm-bench-'));
const rig = await openBenchRig(dataDir);
const server = await startServer({
  ...everyGame(),
  dataDir,
  device: rig.device,
  httpPort: 0,
  host: '127.0.0.1',
  token: 'bench-token',
  uiDir: null,
  sampleRate: SPS,
});
const wsUrl = `${server.url.replace(/^http/, 'ws')}/ws`;

// ---- live scale latency
say(`latency: ${CLIENTS} tablets, ${SPS} samples/s on both cups, ${SECONDS} s (${rig.describe}) …`);
const latencies: number[] = [];
const perClient = new Array<number>(CLIENTS).fill(0);
const sockets: WebSocket[] = [];
let measuring = false;
for (let i = 0; i < CLIENTS; i++) {
  const ws = new WebSocket(wsUrl);
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  ws.send(JSON.stringify({ type: 'hello' }));
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as { type: string; left?: number | null; right?: number | null };
    if (m.type !== 'scale' || !measuring || typeof m.left !== 'number' || typeof m.right !== 'number') return;
    // The age of the newest sample the message carries: what the tablet shows is that fresh.
    const left = rig.sentAt(0, m.left);
    const right = rig.sentAt(1, m.right);
    if (left === undefined || right === undefined) return;
    latencies.push(performance.now() - Math.max(left, right));
    perClient[i] = (perClient[i] ?? 0) + 1;
  });
  sockets.push(ws);
}
rig.run();
await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
measuring = true;
const t0 = performance.now();
const samples0 = rig.samplesSent();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const elapsed = (performance.now() - t0) / 1000;
const samplesPerSecond = (rig.samplesSent() - samples0) / elapsed;
rig.pause();
for (const ws of sockets) ws.close();
say(`  p50 ${pct(latencies, 50).toFixed(2)} ms, p99 ${pct(latencies, 99).toFixed(2)} ms over ${latencies.length} messages`);

// ---- memory after a full game
say('memory: a full 5-player game through the WebSocket …');
gc();
const before = process.memoryUsage();
const host = await TestClient.connect(wsUrl, { token: 'bench-token' });
const inputs = playRandomGame(new TableDriver(), { players: 5, tieRate: 0.2 }, new Chooser([], 42));
for (const input of inputs) {
  for (;;) {
    const r = await host.request({ type: 'input', input });
    if (r.type === 'ack') break;
    // Faster than a table ever plays: wait out the rate limit and send it again.
    if (/too many messages/.test(r.message ?? '')) await new Promise((res) => setTimeout(res, 100));
    else throw new Error(`refused ${JSON.stringify(input)}: ${r.message}`);
  }
}
const finished = (server.session.state('host').view as { phase?: string }).phase === 'finished';
if (!finished) throw new Error('the game did not finish');
await host.close();
gc();
const after = process.memoryUsage();

await server.close();
await rig.close();
rmSync(dataDir, { recursive: true, force: true });

// ---- the same in a real `quartermaster serve` process (its own RSS, without the bench's tablets)
say('memory: a full 5-player game against `quartermaster serve` in its own process …');
const childDir = mkdtempSync(join(tmpdir(), 'qm-bench-serve-'));
const child = await spawnServer(childDir, 'bench-token');
const rss = (): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.proc.pid}/status`, 'utf8'));
  return m ? +(Number(m[1]) / 1024).toFixed(1) : NaN;
};
await new Promise((r) => setTimeout(r, 3000));
const childIdle = rss();
const tablet = await TestClient.connect(child.wsUrl, { token: child.token });
for (const input of inputs) await tablet.act({ type: 'input', input });
await tablet.close();
await new Promise((r) => setTimeout(r, 2000));
const childAfter = rss();
await child.kill('SIGTERM');
rmSync(childDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    benchmark: 'server: live scale to tablets, memory after a full game',
    rig: rig.describe,
    clients: CLIENTS,
    samplesPerSecondPerCup: +(samplesPerSecond / 2).toFixed(1),
    scaleLatencyMs: { p50: +pct(latencies, 50).toFixed(2), p99: +pct(latencies, 99).toFixed(2), max: +pct(latencies, 100).toFixed(2) },
    scaleMessagesPerSecondPerClient: +(latencies.length / CLIENTS / elapsed).toFixed(1),
    slowestClientMessages: Math.min(...perClient),
    fullGame: { players: 5, inputs: inputs.length },
    memoryMB: { rssBefore: mb(before.rss), rssAfter: mb(after.rss), heapUsedBefore: mb(before.heapUsed), heapUsedAfter: mb(after.heapUsed) },
    serveProcessRssMB: { idle: childIdle, afterFullGame: childAfter },
    note: "latency and memoryMB: server, simulated rig and tablets in one process (one event loop), so latency includes the tablets' own parsing; serveProcessRssMB: `quartermaster serve` alone on the simulated rig at 80 samples/s",
  }),
);
process.exit(0);
