import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{games,scale,server,firmware-bridge,web-ui,hardware,test,bench}/**/*.test.{ts,tsx}'],
    // A fixed fast-check seed (QM_FC_SEED overrides): see test/setup/fast-check.ts.
    setupFiles: ['test/setup/fast-check.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    // Emulator, pty and browser suites are slow on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
