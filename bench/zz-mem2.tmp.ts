import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
const dir = mkdtempSync(join(tmpdir(), 'qm-mem-'));
const rss = (pid: number): string => { const s = readFileSync(`/proc/${pid}/status`, 'utf8'); return `${(Number(/VmRSS:\s+(\d+)/.exec(s)![1]) / 1024).toFixed(1)} thr ${/Threads:\s+(\d+)/.exec(s)![1]}`; };
const flags = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
for (let i = 0; i < 2; i++) {
  const t0 = performance.now();
  const p = spawn(process.execPath, [...flags, 'bin/quartermaster.mjs', 'serve', '--http-port', '0', '--host', '127.0.0.1', '--data', dir, '--json', '--no-qr', '--skip-ui-build', '--log-level', 'warn'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((r) => createInterface({ input: p.stdout! }).on('line', (l) => l.startsWith('{') && r()));
  const ready = performance.now() - t0;
  const r0 = rss(p.pid!);
  await new Promise((r) => setTimeout(r, 4000));
  console.log(`${flags.join(' ')}: ready ${ready.toFixed(0)} ms, rss at ready ${r0}, after 4s ${rss(p.pid!)}`);
  p.kill('SIGTERM');
  await new Promise((r) => p.once('exit', r));
}
