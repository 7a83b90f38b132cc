// Issue 31, "every game a pleasure at a real table", the items about what the table tells: a card
// tapped privately while placing it (H12), the counting scale's tare, the rules pages, the history
// of a game and the end screens. Each check sets its game up through the server's WebSocket and
// opens the tablet on the screen it is about, in Debian's chromium on the real server and its
// simulated rig.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inputsToStandings } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { HighSeizeSim } from '../../games/the-high-seize/testing/random-game.ts';
import type { HighSeizeView } from '../../web-ui/src/games/the-high-seize/model.ts';
import { openTablet, readState, type Server, type Tablet, waitState } from './harness.ts';
import { openForFile, type TableLink } from './table-link.ts';

let browser: Browser;
let server: Server;
let table: TableLink;
const pages: Page[] = [];

async function tablet(viewport = { width: 1180, height: 820 }): Promise<Tablet> {
  const t = await openTablet(browser, `${server.url}?token=${server.token}`, viewport);
  pages.push(t.page);
  return t;
}

/** The High Seize of three players played to its final count (four rounds), on a tablet. */
async function highSeizeOver(): Promise<Tablet> {
  const hs = new HighSeizeSim({ players: 3, names: ['Anne', 'Bart', 'Cora'], seed: 31 }).play();
  await table.play(hs.inputs[0] as unknown as Record<string, unknown>, hs.inputs.slice(1));
  return tablet();
}

// One browser, one server and the host's link for the file; each test's pages closed after it.
openForFile((opened) => ({ browser, server, table } = opened), pages);

