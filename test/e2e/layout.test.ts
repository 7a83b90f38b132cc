// The next action is visible without scrolling, on two landscape tablets, a portrait tablet and a
// phone: for each key screen (new game, a reveal on the virtual reader, the divvy, a Queen's
// choice, the weigh-off, the standings) the primary action lies inside the viewport at the top of
// the page, and nothing is wider than the screen. Screenshots of each (QM_SHOTS=1): test-results/screenshots/layout-*.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inputsToStandings, inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { browserForFile, openNewGame, SAVE_SHOTS, SHOTS, tempDataDir, waitState } from './harness.ts';
import { divvyBy, tapCards, UiPlayer } from './play.ts';

// Four screens each, on a busy 2-core machine.
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

const file = browserForFile();

/**
 * At every size, scrolled to the top: what is wrong with the screen (empty when nothing is), and a
 * viewport screenshot `layout-<name>-<w>x<h>.png` to look at.
 */
async function check(page: Page, name: string, primary: (p: Page) => Locator[]): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Two frames: the layout and the chart's resize have settled.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const at = `${name} at ${size.width}×${size.height}`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${at}: the page is ${overflow} px wider than the screen`);
    for (const loc of primary(page)) {
      const n = await loc.count();
      if (n === 0) problems.push(`${at}: ${loc} is not on the screen`);
      for (let i = 0; i < n; i++) {
        const box = await loc.nth(i).boundingBox();
        const what = `${at}: ${loc}${n > 1 ? ` #${i + 1}` : ''}`;
        if (!box) problems.push(`${what} is not shown`);
        else if (box.x < 0 || box.y < 0 || box.x + box.width > size.width + 0.5 || box.y + box.height > size.height + 0.5)
          problems.push(
            `${what} lies at ${Math.round(box.x)},${Math.round(box.y)} (${Math.round(box.width)}×${Math.round(box.height)}), outside the ${size.width}×${size.height} screen`,
          );
      }
    }
    if (SAVE_SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `layout-${name}-${size.width}x${size.height}.png`) });
    }
  }
  await page.setViewportSize(SIZES[0] as (typeof SIZES)[number]);
  return problems;
}

describe('the next action is on the screen without scrolling, at 1024×768, 1180×820, 820×1180 and 390×844', () => {
  it('new game, a reveal on the virtual reader, the divvy and a Queen’s choice', async () => {
    const { page, errors, server } = await file.hostTablet();
    const problems: string[] = [];
    await page.waitForSelector('[data-testid=screen-shelf], [data-testid=screen-newgame]');
    await openNewGame(page);
    problems.push(...(await check(page, 'new-game', (p) => [p.getByLabel('seat 1', { exact: true }), p.getByRole('button', { name: 'Set sail' })])));

    await new UiPlayer(page, server, { prefix: 'layout-play', seed: 1 }).newGame(['Ann', 'Bob', 'Cy']);
    await page.getByTestId('tap-for').waitFor();
    // A reveal: who is asked, and every card of the virtual reader.
    problems.push(...(await check(page, 'reveal', (p) => [p.getByTestId('tap-for'), p.getByTestId('card-picker')])));

    // The scripted table of the screens suite: Ann's Queen of clubs faces a choice in round 2.
    await tapCards(page, server, [
      ['Ann', '9H'],
      ['Bob', '4S'],
      ['Cy', 'KD'],
    ]);
    await page.getByTestId('prompt-divvy').waitFor();
    problems.push(
      ...(await check(page, 'divvy', (p) => [
        p.getByTestId('prompt-divvy').getByRole('button', { name: /^Done:/ }),
        p.getByTestId('prompt-divvy').locator('.btn-count'),
      ])),
    );
    await divvyBy(page, server, 3);
    await tapCards(page, server, [
      ['Cy', '5D'],
      ['Ann', 'AH'],
      ['Bob', '7C'],
      ['Bob', '3C'],
      ['Ann', '10S'],
      ['Cy', '2D'],
    ]);
    await divvyBy(page, server, 3);
    await tapCards(page, server, [
      ['Ann', 'QC'],
      ['Bob', '8C'],
      ['Cy', '6H'],
    ]);
    await page.getByTestId('prompt-queen').waitFor();
    problems.push(...(await check(page, 'queen', (p) => [p.getByTestId('prompt-queen').getByRole('button')])));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the weigh-off and the standings', async () => {
    const problems: string[] = [];
    // A game at its weigh-off, from its log replayed at start.
    const atWeighOff = tempDataDir();
    writeFileSync(
      join(atWeighOff, 'game.jsonl'),
      `${inputsToWeighOff(3, 5)
        .inputs.map((i) => JSON.stringify(i))
        .join('\n')}\n`,
    );
    const { page, errors, server } = await file.hostTablet({ dataDir: atWeighOff });
    await waitState(server, (s) => s.weigh.stage === 'tare', 'the scale to ask for a tare');
    await page.locator('[data-testid=screen-weighoff][data-stage=tare]').waitFor();
    problems.push(
      ...(await check(page, 'weigh-off', (p) => [
        p.getByTestId('weigh-message'),
        p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }),
      ])),
    );

    const finished = tempDataDir();
    writeFileSync(
      join(finished, 'game.jsonl'),
      `${inputsToStandings(7, 5)
        .map((i) => JSON.stringify(i))
        .join('\n')}\n`,
    );
    const t = await file.hostTablet({ dataDir: finished });
    await t.page.getByTestId('screen-standings').waitFor();
    problems.push(...(await check(t.page, 'standings', (p) => [p.getByTestId('winners'), p.getByRole('button', { name: 'New game' })])));
    expect(problems).toEqual([]);
    expect([...errors, ...t.errors]).toEqual([]);
  }, 240_000);
});
