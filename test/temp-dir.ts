// Fresh temporary folders for the tests of a file, each removed after its test: one handed to
// each test (`tempDirEach`), or made on demand (`tempDirs`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** Call at a test file's top level (or a describe's): `prefix` names the folder in the temp dir. */
export function tempDirEach(prefix: string, take: (dir: string) => void): void {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    take(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
}

/** Call at a test file's top level: a maker of fresh temporary folders (named by `prefix`), each
 * removed after the test that made it. */
export function tempDirs(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    made.push(d);
    return d;
  };
}
