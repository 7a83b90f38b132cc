// A game's screens that failed to come down because the table stopped while the tablet was loading
// them come down by themselves once the table is back: the tablet tries the load again when its
// link reopens. Before, "did not come down" stayed after the reconnect until "Try again" was pressed.
import { describe, expect, it } from 'vitest';
import { sevenSeize } from './catalogue/logs.ts';
import { dataDirWith, E2E_TIMEOUT_MS, browserForFile, type Server, startServer } from './harness.ts';

// One browser for the file; every table it starts is stopped with the file.
const files = browserForFile();
let server: Server;

describe("a game's screens, the table stopped while they come down", { timeout: E2E_TIMEOUT_MS }, () => {
  it('come down by themselves once the table is back, without a press of Try again', async () => {
    server = await startServer({ ownProcess: true, dataDir: dataDirWith(sevenSeize(3, 1).slice(0, 2)) });
    files.servers.push(server);
    const stopped = server;
    // The table is stopped as the tablet asks for the game's chunk: the request goes to a table no longer there.
    const context = await files.browser.newContext({ viewport: { width: 1180, height: 820 } });
    const tablet = await context.newPage();
    let asked = 0;
    await tablet.route('**/assets/seven-seize-*.js', async (route) => {
      asked++;
      if (asked === 1) await stopped.kill('SIGKILL');
      await route.continue();
    });
    await tablet.goto(`${server.url}?token=${server.token}`);
    await tablet.getByTestId('game-load-failed').waitFor();
    server = await startServer({ ownProcess: true, dataDir: stopped.dataDir, port: stopped.port, token: stopped.token });
    files.servers.push(server);
    await tablet.getByTestId('screen-round').waitFor();
    expect(await tablet.getByTestId('game-load-failed').count()).toBe(0);
    expect(asked).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
