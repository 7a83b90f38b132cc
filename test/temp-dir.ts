// A fresh temporary folder for each test of a file, removed after it: `take` is handed each one.
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
