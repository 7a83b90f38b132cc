// 7 Seize's weigh-off speaks one colour code: each cup's swatch, strip and chart line has the seat
// colour of the player whose collection is in it, and no cup wears another player's colour.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsToStandings, inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { SEAT_COLOURS, seatColour } from '../../web-ui/src/games/seven-seize/seat-colours.ts';
import { browserForFile, openTablet, readState, startServer, tempDataDir, waitState } from './harness.ts';
import { TableLink } from './table-link.ts';

const file = browserForFile();

/** `#rrggbb` as the browser gives a computed colour. */
const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('7 Seize: one meaning per colour in the weigh-off', () => {
  it("each cup's swatch, strip and chart line is its player's seat colour, never another player's", async () => {
    const dataDir = tempDataDir();
    writeFileSync(
      join(dataDir, 'game.jsonl'),
      inputsToWeighOff(3, 5)
        .inputs.map((i) => `${JSON.stringify(i)}\n`)
        .join(''),
    );
    const server = await startServer({ dataDir });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    const s = await waitState(server, (x) => x.weigh.contest !== null, 'a contest on the scale');
    const players = s.view.players ?? [];
    const contest = s.weigh.contest as { left: string; right: string };
    await page.getByTestId('grams-left').waitFor();
    const problems: string[] = [];
    for (const side of ['left', 'right'] as const) {
      const player = contest[side];
      const own = rgb(seatColour(player, players));
      const others = players.filter((p) => p !== player).map((p) => rgb(seatColour(p, players)));
      // Each read again until it finds its element drawn: one re-drawn between finding and reading has no style.
      const drawn = async (read: () => Promise<string>): Promise<string> => {
        let value = '';
        await expect.poll(async () => (value = await read())).not.toBe('');
        return value;
      };
      const seen = {
        swatch: await drawn(() =>
          page
            .getByTestId(`grams-${side}`)
            .locator('.swatch')
            .evaluate((e) => getComputedStyle(e).backgroundColor),
        ),
        strip: await drawn(() => page.locator(`.side-${side}`).evaluate((e) => getComputedStyle(e).borderTopColor)),
        line: await drawn(() =>
          page.locator('.cup-chart .chart').evaluate((e, i) => e.getAttribute('data-colours')?.split(' ')[i] ?? '', side === 'left' ? 0 : 1),
        ),
      };
      expect(await page.getByTestId(`grams-${side}`).innerText()).toContain(player);
      for (const [what, colour] of Object.entries(seen)) {
        const c = colour.startsWith('#') ? rgb(colour) : colour;
        if (c !== own) problems.push(`${player}'s ${what} (${side} cup) is ${c}, not their seat colour ${own}`);
        if (others.includes(c)) problems.push(`${player}'s ${what} (${side} cup) wears another player's seat colour ${c}`);
      }
    }
    expect(problems).toEqual([]);
    expect(SEAT_COLOURS.length).toBeGreaterThan(players.length);
    expect((await readState(server)).weigh.stage).not.toBe('idle');
    expect(errors).toEqual([]);
  });
});

describe("7 Seize's score says what it counts", () => {
  it('the logbook gives each score as pieces, and says the weigh-off, by weight, decides the winner', async () => {
    const server = await startServer();
    file.servers.push(server);
    const table = await TableLink.open(server);
    const [start, ...rest] = inputsToStandings(3, 5) as Record<string, unknown>[];
    await table.play(start as Record<string, unknown>, rest);
    table.close();
    const end = await waitState(server, (x) => x.view.phase === 'finished', 'the game to end');
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Logbook', exact: true }).click();
    await page.getByTestId('logbook-game').waitFor();
    const seats = await page.getByTestId('logbook-game').innerText();
    for (const p of end.view.players ?? []) expect(seats).toContain(`${p}: ${end.view.collections?.[p] ?? 0} pieces`);
    expect(await page.getByTestId('logbook-per-game').innerText()).toContain('pieces collected; the weigh-off, by weight, decides the winner');
    expect(await page.getByTestId('logbook-players').innerText()).toMatch(/7 Seize \d+ pieces/);
    expect(errors).toEqual([]);
  });
});
