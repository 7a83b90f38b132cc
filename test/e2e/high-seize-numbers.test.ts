// The High Seize in Debian's chromium with the table's own card numbers (H10): entered on the new
// game's form (one card picked, one tapped on the reader), kept on the server with the deck, a bad
// number refused beside its field, then a whole game with scores open (H20) whose weights and
// values are the numbers entered.
import { describe, expect, it } from 'vitest';
import { HOUSE_DECK } from '../../games/the-high-seize/cards.ts';
import { browserForFile, openNewGame, readState, screenshot, waitState } from './harness.ts';
import { hsView, playGame, type View } from './high-seize.ts';

const file = browserForFile();

describe('The High Seize through the tablet, with its own card numbers', () => {
  it('the table enters its printed numbers for two cards, kept on the server, and plays a game with them (H10)', async () => {
    const { page, errors, server } = await file.hostTablet();
    await openNewGame(page, 'The High Seize');
    await page.getByTestId('hs-numbers-open').click();
    const own = { R15: { weight: 20, value: 1 }, B01: { weight: 9, value: 11 } };
    await screenshot(page, 'high-seize-card-numbers');
    for (const [card, n] of Object.entries(own)) {
      if (card === 'B01') {
        // Tapped on the reader: the form takes the card tapped.
        await page.locator(`[data-testid="virtual-rig"] [data-testid="card-picker"] button[data-card="${card}"]`).click();
        await expect.poll(() => page.getByTestId('hs-numbers-card').inputValue()).toBe(card);
      } else await page.getByTestId('hs-numbers-card').selectOption(card);
      await page.getByTestId('hs-numbers-weight').fill(String(n.weight));
      await page.getByTestId('hs-numbers-value').fill(String(n.value));
      // Enter in a number keeps the card's numbers; it does not set sail.
      if (card === 'B01') await page.getByTestId('hs-numbers-value').press('Enter');
      else await page.getByTestId('hs-numbers-keep').click();
      await expect.poll(() => page.getByTestId('hs-numbers-entered').innerText()).toContain(`Entered (${Object.keys(own).indexOf(card) + 1})`);
    }
    expect(await page.getByTestId('screen-newgame').isVisible()).toBe(true);
    // A bad number is said beside the field and cannot be kept.
    await page.getByTestId('hs-numbers-weight').fill('-2');
    await expect.poll(() => page.getByTestId('hs-numbers-keep').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#hs-weight-problem').innerText()).toMatch(/whole number from 0 to 999/);
    const stored = (await (await fetch(new URL('api/decks/the-high-seize/numbers', server.url))).json()) as { numbers: unknown };
    expect(stored.numbers).toEqual(own);
    await expect.poll(() => page.getByTestId('hs-deck-note').innerText()).toMatch(/your printed numbers for 2 cards/);
    for (const [i, name] of ['Dee', 'Eve', 'Fin'].entries()) await page.getByRole('textbox', { name: `seat ${i + 1}`, exact: true }).fill(name);
    await page.getByLabel('Hide scores: saved cargo lies face down until the end (H20)').uncheck();
    await page.getByRole('button', { name: 'Set sail' }).click();
    await waitState(server, (s) => (s.view as unknown as View).colours?.Dee === 'red', 'the second game');
    expect((await hsView(server)).colours).toEqual({ Dee: 'red', Eve: 'blue', Fin: 'green' });
    expect((await readState(server)) as unknown).toMatchObject({ start: { options: { cards: own, hideScores: false } } });
    await expect.poll(() => page.getByTestId('hs-deck-kind').innerText()).toBe('Your card numbers (2 entered)');
    const numbers = { ...HOUSE_DECK, ...own };
    const { ownSeen } = await playGame(server, page, numbers, 11, true);
    expect(ownSeen).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);
});
