// A tablet back from sleep or from the back/forward cache reconnects at once, not at the end of its
// backoff (up to 5 s): the page's timers are held still (playwright's clock), so only the page's
// `pageshow` or `visibilitychange` can bring the link back while the table is up again.
import { describe, expect, it } from 'vitest';
import { E2E_TIMEOUT_MS, browserForFile, type Server, startServer } from './harness.ts';

// One browser for the file; every table it starts is stopped with the file.
const files = browserForFile();
let server: Server;

describe('a tablet back from sleep or from the back/forward cache', { timeout: E2E_TIMEOUT_MS }, () => {
  for (const event of ['pageshow', 'visibilitychange'] as const)
    it(`reconnects at once on ${event}, its backoff's timer not yet due`, async () => {
      server = await startServer({ ownProcess: true });
      files.servers.push(server);
      const context = await files.browser.newContext({ viewport: { width: 1180, height: 820 } });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${server.url}?token=${server.token}`);
      await page.getByTestId('role').waitFor();
      await page.clock.pauseAt(Date.now() + 60_000);
      const { dataDir, port, token } = server;
      await server.kill('SIGKILL');
      await page.getByTestId('reconnecting').waitFor();
      server = await startServer({ ownProcess: true, dataDir, port, token });
      files.servers.push(server);
      await page.evaluate(
        (e) => (e === 'pageshow' ? window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })) : document.dispatchEvent(new Event(e))),
        event,
      );
      await page.getByTestId('reconnecting').waitFor({ state: 'detached' });
      expect(await page.locator('.app').getAttribute('class')).not.toContain('offline');
      await context.close();
      await server.kill('SIGTERM');
    });
});
