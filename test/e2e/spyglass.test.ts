// The spyglass (test/screens/spyglass/), a screen added to the screens table in its test alone, as
// docs/adding-a-screen.md says, in Debian's chromium: a table in this process serves the tablet app
// built with the spyglass in its table (test/screens/spyglass/ui/). The host's header shows its tab
// after the table's own, the tab opens it with its own styles, the others still open theirs; a
// spectator's header has no such tab, and the screen is not shown to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { fakeTableDevice } from '../../server/src/devices/fake-rig-for-tests.ts';
import { type Running, startServer } from '../../server/src/start.ts';
import { buildTablet } from '../build-tablet.ts';
import { launchBrowser, openTablet } from './harness.ts';

const TOKEN = 'spyglass-host-token';
const TABS = ['Game', 'Shelf', 'Logbook', 'Cards', 'Scale', 'Check rig', 'Device', 'Rules'];

let browser: Browser;
let server: Running;
let uiDir: string;
let dataDir: string;

beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'qm-spyglass-ui-'));
  dataDir = mkdtempSync(join(tmpdir(), 'qm-spyglass-data-'));
  await buildTablet(new URL('../screens/spyglass/ui/main.tsx', import.meta.url), 'Quartermaster (with the spyglass)', uiDir);
  server = await startServer({ dataDir, device: fakeTableDevice({ rate: 0 }), httpPort: 0, host: '127.0.0.1', token: TOKEN, uiDir, registry, logger: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  for (const dir of [uiDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const tabs = (page: Page) => page.locator('nav.tabs button:not(.tab-more)').allInnerTexts();
const tab = (page: Page, name: string) => page.locator('nav.tabs').getByRole('button', { name, exact: true });

describe('a screen added to the screens table', () => {
  it("is in the host's header after the table's own and opens with its own styles; the others still open theirs", async () => {
    const { page, errors } = await openTablet(browser, `${server.url}/?token=${TOKEN}`);
    await page.getByTestId('screen-shelf').waitFor();
    expect(await tabs(page)).toEqual([...TABS, 'Spyglass']);
    await tab(page, 'Spyglass').click();
    const screen = page.getByTestId('screen-spyglass');
    await screen.waitFor();
    expect(await page.getByTestId('spyglass-sighting').innerText()).toBe('No game is on the table.');
    expect(await tab(page, 'Spyglass').getAttribute('aria-pressed')).toBe('true');
    // Its stylesheet came with it: the sea along its edge (--sea, #5fb3d9), over the theme's panel.
    expect(await screen.evaluate((el) => getComputedStyle(el).borderLeft)).toBe('8px solid rgb(95, 179, 217)');
    await tab(page, 'Device').click();
    await page.getByTestId('device-panel').waitFor();
    expect(await screen.count()).toBe(0);
    await tab(page, 'Shelf').click();
    await page.getByTestId('screen-shelf').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("is not in a spectator's header", async () => {
    // A context of its own: no host token or secret of the host's page reaches this one.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.getByTestId('role').innerText()).toBe('spectator · read-only');
    expect(await tabs(page)).toEqual(TABS);
    await context.close();
  });
});
