// `npm run bench`: runs every bench/*.bench.ts (but the slow weigh-off one, which has its own
// script) in its own process and prints one JSON object with each benchmark's figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f !== 'weigh.bench.ts')
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: Record<string, unknown> = {};
let failed = false;
for (const f of files) {
  process.stderr.write(`bench: ${f} …\n`);
  const r = spawnSync(process.execPath, [join(here, '..', 'bin', 'run-ts.mjs'), join(here, f)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const name = f.replace(/\.bench\.ts$/, '');
  try {
    if (r.status !== 0) throw new Error(`exit ${r.status}`);
    results[name] = JSON.parse(r.stdout.trim().split('\n').pop() ?? '');
  } catch (e) {
    failed = true;
    results[name] = { error: `${(e as Error).message}`, output: r.stdout.slice(-2000) };
  }
}
console.log(JSON.stringify({ machine: { node: process.version, cpus: (await import('node:os')).cpus().length }, results }, null, 2));
process.exitCode = failed ? 1 : 0;
