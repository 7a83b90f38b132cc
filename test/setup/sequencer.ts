// The order vitest hands files to its workers: one project after the other (browser, integration,
// unit), each project's longest files first. Vitest 4 keeps a worker for the next file only when
// that file is of the same project (its pool compares the next queued task's project with the
// finished worker's); a worker of another project is stopped and a fresh one forked, which loads
// vitest, the server and the games again: files of the projects taken in turn forked a worker for
// most files (docs/testing.md has the count and its cost), one project after the other forks a few
// per project. The long browser files go first and the short unit files fill the tail. How long a
// file takes is what vitest remembers of the last run; a clean clone remembers nothing, so
// file-seconds.json says what a whole run measured for the files of 3 s and more: only their order
// counts, so a run on a busy machine serves too (`node scripts/file-seconds.mjs` writes it from
// test-results/vitest.json; a file it does not list starts after those it does).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const measured = JSON.parse(readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8')) as Record<string, number>;

/** The projects in the order they run; a project not named here runs after them. */
const PROJECTS = ['browser', 'integration', 'unit'];

export default class OneProjectAfterAnother extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const ms = (f: TestSpecification): number => {
      const path = relative(root, f.moduleId);
      return this.ctx.cache.getFileTestResults(`${f.project.name}:${path}`)?.duration ?? (measured[path] ?? 0) * 1000;
    };
    const rank = (f: TestSpecification): number => {
      const i = PROJECTS.indexOf(f.project.name);
      return i === -1 ? PROJECTS.length : i;
    };
    // Stable: files of the same project and time keep vitest's order (the largest first).
    return [...sorted].sort((a, b) => rank(a) - rank(b) || ms(b) - ms(a));
  }
}
