// Loot's card picker on a phone (390×844): the tablet does not know hands, so it offers every
// unplayed card (78 at the start), grouped by fleet: a player taps their card's fleet, and that
// fleet's cards fit on one screen, so the card is found at a glance.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { fleetOf } from '../../web-ui/src/games/loot/model.ts';
import { browserForFile, openTablet, startServer } from './harness.ts';
import { TableLink } from './table-link.ts';

const file = browserForFile();

const shownCards = (page: Page) =>
  page.locator('[data-testid="loot-pick"] [data-card]').evaluateAll((els) =>
    els
      .map((e) => ({ card: e.getAttribute('data-card') ?? '', fleet: e.getAttribute('data-fleet') ?? '', r: e.getBoundingClientRect() }))
      .filter((c) => c.r.height > 0)
      .map((c) => ({ card: c.card, fleet: c.fleet, top: c.r.top, bottom: c.r.bottom })),
  );

describe("Loot's card picker on a phone", () => {
  it('at 390×844 the 78 cards come by fleet: a fleet tapped shows only its cards, all on one screen', async () => {
    const server = await startServer();
    file.servers.push(server);
    const table = await TableLink.open(server);
    const sim = new LootSim({ players: 3, partnership: false, seed: 3, drawBias: 0.2 });
    sim.start();
    await table.play(sim.inputs[0] as unknown as Record<string, unknown>);
    table.close();
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 390, height: 844 });
    await page.getByTestId('loot-pick').waitFor();
    const first = await shownCards(page);
    expect(first.length, 'cards shown before a fleet is chosen').toBeLessThanOrEqual(16);
    const fleets = await page.locator('[data-testid="loot-pick"] [data-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-group') ?? ''));
    expect(fleets).toEqual(['Merchant', 'Blue', 'Green', 'Purple', 'Yellow', 'Admiral']);
    let all = 0;
    for (const fleet of fleets) {
      await page.locator(`[data-testid="loot-pick"] [data-group="${fleet}"]`).click();
      await expect.poll(async () => (await shownCards(page)).every((c) => c.fleet === fleet)).toBe(true);
      const cards = await shownCards(page);
      all += cards.length;
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(fleetOf(c.card).name).toBe(fleet);
      // The fleet's cards, from the first row to the last, fit on one screen.
      const span = Math.max(...cards.map((c) => c.bottom)) - Math.min(...cards.map((c) => c.top));
      expect(span, `${fleet}'s cards`).toBeLessThanOrEqual(844);
    }
    expect(all).toBe(78);
    // A card picked is marked among its fleet's.
    await page.locator('[data-testid="loot-pick"] [data-group="Green"]').click();
    const green = (await shownCards(page))[0]?.card ?? '';
    await page.locator(`[data-testid="loot-pick"] [data-card="${green}"]`).click();
    await page.locator(`[data-testid="loot-pick"] [data-card="${green}"].is-selected`).waitFor();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBe(0);
    expect(errors).toEqual([]);
  });
});
