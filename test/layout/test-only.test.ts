// What is named for tests stays in tests: the server's in-memory rig (fake-rig-for-tests.ts) and
// its test helpers (testing.ts) are loaded by test files and by each other, never by the service.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundIn, relativeImports, root } from './source-files.ts';

const TEST_ONLY = ['server/src/devices/fake-rig-for-tests.ts', 'server/src/testing.ts'];

/** The test-only files that `file`, not itself one, imports. */
function testOnlyImports(file: string, text: string): string[] {
  if (TEST_ONLY.includes(relative(root, file))) return [];
  return relativeImports(file, text)
    .map((to) => relative(root, to))
    .filter((to) => TEST_ONLY.includes(to));
}

describe('test-only files', () => {
  it('no file of server/ (but its tests) imports the fake rig or the test helpers', () => {
    const found = foundIn(join(root, 'server'), testOnlyImports);
    expect(found).toEqual([]);
  });

  it('the check finds such an import, and lets the test helpers import the fake rig', () => {
    const line = "import { fakeTableDevice } from './devices/fake-rig-for-tests.ts';";
    expect(testOnlyImports(join(root, 'server', 'src', 'start.ts'), line)).toEqual(['server/src/devices/fake-rig-for-tests.ts']);
    expect(testOnlyImports(join(root, 'server', 'src', 'testing.ts'), line)).toEqual([]);
  });
});
