// The order vitest hands files to its workers. Vitest's own runs one project after the other
// (browser, then integration, then unit); but a browser file mostly waits while an integration
// file keeps a core busy, so side by side they share the machine: this takes the projects' files
// in turn, each project's in vitest's own order (failed first, then longest or largest first).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export default class TakeTurns extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const queues = new Map<string, TestSpecification[]>();
    for (const f of sorted) {
      const queue = queues.get(f.project.name) ?? [];
      queue.push(f);
      queues.set(f.project.name, queue);
    }
    const lists = [...queues.values()];
    const turns: TestSpecification[] = [];
    for (let i = 0; turns.length < sorted.length; i++) for (const list of lists) if (i < list.length) turns.push(list[i] as TestSpecification);
    return turns;
  }
}
