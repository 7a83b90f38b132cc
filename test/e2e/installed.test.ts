// The tablet app installed ("Add to Home Screen"): the page names its web app manifest and iOS's
// home-screen icon; the manifest's name, display, colours and icons are served, each icon a PNG of
// the size it says (a maskable one among them); and the app opened as an installed one opens, from
// the manifest's start_url, with storage of its own (as iOS gives it) and iOS's `navigator.standalone`:
// a spectator there is told how it becomes host, and the rig's button pairs it, which it keeps.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_TIMEOUT_MS, launchBrowser, openTablet, type Server, startServer, waitState } from './harness.ts';

let browser: Browser;
let server: Server;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  for (const p of pages)
    await p
      .context()
      .close()
      .catch(() => undefined);
  await browser?.close();
  await server?.kill('SIGTERM');
});

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const attr = (html: string, tag: RegExp, name: string): string | null => {
  const el = html.match(tag)?.[0];
  return el?.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? null;
};

describe('the tablet app, installed on a home screen', { timeout: E2E_TIMEOUT_MS }, () => {
  it('names its manifest and icons, and serves each, of the sizes they say', async () => {
    const html = await (await fetch(server.url)).text();
    const manifestHref = attr(html, /<link rel="manifest"[^>]*>/, 'href');
    expect(manifestHref).not.toBeNull();
    expect(attr(html, /<meta name="apple-mobile-web-app-capable"[^>]*>/, 'content')).toBe('yes');
    const theme = attr(html, /<meta name="theme-color"[^>]*>/, 'content');
    const manifestUrl = new URL(manifestHref as string, server.url);
    const res = await fetch(manifestUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/(manifest\+)?json/);
    const m = (await res.json()) as Manifest;
    expect(m).toMatchObject({ name: 'Quartermaster', short_name: 'Quartermaster', display: 'standalone', theme_color: theme });
    expect(new URL(m.start_url as string, manifestUrl).href).toBe(server.url);
    const sizes = (m.icons ?? []).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const apple = attr(html, /<link rel="apple-touch-icon"[^>]*>/, 'href');
    expect(apple).not.toBeNull();
    const icons = [
      ...(m.icons ?? []).map((i) => ({ url: new URL(i.src, manifestUrl), sizes: i.sizes })),
      { url: new URL(apple as string, server.url), sizes: '180x180' },
    ];
    for (const icon of icons) {
      const r = await fetch(icon.url);
      expect(r.status, `${icon.url}`).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await r.arrayBuffer()));
      expect(`${width}x${height}`, `${icon.url}`).toBe(icon.sizes);
    }
  });

  it('opened as an installed app (its own storage, navigator.standalone): a spectator told how to become host, paired by the rig', async () => {
    const manifestUrl = new URL('manifest.webmanifest', server.url);
    const m = (await (await fetch(manifestUrl)).json()) as Manifest;
    const host = await openTablet(browser, `${server.url}?token=${server.token}`);
    pages.push(host.page);
    // The installed app: a context of its own (none of the browser's storage), iOS's standalone flag.
    const app = await browser.newContext({ viewport: { width: 1180, height: 820 } });
    await app.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true, configurable: true }));
    const page = await app.newPage();
    pages.push(page);
    await page.goto(new URL(m.start_url as string, manifestUrl).href);
    await page.getByTestId('role').waitFor();
    expect(await page.getByTestId('role').innerText()).toBe('spectator · read-only');
    expect(await page.getByTestId('installed-spectator').innerText()).toMatch(/To make it host, tap “Ask to be host”, then press the rig's button\./);

    await waitState(server, (s) => (s.device as { parts?: { state: string } }).parts?.state === 'ready', 'the rig parts to be ready');
    await page.getByTestId('ask-host').click();
    await page.getByTestId('host-asking').waitFor();
    const button = host.page.getByTestId('rig-button');
    await button.hover();
    await host.page.mouse.down();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await host.page.mouse.up();
    await expect.poll(() => page.getByTestId('role').innerText(), { timeout: 20_000 }).toBe('host');
    // Opened again from the home screen, it is host still: the pairing is in the app's own storage.
    await page.goto(new URL(m.start_url as string, manifestUrl).href);
    await page.getByTestId('role').waitFor();
    await expect.poll(() => page.getByTestId('role').innerText(), { timeout: 20_000 }).toBe('host');
    expect(await page.getByTestId('installed-spectator').count()).toBe(0);
  });
});
