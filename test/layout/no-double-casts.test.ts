// No `as unknown as` in product code: a double cast tells the compiler nothing it can check, so a
// shape that changes underneath goes unseen. Product code narrows instead (a type guard, a schema's
// check) or asks for what it needs by an interface. Tests and what serves only them may cast.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

/** Whether the file at `path` (from the root) serves only tests. */
const forTests = (path: string): boolean => path.startsWith('test/') || /(^|\/)testing(\/|\.ts$)|-for-tests\.ts$/.test(path);

/** The lines of `text` with a double cast, as `line: text`. */
function doubleCasts(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (/\bas\s+unknown\s+as\b/.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('double casts', () => {
  it('no product file casts `as unknown as`', () => {
    const found = sourceFiles(root)
      .map((file) => relative(root, file))
      .filter((path) => !forTests(path))
      .flatMap((path) => doubleCasts(readFileSync(`${root}/${path}`, 'utf8')).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });

  it('the check finds a double cast and tells the test helpers from product files', () => {
    expect(doubleCasts('const a = 1;\nconst b = a as unknown as string;')).toEqual(['2: const b = a as unknown as string;']);
    expect(doubleCasts('const u: unknown = 1; // as unknown')).toEqual([]);
    expect(forTests('test/e2e/positions.ts')).toBe(true);
    expect(forTests('web-ui/src/testing/session.ts')).toBe(true);
    expect(forTests('server/src/testing.ts')).toBe(true);
    expect(forTests('server/src/plugins/limits.ts')).toBe(false);
  });
});
