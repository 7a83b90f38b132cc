// First games on the tablet, in chromium on the real server and its simulated rig: Blackbeard's
// Booty's "Learn with a first game" starts a game against the easy computer pirate, framed as a
// first game, which answers the player; The High Seize's "Watch a first round" is played by the table itself
// on the virtual rig (its cards tapped on the reader), step by step under the header, to its end; a
// practice round stops when asked. At a tablet's size and a phone's, with no sideways scroll. The
// round's pace is the test's (heldPace): held on its first step while the screen is looked at, then
// let go, where the table lingers 1.8 s on each step for people.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS, heldPace, openTablet, readState, screenshot, startServer, waitState } from './harness.ts';

const file = browserForFile();

type FirstGame = { kind: string; state: string; step: number; steps: number };
const firstGameOf = (s: unknown): FirstGame | undefined => (s as { firstGame?: FirstGame }).firstGame;
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a first game against no one', { timeout: E2E_TIMEOUT_MS }, () => {
  it("Blackbeard's Booty: a first game against the computer pirate, which answers the player's bag draw", async () => {
    const server = await startServer({ thinkMs: 100 });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    const card = page.getByTestId('shelf-game-blackbeards-booty');
    await card.getByRole('button', { name: 'Learn with a first game' }).click();
    const banner = page.getByTestId('first-game-banner');
    await expect.poll(() => banner.innerText()).toMatch(/Your first game\.[\s\S]*you play gold against the easy computer pirate/);
    const started = await waitState(server, (s) => s.inputs === 1, 'the first game to start');
    expect(started.view.players).toEqual({ gold: 'You', silver: 'Computer (easy)' });
    // The bag draw (B6): the pirate drew first, and answers with its move.
    await page.getByRole('button', { name: 'Computer (easy) (silver)' }).click();
    const answered = await waitState(server, (s) => (s.view as { lastMove?: { by?: string } | null }).lastMove?.by === 'silver', "the pirate's move", 60_000);
    expect((answered.view as { toMove?: string }).toMove).toBe('gold');
    expect(await banner.isVisible()).toBe(true);
    expect(await sideways(page)).toBe(false);
    await screenshot(page, 'first-game-booty-1180');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('The High Seize: a first round played by the table itself on the virtual rig, its cards tapped on the reader, step by step, to its end; a round stops when asked', async () => {
    const round = heldPace();
    const server = await startServer({ firstRoundPace: round.pace });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 390, height: 844 });
    await page.getByTestId('shelf-game-the-high-seize').getByRole('button', { name: 'Watch a first round' }).click();
    const step = page.getByTestId('first-game-step');
    await expect.poll(() => step.innerText()).toMatch(/^Step 1 of 18: /);
    await page.getByRole('button', { name: 'Stop the practice round' }).waitFor();
    expect(await sideways(page)).toBe(false);
    await screenshot(page, 'first-game-high-seize-390');
    // The table puts the ships down, loads the cargo, and taps every card of the piles on the virtual reader.
    round.letGo();
    const over = await waitState(server, (s) => firstGameOf(s)?.state !== 'playing', 'the first round to end', 60_000);
    expect((firstGameOf(over) as { problem?: string }).problem ?? firstGameOf(over)?.state).toBe('over');
    expect(over.view).toMatchObject({ round: 2, history: [{ round: 1, sunk: ['Ann'] }] });
    await expect.poll(() => step.innerText()).toMatch(/That was the first round/);
    expect(await page.getByRole('button', { name: 'Stop the practice round' }).count()).toBe(0);
    // Another round, stopped at once: it stays where it stood.
    round.hold();
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('shelf-game-the-high-seize').getByRole('button', { name: 'Watch a first round' }).click();
    await page.getByRole('button', { name: 'Yes, start it' }).click();
    await page.getByRole('button', { name: 'Stop the practice round' }).click();
    const stopped = await waitState(server, (s) => firstGameOf(s)?.state === 'stopped', 'the round to stop');
    expect(stopped.inputs).toBeLessThan(18);
    await expect.poll(() => step.innerText()).toMatch(/Stopped/);
    expect((await readState(server)).inputs).toBe(stopped.inputs);
    expect(errors).toEqual([]);
    await page.close();
  });
});
