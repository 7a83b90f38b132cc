// A vitest reporter for `npm test` (scripts/test.mjs): each project's time, from its first file's
// start to its last file's end, and the sum of its files' own times (projects run side by side,
// so the spans overlap). Printed at the end of the run and written to test-results/projects.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTime {
  project: string;
  tests: number;
  retried: number;
  start: number;
  end: number;
}

export interface ProjectTime {
  project: string;
  files: number;
  tests: number;
  /** From the first file's start to the last file's end, in seconds. */
  spanSeconds: number;
  /** The files' own times added up, in seconds. */
  fileSeconds: number;
  /** Tests that passed only when tried again (the browser project's `retry`): a flake to chase. */
  retried: number;
}

/** Each project's time from when its files started and ended (ms since the epoch). */
export function projectTimes(files: ReadonlyArray<FileTime>): ProjectTime[] {
  const by = new Map<string, { files: number; tests: number; retried: number; start: number; end: number; sum: number }>();
  for (const f of files) {
    const p = by.get(f.project) ?? { files: 0, tests: 0, retried: 0, start: Number.POSITIVE_INFINITY, end: 0, sum: 0 };
    p.files++;
    p.tests += f.tests;
    p.retried += f.retried;
    p.start = Math.min(p.start, f.start);
    p.end = Math.max(p.end, f.end);
    p.sum += f.end - f.start;
    by.set(f.project, p);
  }
  const s = (ms: number) => Math.round(ms / 100) / 10;
  return [...by].map(([project, p]) => ({
    project,
    files: p.files,
    tests: p.tests,
    spanSeconds: s(p.end - p.start),
    fileSeconds: s(p.sum),
    retried: p.retried,
  }));
}

export default class ProjectTimes implements Reporter {
  private readonly started = new Map<TestModule, number>();
  private readonly files: FileTime[] = [];

  onTestModuleStart(m: TestModule): void {
    this.started.set(m, Date.now());
  }

  onTestModuleEnd(m: TestModule): void {
    const end = Date.now();
    const tests = [...m.children.allTests()];
    const retried = tests.filter((t) => t.result().state === 'passed' && (t.diagnostic()?.retryCount ?? 0) > 0).length;
    this.files.push({ project: m.project.name || 'default', tests: tests.length, retried, start: this.started.get(m) ?? end, end });
  }

  onTestRunEnd(): void {
    const times = projectTimes(this.files);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/projects.json', `${JSON.stringify(times, null, 2)}\n`);
    console.log('\nTime per project (span: first file start to last file end; files: their times added up):');
    for (const t of times)
      console.log(
        `  ${t.project.padEnd(12)} ${String(t.files).padStart(4)} files ${String(t.tests).padStart(5)} tests  span ${t.spanSeconds} s  files ${t.fileSeconds} s  retried ${t.retried}`,
      );
  }
}
