// The virtual rig explained, in chromium, a host on the simulated rig: it says it stands in for the
// hardware; a weigh-off's "Empty both cups, then press Tare" is met by a pointer to the rig's cups
// whose button brings their "+ piece" controls into view; and a new game's form offers its deck
// fresh, with no card faded as "just revealed" by the game on the table.
import { describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { browserForFile, dataDirWith, openNewGame, openTablet, screenshot, startServer, waitState } from './harness.ts';

const file = browserForFile();
const TABLET = { width: 1180, height: 820 };

describe('the virtual rig, explained', () => {
  it('says it stands in for the hardware, and the Tare prompt brings its cups into view', async () => {
    const server = await startServer({ dataDir: dataDirWith(inputsToWeighOff(3, 5).inputs) });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, TABLET);
    await waitState(server, (s) => s.weigh.stage === 'tare', 'the scale to ask for a tare');
    expect(await page.getByTestId('virtual-rig-what').innerText()).toContain('stands in for the rig’s hardware');
    const pointer = page.getByTestId('cups-pointer');
    await pointer.waitFor();
    expect(await pointer.innerText()).toContain('+ piece');
    // In view at the top with the prompt; the cups' "+ piece" far below, until the button is pressed.
    const inView = async (sel: string) =>
      page.evaluate((s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
      }, sel);
    expect(await inView('[data-testid=cups-pointer]')).toBe(true);
    expect(await inView('[data-testid=add-left]')).toBe(false);
    await pointer.getByRole('button', { name: 'Show the cups' }).click();
    await expect.poll(() => inView('[data-testid=add-left]')).toBe(true);
    await screenshot(page, 'virtual-rig-cups-shown');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('offers a new game’s form the deck fresh: no card faded as just revealed by the game on the table', async () => {
    const underWay = playRandomGame(new TableDriver(), { players: 3 }, new Chooser([], 7)).slice(0, 8);
    const server = await startServer({ dataDir: dataDirWith(underWay) });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, TABLET);
    await waitState(server, (s) => s.inputs === 8, 'the game on the table');
    // The game on the table has revealed cards: its virtual reader fades them.
    await page.locator('.card-dim').first().waitFor();
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await openNewGame(page);
    const reader = page.getByTestId('virtual-rig').getByTestId('card-picker');
    await reader.waitFor();
    expect(await reader.locator('.card-dim, .is-dim').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
