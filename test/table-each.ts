// A table of every game on a free port, started before each test of a file and stopped after it
// (its data folder removed): `take` is handed each one.
import { afterEach, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from '../server/src/testing.ts';
import { everyGame } from './every-game.ts';

/** Call at a test file's top level (or a describe's). */
export function tableEach(take: (server: TestServer) => void): void {
  let server: TestServer | null = null;
  beforeEach(async () => {
    server = await startTestServer(everyGame());
    take(server);
  });
  afterEach(() => server?.stop());
}
