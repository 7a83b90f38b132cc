// A host's key never travels in an address (the browser prints a failed WebSocket's address in its
// console; proxies and histories keep addresses): in each browser engine, with the table's server
// down, the console names no host key, no WebSocket the tablet opens carries one in its address,
// and the start's host link and a host tablet's one-time host link leave the address bar as they
// are taken. Chromium hands a test the engine's own console lines (the failed WebSocket's address
// among them); Firefox (WebDriver BiDi) and WebKit (WebDriver) give only the page's own, so there the
// addresses the page's WebSockets were opened with, what the engine would print, are what is read.
import { afterAll, describe, expect, it } from 'vitest';
import { type Engine, ENGINES, openEngine, type Tab, waitIn } from './engines/index.ts';
import { E2E_TIMEOUT_MS, type Server, startServer } from './harness.ts';

const opened: { engines: Engine[]; servers: Server[] } = { engines: [], servers: [] };
afterAll(async () => {
  for (const e of opened.engines) await e.close().catch(() => undefined);
  for (const s of opened.servers) await s.kill('SIGTERM');
});

/** From now on, the address of each WebSocket the page opens (in `window.qmSockets`). */
const recordSockets = (): void => {
  const w = window as unknown as { qmSockets?: string[]; WebSocket: typeof WebSocket };
  if (w.qmSockets) return;
  const seen: string[] = [];
  w.qmSockets = seen;
  const Own = w.WebSocket;
  w.WebSocket = class extends Own {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      seen.push(String(url));
    }
  };
};
const sockets = (): string[] => (window as unknown as { qmSockets?: string[] }).qmSockets ?? [];
const role = (): string | null => document.querySelector('[data-testid=role]')?.textContent ?? null;
const secret = (): string | null => localStorage.getItem('quartermaster.hostSecret');

async function hostOn(tab: Tab): Promise<string> {
  await waitIn(tab, () => document.querySelector('[data-testid=role]')?.textContent === 'host', null, 'the tablet, host');
  await waitIn(tab, () => localStorage.getItem('quartermaster.hostSecret')?.startsWith('host.'), null, 'its pairing secret, kept');
  await tab.evaluate(recordSockets, null);
  return (await tab.evaluate(secret, null)) ?? '';
}

for (const name of ENGINES) {
  describe(name, { timeout: E2E_TIMEOUT_MS }, () => {
    it('with the server down, the console names no host key, and no address carries one', async () => {
      const engine = await openEngine(name);
      opened.engines.push(engine);
      const server = await startServer({ token: `the-start-token-of-${name}` });
      opened.servers.push(server);
      const host = await engine.open(`${server.url}?token=${server.token}`);
      const held = await hostOn(host);
      expect(await host.evaluate(() => location.href, null)).toBe(server.url);

      // A one-time host link, opened on another tablet: its code leaves that tablet's address bar.
      await host.click('[data-testid=join-qr-toggle]');
      await host.click('[data-testid=host-link-make]');
      await waitIn(host, () => document.querySelector('[data-testid=host-link-code][data-url]') !== null, null, 'the host link drawn');
      const link = (await host.evaluate(() => document.querySelector('[data-testid=host-link-code]')?.getAttribute('data-url') ?? '', null)) ?? '';
      const code = new URL(link).searchParams.get('pair') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const other = await engine.open(link);
      const otherHeld = await hostOn(other);
      expect(await other.evaluate(() => location.href, null)).toBe(server.url);

      // The server goes down: both tablets try to reconnect, and say so.
      await server.kill('SIGTERM');
      for (const t of [host, other]) {
        await waitIn(t, () => document.querySelector('[data-testid=reconnecting]') !== null, null, 'the tablet, reconnecting');
        await waitIn(t, () => ((window as unknown as { qmSockets?: string[] }).qmSockets ?? []).length > 0, null, 'a new WebSocket tried');
      }
      const keys = [server.token, held, otherHeld, code];
      for (const t of [host, other]) {
        // Where the engine gives its own lines, the failed WebSocket's address is among them: it must carry nothing.
        if (name === 'chromium')
          await expect.poll(async () => (await t.printed()).some((line) => line.includes(`${server.url.replace(/^http/, 'ws')}ws`))).toBe(true);
        const seen = [...(await t.printed()), ...(await t.evaluate(sockets, null)), (await t.evaluate(role, null)) ?? ''];
        for (const text of seen) {
          for (const key of keys) expect(text).not.toContain(key);
          expect(text).not.toMatch(/token=|pair=|host\./);
        }
        expect(await t.evaluate(sockets, null)).toEqual(expect.arrayContaining([`${server.url.replace(/^http/, 'ws')}ws`]));
      }
    });
  });
}
