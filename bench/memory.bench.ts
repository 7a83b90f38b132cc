// The server's resident memory and start-up time (issue 56 item 1), run as `npm start` runs it (its
// node flags from package.json): a first start, on a clone whose tablet app is not built yet (the
// build runs in a child process: web-ui/dist is moved aside and built anew, then the old one
// removed), then a later start (each on a data directory of its own). For each: the wall time and the CPU time from spawn
// to listening, the RSS at that moment, a few seconds later, and after a whole 5-player game of
// 7 Seize played through the WebSocket (the simulated rig at 80 samples/s all along).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Chooser, playRandomGame } from '../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../games/seven-seize/testing/table-driver.ts';
import { TestClient } from '../server/src/testing.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SETTLE_MS = 3000;
const TOKEN = 'bench-token';
const say = (m: string): void => void process.stderr.write(`${m}\n`);

/** `npm start`'s node flags: the words between `node` and the script in package.json's start. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('bin/quartermaster.mjs'));
}

function proc(pid: number): { rssMB: number; cpuMs: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  // utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks (100 a second on Linux).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMB: +(rss / 1024).toFixed(1), cpuMs: ticks * 10 };
}

const inputs = playRandomGame(new TableDriver(), { players: 5, tieRate: 0.2 }, new Chooser([], 42));

async function oneStart(dataDir: string): Promise<Record<string, number>> {
  const t0 = performance.now();
  const args = [...startFlags(), join(ROOT, 'bin', 'quartermaster.mjs'), 'serve', '--http-port', '0', '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [...args, '--data', dataDir, '--token', TOKEN, '--json', '--no-qr', '--log-level', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid as number;
  const exited = new Promise((r) => child.once('exit', r));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve exited (${code}) before listening`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  try {
    const readyMs = Math.round(performance.now() - t0);
    const atReady = proc(pid);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const settled = proc(pid);
    const tablet = await TestClient.connect(`${url.replace(/^http/, 'ws')}/ws`, { token: TOKEN });
    for (const input of inputs) await tablet.act({ type: 'input', input });
    await tablet.close();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const afterGame = proc(pid);
    return { readyMs, cpuMsAtReady: atReady.cpuMs, rssAtReadyMB: atReady.rssMB, rssSettledMB: settled.rssMB, rssAfterGameMB: afterGame.rssMB };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dist = join(ROOT, 'web-ui', 'dist');
const kept = `${dist}.bench-kept`;
const dataDirs = [mkdtempSync(join(tmpdir(), 'qm-bench-memory-')), mkdtempSync(join(tmpdir(), 'qm-bench-memory-'))] as const;
let first: Record<string, number>;
try {
  say('memory: first start (the tablet app built in a child process) …');
  if (existsSync(dist)) renameSync(dist, kept);
  first = await oneStart(dataDirs[0]);
  if (!existsSync(join(dist, 'index.html'))) throw new Error('the first start did not build the tablet app');
  rmSync(kept, { recursive: true, force: true });
} catch (e) {
  if (existsSync(kept) && !existsSync(join(dist, 'index.html'))) {
    rmSync(dist, { recursive: true, force: true });
    renameSync(kept, dist);
  }
  throw e;
}
say('memory: later start …');
const later = await oneStart(dataDirs[1]);
for (const d of dataDirs) rmSync(d, { recursive: true, force: true });

console.log(
  JSON.stringify({
    benchmark: '`npm start` (quartermaster serve, simulated rig): resident memory and start-up',
    nodeFlags: startFlags(),
    fullGame: { players: 5, inputs: inputs.length },
    firstStart: first,
    laterStart: later,
    note: 'readyMs: spawn to listening (wall clock, so a busy machine adds to it); cpuMsAtReady: the server process alone (its children, the build, not counted); rssSettledMB: 3 s after ready',
  }),
);
