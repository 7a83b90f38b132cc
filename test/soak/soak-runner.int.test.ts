// The soak on a tiny repository whose `.ci/run` writes a vitest report, so every outcome (green,
// a failing test, no report, skips) is played through real clones and real processes.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSoakArgs } from './soak-args.ts';
import { readReport, soak } from './soak-runner.ts';

const report = (passed: number, failed: number, skipped = 0) =>
  JSON.stringify({
    numTotalTests: passed + failed + skipped,
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: skipped,
    numTodoTests: 0,
    testResults: [{ name: '/repo/weigh-off.test.ts', assertionResults: failed ? [{ fullName: 'the lighter cup is out', status: 'failed' }] : [] }],
  });

// Run n (counted in a file outside the clones) does what $OUTCOME_<n> says: green by default.
const CI_RUN = `#!/usr/bin/env bash
n=$(( $(cat "$COUNTER" 2>/dev/null || echo 0) + 1 )); echo $n > "$COUNTER"
outcome_var="OUTCOME_$n"; outcome="\${!outcome_var:-green}"
echo "run $n: $outcome"
mkdir -p test-results
case $outcome in
  green) echo '${report(3, 0)}' > test-results/vitest.json ;;
  red) echo '${report(2, 1)}' > test-results/vitest.json; exit 1 ;;
  skips) echo '${report(2, 0, 1)}' > test-results/vitest.json ;;
  none) ;;
esac
`;

function fakeRepo(): { repo: string; counter: string; out: string } {
  const base = mkdtempSync(join(tmpdir(), 'qm-soak-test-'));
  const repo = join(base, 'repo');
  mkdirSync(join(repo, '.ci'), { recursive: true });
  writeFileSync(join(repo, '.ci/run'), CI_RUN);
  chmodSync(join(repo, '.ci/run'), 0o755);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'fake');
  return { repo, counter: join(base, 'counter'), out: join(base, 'out') };
}

const env = (counter: string, outcomes: Record<number, string> = {}) => ({
  ...process.env,
  COUNTER: counter,
  ...Object.fromEntries(Object.entries(outcomes).map(([n, o]) => [`OUTCOME_${n}`, o])),
});

describe('soak: the whole suite again and again on clean clones', () => {
  it('counts green runs in a row across lanes beside a hog, keeps each log and removes each clone', async () => {
    const { repo, counter, out } = fakeRepo();
    const lines: string[] = [];
    const s = await soak({ repo, runs: 4, lanes: 2, hogs: 1, keepGoing: false, workDir: out, env: env(counter), progress: (l) => lines.push(l) });
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo }).toString().trim();
    expect(s).toMatchObject({ commit: head, requested: 4, green: 4, greenInARow: 4, allGreen: true });
    expect(s.runs.map((r) => r.run).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(s.runs.map((r) => r.lane))).toEqual(new Set([1, 2]));
    for (const r of s.runs) {
      expect(r).toMatchObject({ commit: head, exitCode: 0, passed: 3, failed: 0, skipped: 0, problems: [] });
      expect(readFileSync(r.log, 'utf8')).toMatch(/^run \d: green/);
      expect(existsSync(join(out, `run-${r.run}`))).toBe(false);
    }
    expect(lines.filter((l) => / green: 3 passed/.test(l))).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/4 green in a row/);
  });

  it('stops starting runs after a failed one and names the failing test', async () => {
    const { repo, counter, out } = fakeRepo();
    const s = await soak({ repo, runs: 5, lanes: 1, hogs: 0, keepGoing: false, workDir: out, env: env(counter, { 2: 'red' }) });
    expect(s.runs).toHaveLength(2);
    expect(s).toMatchObject({ green: 1, greenInARow: 1, allGreen: false });
    expect(s.runs[1]).toMatchObject({ green: false, exitCode: 1, passed: 2, failed: 1 });
    expect(s.runs[1]!.problems).toContain('failed: the lighter cup is out (/repo/weigh-off.test.ts)');
  });

  it('with --keep-going, runs them all; a run without a report or with skips is not green', async () => {
    const { repo, counter, out } = fakeRepo();
    const s = await soak({ repo, runs: 4, lanes: 1, hogs: 0, keepGoing: true, workDir: out, env: env(counter, { 2: 'none', 3: 'skips' }) });
    expect(s.runs.map((r) => r.green)).toEqual([true, false, false, true]);
    expect(s).toMatchObject({ green: 2, greenInARow: 1, allGreen: false });
    expect(s.runs[1]!.problems).toEqual(['no test report (the run stopped before vitest)']);
    expect(s.runs[2]!.problems).toEqual(['1 tests skipped']);
  });

  it('refuses a directory that is not a git repository, or is not there, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-soak-test-'));
    await expect(soak({ repo: dir, runs: 1, lanes: 1, hogs: 0, keepGoing: false, workDir: join(dir, 'out') })).rejects.toThrow(
      `soak: ${dir} is not a git repository`,
    );
    await expect(soak({ repo: join(dir, 'gone'), runs: 1, lanes: 1, hogs: 0, keepGoing: false, workDir: join(dir, 'out') })).rejects.toThrow(
      `soak: ${join(dir, 'gone')} does not exist`,
    );
  });

  it('reads a report that is not JSON or has no counts as a problem, never a pass', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-soak-test-'));
    writeFileSync(join(dir, 'a.json'), '{"numTotalTests": 3');
    writeFileSync(join(dir, 'b.json'), '{"numTotalTests": 0, "numPassedTests": 0, "numFailedTests": 0}');
    writeFileSync(join(dir, 'c.json'), '[]');
    expect(readReport(join(dir, 'a.json')).problems[0]).toMatch(/^the test report is not JSON/);
    expect(readReport(join(dir, 'b.json')).problems).toEqual(['vitest ran no test']);
    expect(readReport(join(dir, 'c.json')).problems).toEqual(['the test report has no test counts']);
  });
});

describe('soak: its command line', () => {
  it('defaults to ten runs in two lanes beside one hog, on this repository', () => {
    expect(parseSoakArgs(['--out', '/tmp/x'], '/work/repo')).toEqual({ runs: 10, lanes: 2, hogs: 1, keepGoing: false, repo: '/work/repo', workDir: '/tmp/x' });
    expect(parseSoakArgs(['--runs', '1', '--lanes', '4', '--hogs', '0', '--keep-going', '--out', '/tmp/x'], '/r')).toMatchObject({
      runs: 1,
      lanes: 1,
      hogs: 0,
      keepGoing: true,
    });
  });

  it.each([
    [['--runs', '0'], "--runs must be a whole number from 1 to 1000, not '0'"],
    [['--runs', '2.5'], "--runs must be a whole number from 1 to 1000, not '2.5'"],
    [['--lanes', '9'], "--lanes must be a whole number from 1 to 8, not '9'"],
    [['--hogs=-1'], "--hogs must be a whole number from 0 to 8, not '-1'"],
    [['--hogs', 'lots'], "--hogs must be a whole number from 0 to 8, not 'lots'"],
    [['extra'], "unexpected argument 'extra'"],
    [['--fast'], "Unknown option '--fast'"],
  ])('refuses %j, naming what was wrong', (argv, message) => {
    expect(() => parseSoakArgs([...argv, '--out', '/tmp/x'], '/r')).toThrow(message);
  });
});
