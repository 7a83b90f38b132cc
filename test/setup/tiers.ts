// Which project (tier) a test file runs in is written in its path, so that renaming a file cannot
// move it to another tier unnoticed (docs/testing.md):
// - browser: the files under test/e2e/ (the tablet in chromium);
// - integration: files named `*.int.test.ts(x)`: they start a server, a child process, a pty
//   (socat) or the emulated firmware, or they are long checks of pure code (properties over
//   thousands of games, the resolver's statistics);
// - unit: every other `*.test.ts(x)`, pure code in one process.
// vitest.config.ts reads the globs; test/layout/test-tiers.test.ts holds unit files to the rule.

export type Tier = 'unit' | 'integration' | 'browser';

export const ALL = ['**/*.test.{ts,tsx}'];
export const BROWSER = ['test/e2e/**/*.test.{ts,tsx}'];
export const INTEGRATION = ['**/*.int.test.{ts,tsx}'];
/** The screen catalogue in WebKit and Firefox: browser files of their own project, `engines`, run
 * by `npm run test:engines` (QM_ENGINES=1), not by `npm test`, whose 7 minutes they would overrun
 * (docs/testing.md has the figures). */
export const ENGINE_CATALOGUE = ['test/e2e/catalogue/webkit/**/*.test.ts', 'test/e2e/catalogue/firefox/**/*.test.ts'];

/** The tier of a test file by its path relative to the project's root (with `/`), as the globs above choose it. */
export function tierOf(path: string): Tier {
  if (path.startsWith('test/e2e/')) return 'browser';
  return /\.int\.test\.tsx?$/.test(path) ? 'integration' : 'unit';
}
