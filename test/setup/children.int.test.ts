// Every child the tests start is stopped, retried or not, and a run that leaves one running fails
// naming it: vitest runs a fixture of test/setup/fixtures/ in a process of its own, as the
// browser project runs its files (children.config.ts), and each server the fixture started must be
// gone when that run ends. A start given up on stops its process too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startServer } from '../e2e/harness.ts';
import { RUN_MARK } from './children.ts';

const dir = mkdtempSync(join(tmpdir(), 'qm-children-'));
const pidsSeen: number[] = [];
afterAll(() => {
  // Whatever the checks found alive is stopped here: a failed check leaves nothing running either.
  for (const pid of pidsSeen) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A process ended but not yet reaped by its parent is no longer running.
  return !/^\d+ \([^)]*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** vitest on `fixture`, with a mark of its own: its exit code, its output and the ids of the servers the fixture started. */
function runFixture(fixture: string): Promise<{ code: number | null; output: string; pids: number[] }> {
  const pidsFile = join(dir, `${fixture}.pids`);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('VITEST')) env[k] = v;
  Object.assign(env, { [RUN_MARK]: `fixture-${process.pid}-${fixture}`, QM_FIXTURE: `test/setup/fixtures/${fixture}`, QM_FIXTURE_PIDS: pidsFile });
  const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawn(process.execPath, [vitest, 'run', '--config', 'test/setup/fixtures/children.config.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  run.stdout.on('data', (d: Buffer) => (output += d.toString()));
  run.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) =>
    run.once('exit', (code) => {
      let pids: number[] = [];
      try {
        pids = readFileSync(pidsFile, 'utf8').trim().split('\n').map(Number);
      } catch {
        // the fixture started none
      }
      pidsSeen.push(...pids);
      resolve({ code, output, pids });
    }),
  );
}

describe('the children of a test run', () => {
  it("a retried test's first server is stopped with its file, though the file's own cleanup names only the last", async () => {
    const r = await runFixture('retried.fixture.ts');
    expect(r.pids, r.output).toHaveLength(2);
    expect(r.pids.filter(alive), r.output).toEqual([]);
    expect(r.code, r.output).toBe(0);
  });

  it('a run that leaves a quartermaster process running fails naming it, and stops it', async () => {
    const r = await runFixture('left-running.fixture.ts');
    expect(r.pids, r.output).toHaveLength(1);
    expect(r.code).toBe(1);
    expect(r.output).toMatch(
      new RegExp(`the tests left 1 quartermaster process running \\(stopped now\\): pid ${r.pids[0]}: \\S+ \\S*bin/quartermaster\\.mjs serve`),
    );
    // SIGKILL is delivered, not awaited: the process is gone once the kernel has ended it.
    await expect.poll(() => r.pids.filter(alive), { timeout: 10_000 }).toEqual([]);
  });

  it('a start given up on stops its process', async () => {
    const started = startServer({ ownProcess: true, startWithinMs: 1 });
    await expect(started).rejects.toThrow(/^the server \(pid \d+\) did not start within 0\.001 s, and was stopped/);
    const pid = Number(/pid (\d+)/.exec(String(await started.catch((e: Error) => e.message)))?.[1]);
    pidsSeen.push(pid);
    expect(alive(pid)).toBe(false);
  });
});
