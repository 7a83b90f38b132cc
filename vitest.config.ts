import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{games,server,firmware-bridge,web-ui,hardware,test,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/build/**'],
    // Emulator, pty and browser suites are slow on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
