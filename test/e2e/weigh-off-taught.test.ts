// 7 Seize's weigh-off with Teach me on: "How to play" lists the controls the screen shows at each
// stage of a contest, by their labels, and no others (games/seven-seize/teach/weigh-off.ts,
// web-ui/src/games/seven-seize/weigh-controls.ts): Tare before the weighing, then "All in, weigh!".
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { sevenSeize } from './catalogue/logs.ts';
import { awaits, gameScreen, load, upTo } from './catalogue/reach.ts';
import { openCtx } from './catalogue/run.ts';

const file = browserForFile();

/** The labels the lesson explains, in its list of what can be done. */
const listed = (page: Page): Promise<string[]> =>
  page
    .getByTestId('how-to-play')
    .locator('.teach-choices > li > strong')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));

/** The weigh-off's controls on the screen, by their words (the by-hand verdict by its summary). */
const onScreen = (page: Page): Promise<string[]> =>
  page
    .getByTestId('weigh-stage')
    .locator('button:visible, summary:visible')
    .evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));

describe("7 Seize's weigh-off, taught", { timeout: E2E_TIMEOUT_MS }, () => {
  let close: (() => Promise<void>) | null = null;
  afterAll(async () => close?.());

  it('lists the controls of the stage on the screen, and only those, as the stage changes', async () => {
    const ctx = await openCtx(file);
    close = () => ctx.host.close();
    const { page } = ctx;
    await load(ctx, upTo(sevenSeize(3, 1), awaits('verdict'), 'the weigh-off'));
    await gameScreen(page, 'screen-weighoff');
    await page.getByTestId('teach-start').click();
    await page.getByTestId('how-to-play').waitFor();

    const stage = page.getByTestId('screen-weighoff');
    await expect.poll(() => stage.getAttribute('data-stage')).toBe('tare');
    await expect.poll(() => listed(page)).toEqual(['Tare', 'No scale? Judge by hand', 'Pick another contest']);
    for (const label of await listed(page)) expect(await onScreen(page), label).toContain(label);

    await page.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }).click();
    await expect.poll(() => stage.getAttribute('data-stage'), { timeout: 30_000 }).toBe('loading');
    await expect.poll(() => listed(page)).toEqual(['All in, weigh!', 'No scale? Judge by hand', 'Pick another contest']);
    for (const label of await listed(page)) expect(await onScreen(page), label).toContain(label);
  });
});
