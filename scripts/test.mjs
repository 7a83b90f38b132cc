#!/usr/bin/env node
// `npm test`: every suite, from a fresh Debian machine. Installs the Debian packages the
// suites need, checks format and lint (Biome), type-checks, builds the firmware and the tablet UI, then runs vitest.
// Vitest runs its three projects (unit, integration, browser: vitest.config.ts) in one run and
// prints each one's time (test/setup/project-times.ts). Ends with the plain line
// "N passed, N failed" and a non-zero exit if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { ensureDebianDeps } from './debian-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function step(name, cmd, args) {
  console.log(`\n== ${name} ==`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\nnpm test: step '${name}' failed (exit ${r.status ?? r.signal}).`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log('== Debian packages ==');
const missing = ensureDebianDeps();
if (missing.length > 0) {
  for (const d of missing) console.error(`missing: ${d.pkg} (${d.why}); install it with: apt-get install ${d.pkg}`);
  console.error('npm test: cannot run every suite without these packages.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

step('format and lint (Biome)', 'npx', ['biome', 'check', '.']);
step('type-check', 'npx', ['tsc', '--noEmit', '-p', '.']);
if (existsSync('hardware/firmware/build.sh')) step('firmware', 'npm', ['run', '--silent', 'firmware']);
if (existsSync('web-ui/vite.config.ts')) step('tablet UI build', 'npm', ['run', '--silent', 'build:ui']);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
console.log('\n== vitest ==');
const started = Date.now();
const r = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./test/setup/project-times.ts',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
console.log(`vitest took ${Math.round((Date.now() - started) / 1000)} s in all`);
let passed = 0;
let failed = r.status === 0 ? 0 : 1;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (r.status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  if (json.numTotalTests === 0) {
    console.error('npm test: vitest ran no test.');
    failed = Math.max(failed, 1);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && r.status === 0 ? 0 : 1);
