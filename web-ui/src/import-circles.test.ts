// No import circle in the tablet's code (issue 29: the connection reached the screens through the
// game registry, and the screens the connection): a circle makes the order modules load in matter
// and ties every file on it to every other. Type imports count too: they tie the files all the same.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Each file's imports of other files of web-ui/src (relative ones; a package or the server is no part of a circle here). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((f) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(f, 'utf8'), true, false);
      const targets = importedFiles.map((i) => i.fileName).filter((n) => n.startsWith('.'));
      return [f, targets.map((n) => resolve(dirname(f), n)).filter((t) => known.has(t))];
    }),
  );
}

/** One circle through each strongly connected group of files (Tarjan), as the path around it. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = new Set<string>();
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w as string);
      group.add(w as string);
    }
    if (group.size > 1 || graph.get(v)?.includes(v)) found.push(pathAround(graph, v, group));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The shortest way from `start` back to itself inside `group` (breadth first). */
function pathAround(graph: ReadonlyMap<string, readonly string[]>, start: string, group: ReadonlySet<string>): string[] {
  const from = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] as string;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = from.get(v); p !== undefined; p = from.get(p)) path.unshift(p);
        if (path[0] !== start) path.unshift(start);
        return path;
      }
      if (!from.has(w) && w !== start) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

describe('the tablet has no import circle', () => {
  it('finds a circle when there is one (a → b → c → a), and none in a tree', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([...g, ['c', ['d']]]))).toEqual([]);
  });

  it('in web-ui/src', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found = circles(importGraph(files)).map((c) => [...c, c[0]].map((f) => relative(SRC, f as string)).join(' → '));
    expect(found).toEqual([]);
  });
});
