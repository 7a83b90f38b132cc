// No import circles: a module that imports (even a type from) a module that imports it back makes
// both one concern, and the order they load in a matter of luck. A small walk over the relative
// imports of the project's .ts/.tsx files (TypeScript's own resolution is not needed: every import
// names its file with its extension), reporting each circle once as the chain of files.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports, root, sourceFiles } from './source-files.ts';

/** The import graph of the files under `dirs` (edges to files outside them too, which end there). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => sourceFiles(join(root, d), { tests: true }))) graph.set(file, relativeImports(file, readFileSync(file, 'utf8')));
  return graph;
}

/** Each circle once, as `a → b → … → a` (relative paths), by a depth-first walk. */
function circles(graph: Map<string, string[]>): string[] {
  const found = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const loop = stack.slice(stack.indexOf(next)).map((f) => relative(root, f));
        const start = loop.indexOf([...loop].sort()[0] as string);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        found.add([...turned, turned[0]].join(' → '));
      } else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found].sort();
}

describe('no import circles', () => {
  it('in server/, firmware-bridge/, games/, scale/, hardware/ and lib/', () => {
    expect(circles(importGraph(['server', 'firmware-bridge', 'games', 'scale', 'hardware', 'lib']))).toEqual([]);
  });

  // The tablet's circle (connection.ts → session-check.ts → games/index.ts → the screens →
  // context.ts → connection.ts) is broken in the tablet's half of issue 29: enable once it is merged.
  it('in web-ui/src', () => {
    expect(circles(importGraph(['web-ui/src']))).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((f) => join(root, f)) as [string, string, string];
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });
});
