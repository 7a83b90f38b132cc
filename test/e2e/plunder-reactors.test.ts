// Plunder!'s card played, on a phone: who may react folds to one button once the card's result has a
// row (the rows come up the screen), the button shows the names again, and a reaction then keeps
// the rows; on a tablet the names stay. ResolvePrompt.tsx.
import { describe, expect, it } from 'vitest';
import { teachingOff } from './catalogue/reach.ts';
import { browserForFile, dataDirWith, openTablet, startServer, waitState } from './harness.ts';

const file = browserForFile();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };

describe("Plunder!'s who may react, beside the card's result", () => {
  it('folds on a phone once a row is entered, opens again to one tap, and stays open on a tablet', async () => {
    const server = await startServer({
      dataDir: dataDirWith([
        { type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'], options: {} },
        { type: 'play', player: 'Anne' },
      ]),
    });
    file.servers.push(server);
    const open = async (size: typeof PHONE) => {
      const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, size);
      await page.getByTestId('plunder-resolve').waitFor();
      await teachingOff(page);
      await page.setViewportSize(size);
      return { page, errors };
    };

    const tablet = await open(TABLET);
    await tablet.page.getByTestId('effect-add').click();
    await tablet.page.getByTestId('effect-add-draw').click();
    await tablet.page.getByTestId('effect-0').waitFor();
    expect(await tablet.page.getByTestId('react-Bart').isVisible()).toBe(true);
    expect(await tablet.page.getByTestId('reactors-open').isVisible()).toBe(false);
    expect(tablet.errors).toEqual([]);
    await tablet.page.close();

    const { page, errors } = await open(PHONE);
    // No row yet: the names, a tap each.
    expect(await page.getByTestId('react-Cora').isVisible()).toBe(true);
    await page.getByTestId('effect-add').click();
    await page.getByTestId('effect-add-draw').click();
    const show = page.getByTestId('reactors-open');
    await show.waitFor();
    expect(await show.innerText()).toBe('show the 2 names');
    expect(await page.getByTestId('react-Bart').isVisible()).toBe(false);
    await show.click();
    await page.getByTestId('react-Bart').waitFor();
    expect(await show.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('react-Bart');
    // Bart reacts: the row entered stays to be resolved.
    await page.getByTestId('react-Bart').click();
    await waitState(server, (s) => (s.view as { pending?: { reaction?: { player?: string } } }).pending?.reaction?.player === 'Bart', "Bart's reaction");
    await page.getByText('Bart reacted.').waitFor();
    expect(await page.getByTestId('effect-0').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
