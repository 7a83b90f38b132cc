// The game shelf in chromium: the tablet opens on it; a finished game offers a rematch (same game,
// same players) and stays on the shelf with its standings; a game put away for another survives a
// server restart and is resumed where it stopped; the host deletes a saved game (a damaged one too).
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { browserForFile, openNewGame, openTablet, readState, screenshot, startServer, tempDataDir, waitState } from './harness.ts';

const file = browserForFile();

/** A data dir whose current game log holds `inputs` (one JSON line each). */
function dataDirWith(inputs: unknown[]): string {
  const dir = tempDataDir();
  writeFileSync(join(dir, 'game.jsonl'), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  return dir;
}

describe('the game shelf', () => {
  it('opens on the shelf, which shows 7 Seize with its picture, players and options', async () => {
    const server = await startServer();
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    const seize = page.getByTestId('shelf-game-7-seize');
    await seize.waitFor();
    expect(await seize.locator('svg').count()).toBe(1);
    const text = await seize.innerText();
    expect(text).toContain('7 Seize');
    expect(text).toContain('2–7 players');
    expect(text).toContain('Playing cards (52) on the reader');
    expect(text).toContain('Cursed Treasure');
    await screenshot(page, 'shelf-01-games');
    await openNewGame(page);
    await page.getByTestId('back-to-shelf').click();
    await page.getByTestId('screen-shelf').waitFor();
    // The Shelf tab, pressed on a rules page or a new-game form opened from the shelf, goes back to it.
    const shelfTab = page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true });
    await page.getByRole('button', { name: 'Rules of 7 Seize', exact: true }).click();
    await page.getByTestId('rules-help').waitFor();
    await shelfTab.click();
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.getByTestId('rules-help').count()).toBe(0);
    await openNewGame(page);
    await shelfTab.click();
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.getByTestId('back-to-shelf').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('a finished game offers a rematch with the same players, and stays on the shelf with its standings', async () => {
    const finished = playRandomGame(new TableDriver(), { players: 3, tieRate: 0.1 }, new Chooser([], 11));
    const server = await startServer({ dataDir: dataDirWith(finished) });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    const before = await readState(server);
    expect(before.view.phase).toBe('finished');
    await page.getByTestId('screen-standings').waitFor();
    await page.getByRole('button', { name: 'Rematch' }).click();
    const again = await waitState(server, (s) => s.inputs === 1, 'the rematch to start');
    expect(again.view.players).toEqual(before.view.players);
    expect(again.view.phase).toBe('squabble');

    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    const row = page.locator('.saved-game').first();
    await expect.poll(() => row.innerText()).toContain(`won by ${(before.view.winners ?? []).join(' & ')}`);
    await row.getByRole('button', { name: 'Final standings' }).click();
    await page.getByTestId('saved-standings').getByTestId('winners').waitFor();
    expect(await page.getByTestId('saved-standings').innerText()).toContain(before.view.winners?.[0] ?? '?');
    await screenshot(page, 'shelf-02-saved-standings');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('a game put away for another (after confirming) is resumed after a restart, where it stopped', async () => {
    const unfinished = playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 3)).slice(0, 9);
    const dataDir = dataDirWith(unfinished);
    let server = await startServer({ dataDir, ownProcess: true }); // killed below
    file.servers.push(server);
    let { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    expect((await readState(server)).inputs).toBe(9);

    // Starting another game from the shelf asks first; "No" keeps the game on the table.
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await openNewGame(page);
    await page.getByLabel('seat 1', { exact: true }).fill('Xan');
    await page.getByLabel('seat 2', { exact: true }).fill('Yul');
    await page.getByLabel('seat 3', { exact: true }).fill('Zed');
    await page.getByRole('button', { name: 'Set sail' }).click();
    await page.getByTestId('confirm-new-game').waitFor();
    await page.getByRole('button', { name: 'No, keep playing' }).click();
    expect((await readState(server)).inputs).toBe(9);
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await openNewGame(page);
    await page.getByLabel('seat 1', { exact: true }).fill('Xan');
    await page.getByLabel('seat 2', { exact: true }).fill('Yul');
    await page.getByRole('button', { name: 'Set sail' }).click();
    await page.getByRole('button', { name: 'Yes, put it away and start' }).click();
    await waitState(server, (s) => s.inputs === 1 && (s.view.players ?? []).includes('Xan'), 'the new game');
    expect(errors).toEqual([]);
    await page.close();

    // The server dies; on restart the new game is on the table and the old one on the shelf.
    await server.kill();
    server = await startServer({ dataDir });
    file.servers.push(server);
    ({ page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`));
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    const row = page.locator('.saved-game', { hasText: 'unfinished (9 moves)' });
    await row.getByRole('button', { name: 'Resume' }).click();
    await row.getByRole('button', { name: 'Yes, resume it' }).click();
    const resumed = await waitState(server, (s) => s.inputs === 9, 'the old game back on the table');
    expect(resumed.view.players).not.toContain('Xan');
    await page.locator('nav.tabs').getByRole('button', { name: 'Game', exact: true }).click();
    await page.getByTestId('round').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('the host deletes a saved game after a question naming it and its date; a damaged one is shown with why, and deleted too', async () => {
    const dataDir = tempDataDir();
    const games = join(dataDir, 'games');
    mkdirSync(join(games, '2024-05-02T09-00-00-000Z-7-seize.jsonl'), { recursive: true });
    const unfinished = playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 5)).slice(0, 7);
    writeFileSync(join(games, '2024-05-01T09-00-00-000Z-7-seize.jsonl'), unfinished.map((i) => `${JSON.stringify(i)}\n`).join(''));
    // A log kept before summaries: its date on the shelf is the file's.
    const putAway = new Date('2024-05-01T09:00:00.000Z');
    utimesSync(join(games, '2024-05-01T09-00-00-000Z-7-seize.jsonl'), putAway, putAway);
    const server = await startServer({ dataDir });
    file.servers.push(server);

    const spectator = await openTablet(file.browser, server.url);
    await spectator.page.locator('.saved-game').nth(1).waitFor();
    expect(await spectator.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await spectator.page.close();

    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    const damaged = page.getByTestId('saved-2024-05-02T09-00-00-000Z-7-seize');
    expect(await damaged.innerText()).toContain('it cannot be read: it is a folder, not a game log');
    const row = page.getByTestId('saved-2024-05-01T09-00-00-000Z-7-seize');
    await row.getByRole('button', { name: 'Delete' }).click();
    const question = row.getByRole('alertdialog', { name: 'confirm delete' });
    expect(await question.innerText()).toContain(
      `Delete the 7 Seize game put away ${await page.evaluate((t) => new Date(t).toLocaleString(), putAway.toISOString())}`,
    );
    await row.getByRole('button', { name: 'No, keep it' }).click();
    expect(existsSync(join(games, '2024-05-01T09-00-00-000Z-7-seize.jsonl'))).toBe(true);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete it' }).click();
    await row.waitFor({ state: 'detached' });
    expect(existsSync(join(games, '2024-05-01T09-00-00-000Z-7-seize.jsonl'))).toBe(false);
    await damaged.getByRole('button', { name: 'Delete' }).click();
    await damaged.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.getByRole('heading', { name: 'Games put away' }).waitFor({ state: 'detached' });
    expect(existsSync(join(games, '2024-05-02T09-00-00-000Z-7-seize.jsonl'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
