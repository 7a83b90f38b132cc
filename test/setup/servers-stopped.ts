// vitest setup file of the browser project: after each file's own cleanup, any server one of its
// tests started and no one stopped (a retry's first attempt, a test failed before its cleanup) is
// stopped (test/e2e/started.ts), so none outlives its file.
import { afterAll } from 'vitest';
import { stopEveryStarted } from '../e2e/started.ts';

afterAll(async () => {
  await stopEveryStarted();
});
