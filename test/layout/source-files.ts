// What the layout tests read: the project's source files and the relative imports of one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The .ts/.tsx/.mjs files under `dir` (absolute), without node_modules and builds; tests only when asked. */
export function sourceFiles(dir: string, options: { tests?: boolean } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'build') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path, options);
    return /\.(ts|tsx|mjs)$/.test(e.name) && (options.tests || !/\.test\.tsx?$/.test(e.name)) ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The files `text` (the source of `file`) imports by a relative path, static or dynamic, as absolute paths. */
export function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), (m[1] ?? m[2]) as string));
}

/** What `find` finds in each source file under `dir` (tests only when asked), as `file → found` lines. */
export function foundIn(dir: string, find: (file: string, text: string) => string[], options: { tests?: boolean } = {}): string[] {
  return sourceFiles(dir, options).flatMap((file) => find(file, readFileSync(file, 'utf8')).map((to) => `${relative(root, file)} → ${to}`));
}
