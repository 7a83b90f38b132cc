// The games to resume on the shelf, in chromium: one list near its top, above the game cards and in
// view without scrolling at tablet size, of the unfinished games only (a finished one is offered its
// standings at the shelf's foot, never "Resume"), newest first, a few of them until "Show more".
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { browserForFile, openTablet, screenshot, startServer, tempDataDir } from './harness.ts';

const file = browserForFile();

/** Puts a 7 Seize log of `inputs` on the shelf as put away at `at`. */
function putAway(games: string, name: string, inputs: unknown[], at: Date): void {
  const path = join(games, `${name}-7-seize.jsonl`);
  writeFileSync(path, inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  utimesSync(path, at, at);
}

describe('the games to resume', () => {
  it('are one list near the top of the shelf: unfinished only, newest first, three until "Show more"', async () => {
    const dataDir = tempDataDir();
    const games = join(dataDir, 'games');
    mkdirSync(games, { recursive: true });
    const whole = playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 3));
    // Five unfinished games put away a day apart, the one of 3 moves the newest; one finished, newer still.
    for (let i = 0; i < 5; i++) putAway(games, `2024-05-0${i + 1}T09-00-00-000Z`, whole.slice(0, 7 - i), new Date(Date.UTC(2024, 4, i + 1, 9)));
    putAway(games, '2024-05-09T09-00-00-000Z', whole, new Date(Date.UTC(2024, 4, 9, 9)));
    const server = await startServer({ dataDir });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });

    const list = page.getByTestId('games-to-resume');
    await list.waitFor();
    const rows = list.locator('.saved-game');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('unfinished (3 moves)'),
      expect.stringContaining('unfinished (4 moves)'),
      expect.stringContaining('unfinished (5 moves)'),
    ]);
    expect(await list.getByRole('button', { name: 'Resume' }).count()).toBe(3);
    // Above the game cards, and its first Resume in view without scrolling.
    const listBox = await list.boundingBox();
    const firstCard = await page.getByTestId('shelf-game-7-seize').boundingBox();
    expect(listBox && firstCard && listBox.y < firstCard.y).toBe(true);
    const resume = await list.getByRole('button', { name: 'Resume' }).first().boundingBox();
    expect(resume && resume.y + resume.height <= 820).toBe(true);

    await list.getByRole('button', { name: 'Show 2 more' }).click();
    expect(await rows.count()).toBe(5);
    expect(await rows.nth(4).innerText()).toContain('unfinished (7 moves)');
    expect(await list.getByRole('button', { name: /Show .* more/ }).count()).toBe(0);

    // The finished game: at the shelf's foot with its standings, never offered to resume.
    const finished = page.getByTestId('saved-2024-05-09T09-00-00-000Z-7-seize');
    expect(await list.getByTestId('saved-2024-05-09T09-00-00-000Z-7-seize').count()).toBe(0);
    expect(await finished.getByRole('button', { name: 'Final standings' }).count()).toBe(1);
    expect(await finished.getByRole('button', { name: 'Resume' }).count()).toBe(0);
    await screenshot(page, 'shelf-03-games-to-resume');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
