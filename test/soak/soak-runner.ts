// The whole suite, again and again, on a busy machine (issue 10: "ten times in a row with a CPU
// hog beside it"). Each run is what CI does: a clean clone of the repository, then `.ci/run`.
// Lanes run side by side, so every run has the others (and the hogs) beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export interface SoakOptions {
  repo: string;
  runs: number;
  lanes: number;
  hogs: number;
  workDir: string;
  /** Go on after a failed run (the streak is broken either way). */
  keepGoing: boolean;
  /** Run in each clone; CI's own by default. */
  command?: readonly string[];
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  progress?: (line: string) => void;
}

export interface SoakRun {
  run: number;
  lane: number;
  commit: string;
  exitCode: number | null;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  green: boolean;
  /** Why a run is not green, in a table's words: failing tests, or what was missing. */
  problems: string[];
  log: string;
  endedAt: string;
}

export interface SoakSummary {
  commit: string;
  requested: number;
  lanes: number;
  hogs: number;
  runs: SoakRun[];
  green: number;
  /** Green runs in a row, in the order they ended, from the first. */
  greenInARow: number;
  allGreen: boolean;
  seconds: { median: number; min: number; max: number } | null;
  workDir: string;
}

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name?: string; assertionResults?: { fullName?: string; status?: string }[] }[];
}

const REPORT = 'test-results/vitest.json';

function exec(cmd: string, args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b));
    child.stderr.on('data', (b: Buffer) => (err += b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`${cmd} ${args.join(' ')}: ${err.trim() || `exit ${code}`}`))));
  });
}

/** Reads the vitest JSON report a run left; what it lacks becomes a problem, never a pass. */
export function readReport(path: string): { passed: number; failed: number; skipped: number; problems: string[] } {
  if (!existsSync(path)) return { passed: 0, failed: 0, skipped: 0, problems: ['no test report (the run stopped before vitest)'] };
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  } catch (e) {
    return { passed: 0, failed: 0, skipped: 0, problems: [`the test report is not JSON: ${(e as Error).message}`] };
  }
  if (typeof report.numTotalTests !== 'number' || typeof report.numPassedTests !== 'number' || typeof report.numFailedTests !== 'number') {
    return { passed: 0, failed: 0, skipped: 0, problems: ['the test report has no test counts'] };
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const problems: string[] = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') problems.push(`failed: ${test.fullName ?? '?'} (${file.name ?? '?'})`);
    }
  }
  if (report.numTotalTests === 0) problems.push('vitest ran no test');
  if (skipped > 0) problems.push(`${skipped} tests skipped`);
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped, problems };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function summarise(commit: string, o: SoakOptions, runs: SoakRun[]): SoakSummary {
  let greenInARow = 0;
  while (greenInARow < runs.length && runs[greenInARow]!.green) greenInARow++;
  const secs = runs.map((r) => r.seconds);
  const green = runs.filter((r) => r.green).length;
  return {
    commit,
    requested: o.runs,
    lanes: o.lanes,
    hogs: o.hogs,
    runs,
    green,
    greenInARow,
    allGreen: runs.length === o.runs && green === o.runs,
    seconds: secs.length ? { median: median(secs), min: Math.min(...secs), max: Math.max(...secs) } : null,
    workDir: o.workDir,
  };
}

/** One CPU-bound busy loop per hog: the "other work" on a shared machine. */
function startHogs(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

export async function soak(o: SoakOptions): Promise<SoakSummary> {
  const say = o.progress ?? (() => {});
  if (!existsSync(o.repo)) throw new Error(`soak: ${o.repo} does not exist`);
  const commit = await exec('git', ['rev-parse', '--short', 'HEAD'], o.repo).catch((e: Error) => {
    throw new Error(`soak: ${o.repo} is not a git repository with a commit (${e.message})`);
  });
  mkdirSync(o.workDir, { recursive: true });
  const command = o.command ?? ['bash', '.ci/run'];
  const hogs = startHogs(o.hogs);
  const runs: SoakRun[] = [];
  let next = 1;
  let stop = false;
  const lane = async (laneNo: number): Promise<void> => {
    while (!stop && !o.signal?.aborted && next <= o.runs) {
      const run = next++;
      const dir = join(o.workDir, `run-${run}`);
      const log = join(o.workDir, `run-${run}.log`);
      rmSync(dir, { recursive: true, force: true });
      say(`soak: run ${run}/${o.runs} started (lane ${laneNo})`);
      const started = performance.now();
      let exitCode: number | null = null;
      let runCommit = commit;
      const problems: string[] = [];
      try {
        await exec('git', ['clone', '-q', o.repo, dir], o.workDir, o.env, o.signal);
        runCommit = await exec('git', ['rev-parse', '--short', 'HEAD'], dir);
        exitCode = await new Promise<number | null>((resolve) => {
          const out = createWriteStream(log);
          const child = spawn(command[0]!, command.slice(1), { cwd: dir, env: o.env ?? process.env, signal: o.signal, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.pipe(out, { end: false });
          child.stderr.pipe(out, { end: false });
          child.on('error', (e) => problems.push(`could not run ${command.join(' ')}: ${e.message}`));
          child.on('close', (code) => out.end(() => resolve(code)));
        });
      } catch (e) {
        problems.push((e as Error).message);
      }
      const seconds = Math.round((performance.now() - started) / 1000);
      const report = readReport(join(dir, REPORT));
      if (exitCode !== 0 && problems.length === 0) problems.push(`${command.join(' ')} exited ${exitCode ?? 'on a signal'}`);
      problems.push(...report.problems);
      const green = exitCode === 0 && report.failed === 0 && problems.length === 0;
      const result: SoakRun = { run, lane: laneNo, commit: runCommit, exitCode, seconds, ...report, problems, green, log, endedAt: new Date().toISOString() };
      // The clone's node_modules alone is ~1 GB; its log is what a failure needs.
      rmSync(dir, { recursive: true, force: true });
      runs.push(result);
      const inARow = summarise(commit, o, runs).greenInARow;
      say(
        `soak: run ${run}/${o.runs} ${green ? 'green' : 'FAILED'}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped in ${seconds} s; ` +
          `${inARow} green in a row${green ? '' : ` (${problems.join('; ')}; log ${log})`}`,
      );
      if (!green && !o.keepGoing) stop = true;
    }
  };
  try {
    await Promise.all(Array.from({ length: o.lanes }, (_, i) => lane(i + 1)));
  } finally {
    for (const h of hogs) h.kill('SIGKILL');
  }
  return summarise(commit, o, runs);
}
