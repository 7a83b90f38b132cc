// The order vitest hands files to its workers. Vitest's own runs one project after the other
// (browser, then integration, then unit); but a browser file mostly waits while an integration
// file keeps a core busy, so side by side they share the machine: this takes the projects' files
// in turn, each project's longest first. How long a file takes is what vitest remembers of the
// last run; a clean clone remembers nothing (and vitest then starts the largest files first, the
// long statistical ones last), so file-seconds.json says what a whole run on a quiet 2-core
// machine measured for the files of 3 s and more (refresh it from test-results/vitest.json).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const measured = JSON.parse(readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8')) as Record<string, number>;

export default class TakeTurns extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const ms = (f: TestSpecification): number => {
      const path = relative(root, f.moduleId);
      return this.ctx.cache.getFileTestResults(`${f.project.name}:${path}`)?.duration ?? (measured[path] ?? 0) * 1000;
    };
    const queues = new Map<string, TestSpecification[]>();
    for (const f of sorted) {
      const queue = queues.get(f.project.name) ?? [];
      queue.push(f);
      queues.set(f.project.name, queue);
    }
    // Stable: files of the same time keep vitest's order (the largest first).
    const lists = [...queues.values()].map((list) => [...list].sort((a, b) => ms(b) - ms(a)));
    const turns: TestSpecification[] = [];
    for (let i = 0; turns.length < sorted.length; i++) for (const list of lists) if (i < list.length) turns.push(list[i] as TestSpecification);
    return turns;
  }
}
