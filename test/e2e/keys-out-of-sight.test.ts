// A host's key never travels in an address (the browser prints a failed WebSocket's address in its
// console; proxies and histories keep addresses): each browser engine, with the table's server
// down, prints no host key in its console, no WebSocket address carries one, and the start's host
// link and a host tablet's one-time host link leave the address bar as they are taken.
import type { Browser, ConsoleMessage, Page, WebSocket } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_TIMEOUT_MS, launchBrowser, openTablet, type Server, startServer } from './harness.ts';

/**
 * The browser engines this runs on, each by its harness driver: another engine's driver joins this
 * list (a name and how to open that browser) and the same check runs on it.
 */
const ENGINES: { name: string; open(): Promise<Browser> }[] = [{ name: 'chromium', open: launchBrowser }];

/** What a page printed and which WebSocket addresses it opened, from the moment it is watched. */
function watch(page: Page): { printed: string[]; sockets: string[] } {
  const seen = { printed: [] as string[], sockets: [] as string[] };
  page.on('console', (m: ConsoleMessage) => seen.printed.push(m.text()));
  page.on('pageerror', (e) => seen.printed.push(e.message));
  page.on('websocket', (ws: WebSocket) => seen.sockets.push(ws.url()));
  return seen;
}

const opened: { browser?: Browser; server?: Server; pages: Page[] } = { pages: [] };
afterAll(async () => {
  for (const p of opened.pages) await p.close().catch(() => undefined);
  await opened.browser?.close();
  await opened.server?.kill('SIGTERM');
});

for (const engine of ENGINES) {
  describe(engine.name, { timeout: E2E_TIMEOUT_MS }, () => {
    it('with the server down, the console names no host key, and no address ever carried one', async () => {
      const browser = (opened.browser = await engine.open());
      const server = (opened.server = await startServer({ token: 'the-start-token-of-this-test' }));
      const host = await openTablet(browser, `${server.url}?token=${server.token}`);
      opened.pages.push(host.page);
      const onHost = watch(host.page);
      await expect.poll(() => host.page.getByTestId('role').innerText()).toBe('host');
      await expect.poll(() => host.page.evaluate(() => localStorage.getItem('quartermaster.hostSecret'))).toMatch(/^host\./);
      const held = (await host.page.evaluate(() => localStorage.getItem('quartermaster.hostSecret'))) ?? '';
      expect(host.page.url()).toBe(server.url);

      // A one-time host link, opened on another tablet: its code leaves that tablet's address bar.
      await host.page.getByTestId('join-qr-toggle').click();
      await host.page.getByTestId('host-link-make').click();
      const link = (await host.page.locator('[data-testid=host-link-code][data-url]').getAttribute('data-url')) ?? '';
      const code = new URL(link).searchParams.get('pair') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const other = await openTablet(browser, link);
      opened.pages.push(other.page);
      const onOther = watch(other.page);
      await expect.poll(() => other.page.getByTestId('role').innerText()).toBe('host');
      const otherHeld = (await other.page.evaluate(() => localStorage.getItem('quartermaster.hostSecret'))) ?? '';
      expect(otherHeld).toMatch(/^host\./);
      expect(other.page.url()).toBe(server.url);

      // The server goes down: both tablets try to reconnect, and the engine prints each failure.
      await server.kill('SIGTERM');
      for (const t of [host.page, other.page]) await t.getByTestId('reconnecting').waitFor();
      const failed = (seen: { printed: string[] }) => seen.printed.filter((text) => /WebSocket/.test(text));
      await expect.poll(() => failed(onHost).length).toBeGreaterThan(0);
      await expect.poll(() => failed(onOther).length).toBeGreaterThan(0);
      expect(failed(onHost)[0]).toContain(`${server.url.replace(/^http/, 'ws')}ws`); // the address is printed: it must carry nothing

      const keys = [server.token, held, otherHeld, code];
      for (const seen of [onHost, onOther]) {
        expect(seen.sockets.length).toBeGreaterThan(0);
        for (const text of [...seen.printed, ...seen.sockets]) {
          for (const key of keys) expect(text).not.toContain(key);
          expect(text).not.toMatch(/token=|pair=|host\./);
        }
      }
    });
  });
}
