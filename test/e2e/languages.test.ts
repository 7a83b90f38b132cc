// Each tablet in its own language (issue 52): taken from its browser's languages, picked from the
// header (on a phone, behind More), remembered on that tablet, `<html lang>` set; two tablets at one
// table in two languages each see their own. The shell's screens in the pseudo-language show no
// word that skipped the catalogues (pseudo-words.ts: what may stay as it is, listed); in German and
// Polish at 390×844 they pass axe and do not scroll sideways.
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShelfReply } from '#protocol';
import { axeViolations, frames, sampleWidth } from './catalogue/checks.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { downloads, gzipBytesOf } from '../../web-ui/download.ts';
import { browserForFile, E2E_TIMEOUT_MS, ROOT, type Server, startServer, tempDataDir } from './harness.ts';
import { unmarked } from './pseudo-words.ts';

const file = browserForFile();
let server: Server | null = null;
const pages: Page[] = [];
/** What went wrong in a page: none, or the test says so. */
const errors: string[] = [];
// Each test's tablets closed with it: a table takes only so many connections from one address.
afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
});

async function table(): Promise<Server> {
  if (!server) {
    server = await startServer();
    file.servers.push(server);
  }
  return server;
}

/** A tablet of its own (its own storage), its browser speaking `locale`; the host's with `host`. */
async function tablet(browser: Browser, locale: string, host: boolean, viewport = { width: 1180, height: 820 }, fetched?: string[]): Promise<Page> {
  const s = await table();
  const context = await browser.newContext({ locale, viewport });
  await context.grantPermissions(['screen-wake-lock']);
  const page = await context.newPage();
  pages.push(page);
  page.on('requestfinished', (r) => {
    const m = /\/(assets\/[^?#]+\.(?:js|css))(?:[?#]|$)/.exec(r.url());
    if (m?.[1]) fetched?.push(m[1]);
  });
  page.on('pageerror', (e) => errors.push(`${locale}: ${e.message}`));
  await page.goto(host ? `${s.url}?token=${s.token}` : s.url);
  await page.getByTestId('role').waitFor();
  return page;
}

const lang = (page: Page): Promise<string> => page.evaluate(() => document.documentElement.lang);
/** The header's tab words, in order. */
const tabs = (page: Page): Promise<string[]> => page.locator('nav.tabs > button.tab:not(.tab-more)').allTextContents();

/** Picks `language` in the header's picker (on a phone, behind More). */
async function pick(page: Page, language: string): Promise<void> {
  const select = page.getByTestId('language-picker').locator('select');
  if (!(await select.isVisible())) await page.locator('nav.tabs button.tab-more').click();
  await select.selectOption(language);
}

/** Speaks `language` from its next load (as a player's earlier pick left it). */
async function speaks(page: Page, language: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('quartermaster.language', l), language);
  await page.reload();
  await page.getByTestId('role').waitFor();
}

/** Opens the header's tab `i` (the screens table's order: game, shelf, logbook, cards, scale, check rig, device, rules). */
async function openTab(page: Page, i: number): Promise<void> {
  const button = page.locator('nav.tabs > button.tab:not(.tab-more)').nth(i);
  if (!(await button.isVisible())) await page.locator('nav.tabs button.tab-more').click();
  await button.click();
}

/** The shell's screens, each reached by what the tablet shows (no word of any language). */
const SCREENS: readonly { name: string; tab: number; shows: string; open?: (p: Page) => Promise<void> }[] = [
  { name: 'the shelf', tab: 1, shows: 'screen-shelf' },
  {
    name: "the shelf's Another tablet panel, with a host link",
    tab: 1,
    shows: 'screen-shelf',
    async open(p) {
      await p.getByTestId('join-qr-toggle').click();
      await p.getByTestId('host-link-make').click();
      await p.locator('[data-testid=host-link-code][data-url]').waitFor();
    },
  },
  { name: 'the logbook', tab: 2, shows: 'logbook' },
  { name: 'the cards', tab: 3, shows: 'screen-enrolment' },
  { name: 'the scale', tab: 4, shows: 'screen-calibration' },
  { name: 'the rig check', tab: 5, shows: 'screen-check' },
  { name: 'the device', tab: 6, shows: 'device-panel' },
  {
    name: "the setup guide's first step, opened from the device",
    tab: 6,
    shows: 'device-panel',
    async open(p) {
      await p.getByTestId('setup-link-device').getByRole('button').click();
      await p.locator('[data-testid=screen-setup][data-step=parts]').waitFor();
    },
  },
  { name: "the rules tab's game picker", tab: 7, shows: 'rules-pick' },
  {
    name: "a rules page's chrome and Ask the rules",
    tab: 7,
    shows: 'rules-pick',
    async open(p) {
      await p.getByTestId('rules-pick').getByRole('button').first().click();
      await p.getByTestId('rules-help').waitFor();
    },
  },
];

async function show(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  await openTab(page, screen.tab);
  await page.getByTestId(screen.shows).waitFor();
  await screen.open?.(page);
  await frames(page);
}

describe('each tablet in its own language', { timeout: E2E_TIMEOUT_MS }, () => {
  it("speaks its browser's language, switches from the header, remembers it; two tablets at one table each see their own", async () => {
    const host = await tablet(file.browser, 'en-US', true);
    const guest = await tablet(file.browser, 'pl-PL', false);
    expect([await lang(host), await tabs(host)]).toEqual(['en', ['Game', 'Shelf', 'Logbook', 'Cards', 'Scale', 'Check rig', 'Device', 'Rules']]);
    expect(await lang(guest)).toBe('pl');
    expect(await tabs(guest)).toContain('Półka');
    await expect.poll(() => guest.getByTestId('role').innerText()).toContain('widz');

    await pick(host, 'de');
    await expect.poll(() => lang(host)).toBe('de');
    expect(await tabs(host)).toEqual(['Partie', 'Regal', 'Logbuch', 'Karten', 'Waage', 'Gerät prüfen', 'Gerät', 'Regeln']);
    expect(await host.getByTestId('screen-shelf').getByRole('heading', { level: 1 }).innerText()).toBe('Das Spieleregal');
    // The other tablet keeps its own.
    expect([await lang(guest), await guest.getByTestId('screen-shelf').getByRole('heading', { level: 1 }).innerText()]).toEqual(['pl', 'Półka z grami']);

    // Remembered on this tablet: read again, it is German still, whatever its browser says.
    await host.reload();
    await host.getByTestId('role').waitFor();
    expect([await lang(host), await host.getByTestId('role').innerText()]).toEqual(['de', 'Gastgeber']);

    // On a phone the picker is behind More; a screen come down later speaks the language too.
    await host.setViewportSize({ width: 390, height: 844 });
    await pick(host, 'fr');
    await expect.poll(() => lang(host)).toBe('fr');
    await openTab(host, 4);
    await expect.poll(() => host.getByTestId('screen-calibration').getByRole('heading', { level: 1 }).innerText()).toBe('Étalonner la balance');
    await pick(host, 'pl');
    await expect.poll(() => host.getByTestId('screen-calibration').getByRole('heading', { level: 1 }).innerText()).toBe('Skalibruj wagę');
    expect(await lang(guest)).toBe('pl');
  });

  it('shows no word of the shell that skipped the catalogues (the pseudo-language, every shell screen)', async () => {
    const page = await tablet(file.browser, 'en-US', true);
    await speaks(page, 'en-XA');
    expect(await lang(page)).toBe('en-XA');
    const s = await table();
    const shelf = (await (await fetch(`${s.url}api/shelf`)).json()) as ShelfReply;
    const found: string[] = [];
    for (const screen of SCREENS) {
      await show(page, screen);
      for (const text of await unmarked(page, shelf)) found.push(`${screen.name}: "${text}"`);
    }
    expect(found).toEqual([]);
  });

  it("says the server's warnings in the pseudo-language, only a file's name as it is (a table whose old cards.json was moved)", async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, 'cards.json'), JSON.stringify({ '0A0B0C0D': '10H' }));
    const moved = await startServer({ dataDir: dir });
    file.servers.push(moved);
    const context = await file.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    pages.push(page);
    await page.goto(moved.url);
    await page.evaluate(() => localStorage.setItem('quartermaster.language', 'en-XA'));
    await page.reload();
    const warnings = page.getByTestId('warnings');
    await warnings.waitFor();
    expect(await warnings.innerText()).toMatch(/^⟦.*⟧ ?cards\/playing-cards\.json ?⟦.*⟧$/);
    const shelf = (await (await fetch(`${moved.url}api/shelf`)).json()) as ShelfReply;
    expect(await unmarked(page, shelf, { names: ['cards/playing-cards.json'] })).toEqual([]);
  });

  for (const language of ['de', 'pl', 'en-XA'])
    it(`${language}: every shell screen at 390×844 passes axe and does not scroll sideways`, async () => {
      const page = await tablet(file.browser, language === 'en-XA' ? 'en-US' : `${language}-${language.toUpperCase()}`, true, { width: 390, height: 844 });
      if (language === 'en-XA') await speaks(page, language);
      expect(await lang(page)).toBe(language);
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await show(page, screen);
        await page.evaluate(() => window.scrollTo(0, 0));
        const width = await sampleWidth(page);
        for (const p of [...(await width(8)), ...(await axeViolations(page))]) problems.push(`${screen.name}: ${p}`);
      }
      expect(problems).toEqual([]);
    });

  it('fetches the shelf in its own language only, within 60 KB gzipped whatever the language', async () => {
    const dist = join(ROOT, 'web-ui', 'dist');
    const { onDemand } = downloads(dist);
    const catalogues = Object.fromEntries(Object.entries(onDemand).flatMap(([src, d]) => (/^src\/locales\//.test(src) ? [[d.file, src]] : [])));
    for (const language of ['en', 'de', 'fr', 'es', 'pl']) {
      const files: string[] = [];
      const page = await tablet(file.browser, language === 'en' ? 'en-US' : language, true, undefined, files);
      await page.getByTestId('screen-shelf').waitFor();
      await page.getByTestId('shelf-game-loot').locator('svg').waitFor();
      const fetched = [...new Set(files)];
      expect(fetched.filter((f) => catalogues[f]).map((f) => catalogues[f])).toEqual([`src/locales/${language}.ts`]);
      expect(
        fetched.reduce((n, f) => n + gzipBytesOf(dist, f), 0),
        `${language}: ${fetched.join(', ')}`,
      ).toBeLessThanOrEqual(60 * 1024);
      await page.context().close();
    }
  });

  it("says the rig's pulled cable in German, in the banner and on the Device screen", async () => {
    const page = await tablet(file.browser, 'de-DE', true);
    await openTab(page, 6);
    await page.getByTestId('device-panel').waitFor();
    await page.getByTestId('unplug').click();
    const banner = page.getByTestId('device-banner');
    await banner.waitFor();
    await expect.poll(() => banner.innerText()).toMatch(/^Gerät – getrennt: Kabel abgezogen\./);
    expect(await page.getByTestId('device-panel').locator('dd.problem').innerText()).toBe('Kabel abgezogen');
    await page.getByTestId('plug').click();
    await banner.waitFor({ state: 'detached' });
  });

  it('left no error in any page', () => expect(errors).toEqual([]));
});