describe('issue 31: what the table tells', () => {
  it('H12: a card tapped on the reader while placing it goes with the placement, named nowhere on the tablet', async () => {
    // Round 1 up to its last placement: one card left, in the hand of the player to place.
    const hs = new HighSeizeSim({ players: 2, names: ['Anne', 'Bart'], seed: 12, privateTaps: 0 });
    const cardsLeft = () => [...hs.hands.values()].reduce((n, h) => n + h.length, 0);
    while (hs.state?.phase !== 'place' || cardsLeft() !== 1) hs.step();
    await table.play(hs.inputs[0] as unknown as Record<string, unknown>, hs.inputs.slice(1));
    const player = hs.state.turn as string;
    const card = hs.hands.get(player)?.[0] as string;
    const { page, errors } = await tablet();
    await page.getByTestId('hs-place').waitFor();
    await page.locator(`[data-testid="virtual-rig"] [data-testid="card-picker"] [data-card="${card}"]`).click();
    await page.getByTestId('hs-private-tap').waitFor();
    // The whole table sees the host's tablet: the card is said to be read, never named.
    expect(await page.getByTestId('tap-toast').innerText()).toBe('✓ Card read privately (not shown)');
    expect(await page.locator('main').innerText()).not.toContain(card);
    await page.getByTestId('hs-onto-neutral').click();
    // The round's last card: the flip knows it already (it joins the neutral pile's revealed cards).
    const s = await waitState(server, (x) => x.view.awaiting?.type === 'reveal', 'the flip');
    expect((s.view as unknown as HighSeizeView).piles.neutral?.revealed).toEqual([card]);
    expect(errors).toEqual([]);
  });

  it('the rules pages are Markdown, rendered whole: numbered steps with their lists, _emphasis_, a table (from the shelf, before a game)', async () => {
    await table.send({ type: 'newGame' });
    const { page, errors } = await tablet();
    await page.getByTestId('screen-shelf').waitFor();
    const rules = page.getByTestId('rules-help');
    await page.getByRole('button', { name: 'Rules of 7 Seize', exact: true }).click();
    await rules.waitFor();
    // The round's four steps, numbered, the seize's card ranks a list within its step.
    expect(await rules.locator('ol > li').count()).toBe(4);
    expect(await rules.locator('ol > li ul > li').first().innerText()).toMatch(/^Ace \(Lookout\)/);
    // `_option_` is emphasis, never underscores on the page.
    expect(await rules.locator('em', { hasText: /^option$/ }).count()).toBeGreaterThan(0);
    expect(await rules.innerText()).not.toMatch(/_option_|\*\*/);
    await page.getByRole('button', { name: '← The shelf' }).click();
    await page.getByRole('button', { name: 'Rules of The High Seize', exact: true }).click();
    await rules.waitFor();
    // The house deck (H9) is a table, a row a line.
    const deck = rules.locator('table', { hasText: 'weight' });
    expect(await deck.locator('tr').count()).toBe(3);
    expect(await deck.locator('tr').nth(1).locator('td').first().innerText()).toBe('weight');
    expect(errors).toEqual([]);
  });

  it('the History panel tells who did what, round by round; 7 Seize recaps a round until the next Captain is chosen', async () => {
    // Round 1 of three players: Ann's 8 makes her Captain (a king counts 1), the seize of low cards.
    await table.play({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] }, [
      { type: 'reveal', player: 'Ann', card: '8C' },
      { type: 'reveal', player: 'Bob', card: 'KH' },
      { type: 'reveal', player: 'Cy', card: '3D' },
      { type: 'divvy', red: 4, black: 3 },
      { type: 'reveal', player: 'Ann', card: '2S' },
      { type: 'reveal', player: 'Bob', card: '6H' },
      { type: 'reveal', player: 'Cy', card: '5D' },
    ]);
    const s = await waitState(server, (x) => x.view.round === 2 && x.view.awaiting?.type === 'reveal', 'round 2');
    const { page, errors } = await tablet();
    const recap = page.getByTestId('round-recap');
    await recap.waitFor();
    expect(await recap.getByTestId('recap-captain').innerText()).toBe('☠ Ann was Captain.');
    for (const p of ['Ann', 'Bob', 'Cy']) expect(await recap.getByTestId(`recap-seized-${p}`).innerText(), p).toBe(String(s.view.collections?.[p]));
    expect(await recap.getByTestId('recap-steps').innerText()).toContain('The seize: Ann 2S, Bob 6H, Cy 5D.');
    // The toggle says History in words, beside the tablet's own drawn icon (no emoji font needed).
    const toggle = page.getByTestId('history-toggle');
    expect(await toggle.innerText()).toBe('History');
    expect(await toggle.locator('svg.icon').count()).toBe(1);
    // The whole game so far, grouped by round, in a list that scrolls within the page.
    await toggle.click();
    const list = page.getByTestId('history-list');
    await expect.poll(() => list.innerText()).toContain('The squabble for Captain: Ann 8C, Bob KH, Cy 3D.');
    const words = await list.innerText();
    expect(words).toMatch(/^A game of 7 Seize for Ann, Bob, Cy begins\.\s+Round 1\s/);
    expect(words).toContain('Ann divvies 4 to the red stash and 3 to the black stash.');
    expect(await list.evaluate((e) => getComputedStyle(e).overflowY)).toBe('auto');
    // It opens where the eye is: over the game, whole within the screen, whatever was scrolled.
    const panel = page.getByTestId('history');
    const box = await panel.boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= 820 && box.x + box.width <= 1180, JSON.stringify(box)).toBe(true);
    // Round 2's squabble joins it as it is played, under its round.
    for (const [player, card] of [
      ['Ann', 'QS'],
      ['Bob', '9D'],
      ['Cy', '4C'],
    ])
      await table.send({ type: 'input', input: { type: 'reveal', player, card } });
    await expect
      .poll(() => list.innerText())
      .toMatch(/Round 2\s+Ann's card is down\.\s+Bob's card is down\.\s+The squabble for Captain: Ann QS, Bob 9D, Cy 4C\.\s+Bob is Captain/);
    // Close goes back to the game; so does Escape.
    await page.getByTestId('history-close').click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('history-toggle').getAttribute('aria-expanded')).toBe('false');
    await page.getByTestId('history-toggle').click();
    await list.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("History's step numbers show whole from 10 on: each list leaves room for its widest number", async () => {
    const { page, errors } = await highSeizeOver();
    await page.getByTestId('hs-final').waitFor();
    await page.getByTestId('history-toggle').click();
    const list = page.getByTestId('history-list');
    await expect.poll(() => list.locator('ol > li').count()).toBeGreaterThan(20);
    // Each list's widest marker ("12. "), drawn in its items' font, against the room left of them.
    const lists = await list.locator('ol').evaluateAll((ols) =>
      ols.map((ol) => {
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = getComputedStyle(ol.firstElementChild as Element).font;
        return {
          steps: ol.children.length,
          room: Number.parseFloat(getComputedStyle(ol).paddingLeft),
          marker: ctx.measureText(`${ol.children.length}. `).width,
        };
      }),
    );
    expect(lists.some((l) => l.steps >= 10)).toBe(true);
    for (const l of lists) expect(l.room, `a list of ${l.steps} steps`).toBeGreaterThanOrEqual(l.marker);
    expect(errors).toEqual([]);
  });

  it("The High Seize's round news reads at WCAG AA: each pile's weight, the sunk ship's too, at 4.5:1 or more", async () => {
    const { page, errors } = await highSeizeOver();
    await page.getByTestId('hs-last-round').waitFor();
    const ratios = await page.locator('[data-testid="hs-last-round"] .hs-weighed').evaluateAll((spans) => {
      // WCAG 2's contrast ratio of the text's colour on the first opaque background behind it.
      const rgb = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = (c: string): number => {
        const [r, g, b] = rgb(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      return spans.map((el) => {
        let bg: Element | null = el;
        while (bg && (rgb(getComputedStyle(bg).backgroundColor)[3] ?? 1) === 0) bg = bg.parentElement;
        const [a, b] = [lum(getComputedStyle(el).color), lum(getComputedStyle(bg ?? document.body).backgroundColor)];
        return { text: (el as HTMLElement).innerText, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
      });
    });
    expect(ratios.some((r) => r.text.includes('(sank)'))).toBe(true);
    for (const r of ratios) expect(r.ratio, r.text).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
  });

  it('end screens explain why the game ended, each round, and every score piece by piece', async () => {
    // The High Seize: four rounds of three players, to the final count.
    const { page, errors } = await highSeizeOver();
    await page.getByTestId('hs-final').waitFor();
    expect(await page.getByTestId('hs-why').innerText()).toMatch(/^The game is over after round 4: .*\(H19\)\.$/);
    // Rematch / New game: a bar of its own, opaque, never drawn over the scores under it.
    const bar = page.getByTestId('game-over');
    expect(await bar.evaluate((e) => getComputedStyle(e).backgroundColor)).toMatch(/^rgb\(/);
    const hsView = (await readState(server)).view as unknown as HighSeizeView;
    for (const p of ['Anne', 'Bart', 'Cora']) {
      const words = await page.getByTestId(`hs-breakdown-${p}`).innerText();
      expect(words).toMatch(/^Anne|^Bart|^Cora/);
      expect(words).toMatch(/round 1: .*; round 2: .*; round 3: .*; round 4: .*\. Total \d+\.$/);
      expect(words).toContain(`Total ${hsView.scores?.[p]}.`);
      for (const r of hsView.rounds ?? []) for (const c of r.kept[p] ?? []) expect(words, `${p} kept ${c}`).toContain(c);
    }
    // 7 Seize: seven rounds, then the weigh-off, to the standings.
    const seven = inputsToStandings(3, 7);
    await table.play(seven[0] as Record<string, unknown>, seven.slice(1));
    await page.getByTestId('screen-standings').waitFor();
    expect(await page.getByTestId('final-why').innerText()).toMatch(/^After 7 rounds the bag was empty, and the scale decided/);
    const rows = page.locator('[data-testid^="final-round-"]');
    await expect.poll(() => rows.count()).toBe(7);
    // Each round names its Captain; the pieces seized add up to the collections weighed.
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    for (const row of cells) expect(row[1]).toMatch(/^(Ann|Bob|Cy)$/);
    const end = (await page.getByTestId('final-collections').innerText()).match(/\d+/g)?.map(Number);
    expect([2, 3, 4].map((col) => cells.reduce((n, row) => n + Number(row[col]), 0))).toEqual(end);
    expect(errors).toEqual([]);
  });
});
