// The shelf comes down in one breath (issue 31): the tablet's first load, every script and
// stylesheet chromium fetches until the shelf shows, is at most 60 KB gzipped; a game's screens
// come down when it is opened, with a note meanwhile; a failed download says so and is tried again.
// Sizes are of the built files (gzipped as web-ui/download.ts counts them), never of a time.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, gzipBytesOf } from '../../web-ui/download.ts';
import { launchBrowser, ROOT, startServer, type Server } from './harness.ts';

const SHELF_MAX_GZIP = 60 * 1024;
const DIST = join(ROOT, 'web-ui', 'dist');

let browser: Browser;
let server: Server;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

/** The built files (under dist/) a page fetches from now on. */
function fetched(page: Page): string[] {
  const files: string[] = [];
  page.on('requestfinished', (r) => {
    const m = /\/(assets\/[^?#]+\.(?:js|css))(?:[?#]|$)/.exec(r.url());
    if (m?.[1]) files.push(m[1]);
  });
  return files;
}

describe("the tablet's first load", () => {
  it('the shelf needs at most 60 KB gzipped, and no game screens come down with it', async () => {
    const { shelf, onDemand } = downloads(DIST);
    const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    const files = fetched(page);
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('screen-shelf').waitFor();
    await page.getByTestId('shelf-game-loot').locator('svg').waitFor();
    const bytes = [...new Set(files)].reduce((n, f) => n + gzipBytesOf(DIST, f), 0);
    expect(bytes, `the shelf fetched ${files.join(', ')}`).toBeLessThanOrEqual(SHELF_MAX_GZIP);
    expect(shelf.gzipBytes).toBeLessThanOrEqual(SHELF_MAX_GZIP);
    // Each game's screens are a chunk of their own, none of them fetched by the shelf.
    const screens = Object.keys(onDemand).filter((src) => /^src\/games\/[^/]+\/index\.tsx$/.test(src));
    expect(screens.length).toBeGreaterThanOrEqual(5);
    for (const src of screens) expect(files).not.toContain(onDemand[src]?.file);
    await page.close();
  }, 120_000);

  it("a game's words add at most 10 KB gzipped per language, the table's own with them; a part fetched later (7 Seize's weigh-off) at most 10 KB by itself", () => {
    const { onDemand } = downloads(DIST);
    const words = (folder: string, language: string): number | undefined => onDemand[`src/games/${folder}/locales/${language}.ts`]?.gzipBytes;
    const games = [...new Set(Object.keys(onDemand).flatMap((src) => /^src\/games\/([^/]+)\/locales\/en\.ts$/.exec(src)?.[1] ?? []))].filter(
      (g) => g !== 'core',
    );
    expect(games.length).toBeGreaterThanOrEqual(5);
    for (const language of ['en', 'de', 'fr', 'es', 'pl']) {
      const table = words('core', language) ?? 0;
      expect(table, `the table's own words in ${language}`).toBeGreaterThan(0);
      for (const game of games) expect((words(game, language) ?? 0) + table, `${game} in ${language}`).toBeLessThanOrEqual(10 * 1024);
      const weighOff = words('seven-seize/weigh-off', language);
      expect(weighOff, `7 Seize's weigh-off in ${language}`).toBeGreaterThan(0);
      expect(weighOff).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it("a game's screens come down when it is opened, with a note meanwhile; a failed download says so and is tried again", async () => {
    const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    const files = fetched(page);
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('screen-shelf').waitFor();
    const shelfFiles = new Set(files);
    // The Wi-Fi drops just as Blackbeard's Booty is opened: nothing beyond the shelf comes down.
    const beyond = (url: URL) => /\/assets\/.+\.(?:js|css)$/.test(url.pathname) && !shelfFiles.has(url.pathname.replace(/^.*\/(assets\/)/, '$1'));
    await page.route(beyond, (r) => r.abort('internetdisconnected'));
    await page.getByRole('button', { name: "New game of Blackbeard's Booty" }).click();
    const failed = page.getByTestId('game-load-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(/Blackbeard's Booty did not come down to this tablet[\s\S]*Try again/);
    // The Wi-Fi is back, slowly: the note shows while the screens come down, then the form.
    await page.unroute(beyond);
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(beyond, async (r) => {
      await held;
      await r.continue();
    });
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('game-loading').waitFor();
    expect(await page.getByTestId('game-loading').innerText()).toContain("Blackbeard's Booty");
    release();
    await page.getByTestId('option-targetScore').waitFor();
    expect(files.filter((f) => !shelfFiles.has(f)).length).toBeGreaterThan(0);
    await page.close();
  }, 120_000);
});

// On the same served tablet: the system's "reduce motion" setting is heard by every screen.
describe('a player who asks for less motion', () => {
  it('gets the pulses played once and moves made at once; the rig light still blinks as the rig does', async () => {
    const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('screen-shelf').waitFor();
    // What the screens use for "reconnecting", a blinking rig light and a moving board.
    const styles = () =>
      page.evaluate(() => {
        const made = ['banner banner-link', 'rig-light blinking', 'moving'].map((cls) => {
          const el = document.createElement('div');
          el.className = cls;
          if (cls === 'moving') el.style.transition = 'transform 0.9s ease-in-out';
          document.body.append(el);
          return el;
        });
        const [pulse, light, moving] = made.map((el) => getComputedStyle(el));
        const seen = {
          pulse: pulse?.animationIterationCount,
          light: light?.animationIterationCount,
          move: moving?.transitionDuration,
        };
        for (const el of made) el.remove();
        return seen;
      });
    expect(await styles()).toEqual({ pulse: 'infinite', light: 'infinite', move: '0.9s' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await styles()).toEqual({ pulse: '1', light: 'infinite', move: '0s' });
    await page.close();
  }, 120_000);
});
