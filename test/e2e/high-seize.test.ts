// The High Seize played through the tablet in Debian's chromium, on the real server and the
// simulated rig, by a new user: The High Seize picked on the shelf (which says it plays a house
// deck), a 3-player game set up on its form, every ship put down and every card loaded face down
// by taps on the tablet, and at each flip the piles' cards tapped on the virtual reader (one pile
// picked on the tablet instead), with mis-taps refused (H1, H13), each pile's weight growing, the
// ship that sank and the final values round by round. A game with the table's own card numbers
// (H10) has a file of its own (high-seize-numbers), so that it runs beside this one.
import { describe, expect, it } from 'vitest';
import { HOUSE_DECK } from '../../games/the-high-seize/cards.ts';
import { browserForFile, openNewGame, readState, screenshot } from './harness.ts';
import { playGame } from './high-seize.ts';

const file = browserForFile();

describe('The High Seize through the tablet', () => {
  it('a new user plays a 3-player game with the house deck', async () => {
    const { page, errors, server } = await file.hostTablet();

    // The shelf says it is a house deck.
    await expect.poll(() => page.getByTestId('shelf-game-the-high-seize').innerText()).toMatch(/house deck/);
    await openNewGame(page, 'The High Seize');
    await expect.poll(() => page.getByTestId('hs-deck-note').innerText()).toMatch(/house deck/);
    for (const [i, name] of ['Ann', 'Bob', 'Cy'].entries()) await page.getByRole('textbox', { name: `seat ${i + 1}`, exact: true }).fill(name);
    await screenshot(page, 'high-seize-new-game');
    await page.getByRole('button', { name: 'Set sail' }).click();
    await page.getByTestId('screen-high-seize').waitFor();
    expect((await readState(server)).view).toMatchObject({ game: 'the-high-seize', round: 1, phase: 'ships' });
    await expect.poll(() => page.getByTestId('hs-deck-kind').innerText()).toBe('House deck');
    const { end: house } = await playGame(server, page, HOUSE_DECK, 7, false);
    await screenshot(page, 'high-seize-final');
    expect(house.winners.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);
});
