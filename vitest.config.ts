import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import OneProjectAfterAnother from './test/setup/sequencer.ts';
import { ALL, BROWSER, ENGINE_CATALOGUE, INTEGRATION } from './test/setup/tiers.ts';

// Three projects (docs/testing.md): `npx vitest --project unit` answers in seconds while editing.
// A file's project is in its path, by the rule of test/setup/tiers.ts: test/e2e/ is `browser`
// (the tablet in one shared chromium), `*.int.test.ts` is `integration` (servers, child processes,
// ptys, the emulated firmware, long checks), every other test file is `unit` (pure code).
// A project's own global setup is one line in its `globalSetup` list; test/setup/children.ts fails
// a run that leaves a `quartermaster` process of its own running.
const EXCLUDE = ['**/node_modules/**', '**/dist/**', '**/build/**'];

function workers(): number {
  const asked = process.env.QM_TEST_WORKERS;
  if (asked === undefined || asked === '') return 2 * availableParallelism();
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1) throw new Error(`QM_TEST_WORKERS must be a whole number of at least 1 (not "${asked}")`);
  return n;
}

export default defineConfig({
  test: {
    // A fixed fast-check seed (QM_FC_SEED overrides): see test/setup/fast-check.ts.
    setupFiles: ['test/setup/fast-check.ts'],
    // One project after the other, each one's longest files first, so that a worker goes on to
    // the next file of its project instead of being forked afresh (test/setup/sequencer.ts).
    sequence: { sequencer: OneProjectAfterAnother },
    // Only a guard against a hang: tests wait for states and events, and on a shared 2-core
    // machine beside other work a CPU-bound property test can take a minute.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Two files per core (QM_TEST_WORKERS overrides). A browser file often waits (on the tablet, on
    // the simulated rig's wall clock, on the weigh-off), so four browser files at a time keep two
    // cores busy; the integration files, mostly CPU-bound, then the unit files follow on the same
    // four workers.
    maxWorkers: workers(),
    projects: [
      // Every project's files share their worker's modules (isolate: false): each file cleans up
      // what it starts (servers, processes, pages), and loading the server, the games and the
      // tablet's harness once per worker instead of once per file saves much of the projects'
      // module loading.
      { extends: true, test: { name: 'unit', include: ALL, exclude: [...EXCLUDE, ...INTEGRATION, ...BROWSER], isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...EXCLUDE, ...BROWSER],
          globalSetup: ['test/setup/firmware.ts', 'test/setup/children.ts'],
          isolate: false,
        },
      },
      // A browser file's `expect.poll` waits up to 30 s for the tablet to show a state, not vitest's
      // 1 s: what the tablet shows comes through the server, the (simulated) rig and chromium, each
      // slower now and then on a busy machine.
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER,
          exclude: [...EXCLUDE, ...ENGINE_CATALOGUE],
          globalSetup: ['test/setup/chromium.ts', 'test/setup/engines.ts', 'test/setup/children.ts'],
          // Every server a file's tests started is stopped with the file (test/e2e/started.ts).
          setupFiles: ['test/setup/servers-stopped.ts'],
          isolate: false,
          expect: { poll: { timeout: 30_000 } },
          // One retry: a starved chromium can miss a short-lived state between two polls; a file
          // that fails twice is a failure (docs/testing.md).
          retry: 1,
        },
      },
      // The screen catalogue in WebKit and Firefox (test/e2e/catalogue/webkit, firefox), only when
      // asked for: `npm run test:engines`.
      ...(process.env.QM_ENGINES === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'engines',
                include: ENGINE_CATALOGUE,
                exclude: EXCLUDE,
                globalSetup: ['test/setup/chromium.ts', 'test/setup/engines.ts', 'test/setup/children.ts'],
                setupFiles: ['test/setup/servers-stopped.ts'],
                isolate: false,
                expect: { poll: { timeout: 30_000 } },
                retry: 1,
              },
            },
          ]
        : []),
    ],
  },
});
