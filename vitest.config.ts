import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{games,scale,server,firmware-bridge,web-ui,hardware,test,bench}/**/*.test.{ts,tsx}'],
    // A fixed fast-check seed (QM_FC_SEED overrides): see test/setup/fast-check.ts.
    setupFiles: ['test/setup/fast-check.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    // Only a guard against a hang: tests wait for states and events, and on a shared 2-core
    // machine beside other work a CPU-bound property test took 66 s (issue 10).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
