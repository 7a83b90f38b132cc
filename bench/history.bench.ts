// A spectator cannot slow the table: the host's WebSocket acknowledgement time, on a quiet table
// and while 32 spectator loops read GET /api/history whole (as fast as each reply comes) from a
// finished Loot game of 124 steps (a real `quartermaster serve` on loopback, in its own process).
// The host takes its last input back and plays it again, by turns, so the history's position
// moves at every acknowledged input: each is worked out anew, the worst case for replies kept per
// position. The game plays with open scores, so a spectator may read its history at both positions.
// The loops run in a worker thread (its own event loop, so the host's timing is not theirs) and are
// bounded: each stops after MAX_READS reads, and all stop when the measure ends or at DEADLINE_S.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { LootSim } from '../games/loot/testing/random-game.ts';
import { spawnServer } from '../test/server/child-server.ts';

const STEPS = 124;
const LOOPS = 32;
const ACKS = 120;
/** Between two host inputs: a brisk table, well under the host's 20 messages a second. */
const PAUSE_MS = 60;
const MAX_READS = 20_000;
const DEADLINE_S = 120;

const say = (m: string): void => void process.stderr.write(`${m}\n`);
const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const ms = (x: number): number => +x.toFixed(2);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

// The first 4-player game of the simulated table with STEPS inputs.
let sim: LootSim | null = null;
for (let seed = 1; !sim; seed++) {
  const s = new LootSim({ players: 4, partnership: false, openScores: true, seed }).playOut();
  if (s.inputs.length === STEPS && s.state.phase !== 'turn') sim = s;
  if (seed > 1000) throw new Error(`no game of ${STEPS} steps`);
}
const last = sim.inputs.at(-1);

const dataDir = mkdtempSync(join(tmpdir(), 'qm-bench-history-'));
writeFileSync(join(dataDir, 'game.jsonl'), sim.inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
const server = await spawnServer(dataDir, 'bench-token');
if (!server.url.startsWith('http://127.0.0.1:')) throw new Error(`the server is not on loopback: ${server.url}`);
const historyBytes = (await (await fetch(`${server.url}/api/history`)).arrayBuffer()).byteLength;

const host = new WebSocket(server.wsUrl);
await new Promise((r, j) => host.once('open', r).once('error', j));
host.send(JSON.stringify({ type: 'hello', token: server.token }));
const waiting = new Map<string, (m: { type: string; message?: string }) => void>();
host.on('message', (data) => {
  const m = JSON.parse(String(data)) as { type: string; ref?: string; message?: string };
  if (m.ref !== undefined) waiting.get(m.ref)?.(m);
});

let sent = 0;
/** `n` host inputs (undo, then the last input again, by turns), each timed to its acknowledgement. */
async function acks(n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const ref = `a${sent}`;
    const input = sent % 2 === 0 ? { type: 'undo' } : last;
    sent++;
    const t0 = performance.now();
    const reply = await new Promise<{ type: string; message?: string }>((r) => {
      waiting.set(ref, r);
      host.send(JSON.stringify({ type: 'input', input, ref }));
    });
    times.push(performance.now() - t0);
    waiting.delete(ref);
    if (reply.type !== 'ack') throw new Error(`the host's input was refused: ${reply.message}`);
    await sleep(PAUSE_MS);
  }
  return times;
}

await acks(20); // warm-up
say(`quiet: ${ACKS} host inputs …`);
const quiet = await acks(ACKS);

say(`loaded: ${LOOPS} loops of GET /api/history (${historyBytes} bytes) …`);
const loops = new Worker(
  `
  const { parentPort, workerData: w } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => (stop = true));
  const deadline = Date.now() + w.deadlineMs;
  const loop = async () => {
    let reads = 0, bytes = 0, failed = 0;
    while (!stop && reads < w.maxReads && Date.now() < deadline) {
      const r = await fetch(w.url);
      bytes += (await r.arrayBuffer()).byteLength;
      if (r.status !== 200) failed++;
      reads++;
    }
    return { reads, bytes, failed };
  };
  Promise.all(Array.from({ length: w.loops }, loop)).then((each) => parentPort.postMessage(each));
  `,
  { eval: true, workerData: { url: `${server.url}/api/history`, loops: LOOPS, maxReads: MAX_READS, deadlineMs: DEADLINE_S * 1000 } },
);
const done = new Promise<{ reads: number; bytes: number; failed: number }[]>((r) => loops.once('message', r));
await sleep(1000); // the loops under way
const t0 = performance.now();
const loaded = await acks(ACKS);
const seconds = (performance.now() - t0) / 1000;
loops.postMessage('stop');
const each = await done;
await loops.terminate();
host.close();
await server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const reads = each.reduce((n, l) => n + l.reads, 0);
const quietMedian = pct(quiet, 50);
const loadedMedian = pct(loaded, 50);
console.log(
  JSON.stringify({
    benchmark: "host's WebSocket acknowledgement on a quiet table and under 32 spectator loops of GET /api/history",
    game: { name: 'loot', players: 4, steps: STEPS, historyBytes },
    loops: LOOPS,
    hostInputs: ACKS,
    ackMs: {
      quiet: { median: ms(quietMedian), p90: ms(pct(quiet, 90)), max: ms(pct(quiet, 100)) },
      loaded: { median: ms(loadedMedian), p90: ms(pct(loaded, 90)), max: ms(pct(loaded, 100)) },
    },
    loadedOverQuiet: +(loadedMedian / quietMedian).toFixed(2),
    historyReadsPerSecond: Math.round(reads / seconds),
    historyReadsRefused: each.reduce((n, l) => n + l.failed, 0),
    note: 'server in its own process; the loops in a worker thread of the bench, on the same machine; reads counted over the loaded measure plus its 1 s lead-in',
  }),
);
process.exit(0);
