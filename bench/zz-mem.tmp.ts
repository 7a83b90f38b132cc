import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/server/child-server.ts';
const dir = mkdtempSync(join(tmpdir(), 'qm-mem-'));
const rss = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const c = await spawnServer(dir, 'bench-token', process.argv.slice(2));
  const ready = performance.now() - t0;
  const r0 = rss(c.proc.pid!);
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`ready ${ready.toFixed(0)} ms, rss at ready ${r0.toFixed(1)}, after 3s ${rss(c.proc.pid!).toFixed(1)}`);
  await c.kill('SIGTERM');
}
