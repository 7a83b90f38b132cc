// The header on a phone (390×844), in chromium, a host with a game under way on the virtual rig,
// and a spectator: one compact row and the tabs, no taller; no tab hidden in a sideways scroll: those that do not
// fit are behind a "More" button, shown when it is pressed, and each of them opens its screen.
import { describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { browserForFile, dataDirWith, openTablet, screenshot, startServer } from './harness.ts';

const file = browserForFile();
const PHONE = { width: 390, height: 844 };
/** One row of 44–48 px targets and one of 44 px tabs, with the gap, the padding and the rule under them. */
const MOST_PX = 120;

describe('the header on a phone', () => {
  it('takes one compact row and the tabs; the tabs that do not fit are behind "More"', async () => {
    const server = await startServer({ dataDir: dataDirWith(playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 3)).slice(0, 5)) });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, PHONE);
    await page.getByTestId('game-name').waitFor();
    const header = page.locator('header.top');
    const height = async () => (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(await height()).toBeLessThanOrEqual(MOST_PX);
    const tabs = page.locator('nav.tabs');
    // No row of tabs that scrolls sideways, hiding some.
    expect(await tabs.evaluate((n) => n.scrollWidth - n.clientWidth)).toBe(0);
    for (const name of ['Check rig', 'Device', 'Rules']) {
      const tab = tabs.getByRole('button', { name, exact: true });
      if (!(await tab.isVisible())) {
        const more = page.getByRole('button', { name: 'More', exact: true });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        await more.click();
        expect(await more.getAttribute('aria-expanded')).toBe('true');
      }
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height).toBe(true);
      await screenshot(page, `phone-header-more-${name.replace(' ', '-').toLowerCase()}`);
      await tab.click();
      // Its screen is open; its tab is behind "More" again, which shows it holds the open one.
      expect(await tabs.locator('button.tab', { hasText: new RegExp(`^${name}$`) }).getAttribute('aria-pressed')).toBe('true');
      if (!(await tab.isVisible())) expect(await page.locator('.tab-more').getAttribute('class')).toContain('is-selected');
      // The screen opened, the menu folds away: the header is one row and the tabs again.
      expect(await height()).toBeLessThanOrEqual(MOST_PX);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    // A spectator's header too: its badge in one word, "Ask to be host" behind "More".
    const spectator = await openTablet(file.browser, server.url, PHONE);
    await spectator.page.getByTestId('game-name').waitFor();
    expect((await spectator.page.locator('header.top').boundingBox())?.height).toBeLessThanOrEqual(MOST_PX);
    await spectator.page.getByRole('button', { name: 'More', exact: true }).click();
    const ask = await spectator.page.getByTestId('ask-host').boundingBox();
    expect(ask && ask.x + ask.width <= PHONE.width && ask.y + ask.height <= PHONE.height).toBe(true);
    expect(errors).toEqual([]);
    expect(spectator.errors).toEqual([]);
    await page.close();
    await spectator.page.close();
  }, 180_000);
});
