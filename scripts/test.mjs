#!/usr/bin/env node
// `npm test`: every suite, from a fresh Debian machine. Installs the Debian packages the
// suites need, builds the firmware and the tablet UI, then runs vitest, while the type-check and
// Biome's format and lint check run beside them.
// Vitest runs its three projects (unit, integration, browser: vitest.config.ts) in one run and
// prints each one's time (test/setup/project-times.ts). Ends with the plain line
// "N passed, N failed" and a non-zero exit if anything failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { ensureDebianDeps } from './debian-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

const running = new Set();

/** Stops every step still running with all it started (vitest's workers, their servers, the shared
 * chromium): each step runs in a process group of its own, and the whole group is stopped. */
function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopRunning();
    process.exit(1);
  });

function stepFailed(name, code) {
  stopRunning();
  console.error(`\nnpm test: step '${name}' failed (exit ${code}).`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** A step run beside others: its output is held and printed whole when it ends, so steps never interleave. */
function stepBeside(name, cmd, args) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      resolve({ name: `${name} (${seconds} s)`, code: code ?? signal, output: Buffer.concat(out).toString() });
    });
  });
}

/** Steps side by side (the firmware and the tablet app build apart), each shown as it ends; the first failure ends `npm test`. */
async function steps(list) {
  await Promise.all(
    list.map(async ([name, cmd, args]) => {
      const r = await stepBeside(name, cmd, args);
      console.log(`\n== ${r.name} ==`);
      process.stdout.write(r.output);
      if (r.code !== 0) stepFailed(r.name, r.code);
    }),
  );
}

console.log('== Debian packages ==');
const missing = ensureDebianDeps();
if (missing.length > 0) {
  for (const d of missing) console.error(`missing: ${d.pkg} (${d.why}); install it with: apt-get install ${d.pkg}`);
  console.error('npm test: cannot run every suite without these packages.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The type-check and Biome's format and lint check start first and run beside the builds and then
// beside vitest, each a few seconds of CPU: a failure of either still fails the run (and stops
// vitest) as soon as it is known.
const beside = [stepBeside('type-check', 'npx', ['tsc', '--noEmit', '-p', '.']), stepBeside('format and lint (Biome)', 'npx', ['biome', 'check', '.'])];
for (const step of beside)
  step.then((r) => {
    if (r.code === 0) return;
    console.log(`\n== ${r.name} ==`);
    process.stdout.write(r.output);
    stepFailed(r.name, r.code);
  });
await steps(
  [
    existsSync('hardware/firmware/build.sh') && ['firmware', 'npm', ['run', '--silent', 'firmware']],
    existsSync('web-ui/vite.config.ts') && ['tablet UI build', 'npm', ['run', '--silent', 'build:ui']],
  ].filter(Boolean),
);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
console.log('\n== vitest (the type-check and Biome run beside it) ==');
const started = Date.now();
const vitest = spawn(
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
  { stdio: 'inherit', detached: true },
);
running.add(vitest);
const vitestEnded = new Promise((resolve) => vitest.on('close', (code, signal) => resolve({ status: code ?? signal })));
vitestEnded.then(() => running.delete(vitest));
const besideDone = await Promise.all(beside);
const r = await vitestEnded;
console.log(`vitest took ${Math.round((Date.now() - started) / 1000)} s in all`);
for (const step of besideDone) {
  console.log(`\n== ${step.name}, beside vitest ==`);
  process.stdout.write(step.output);
}
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
