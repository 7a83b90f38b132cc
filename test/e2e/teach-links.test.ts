// Teach me on a real tablet, in chromium, through a whole game of Loot on a new table: the new-game
// form's switch (on for a game the logbook has never seen finished, off once it has), the lay-out
// before the first move, the "How to play" panel turned off and on again (a spectator's tablet with
// its own switch), spoken with Voice on, and every ruling a lesson, a "why" line, the end screen or
// the History names opening the rules page at that ruling.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS, openNewGame, startServer, watchStates } from './harness.ts';
import { lessonOf, playStep, wholeGame } from './teach.ts';

const files = browserForFile();

/** The rules page shows the ruling `id`, marked, with the focus on it. */
async function rulesAt(page: Page, id: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Rules of Loot' }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`rule-${id}`);
  expect(await page.locator(`#rule-${id}`).getAttribute('class')).toContain('rule-shown');
  expect(await page.locator(`#rule-${id}`).innerText()).toMatch(new RegExp(`^${id}\\. `));
  await page.getByRole('button', { name: '← Back to the game' }).click();
}

describe('Teach me on the tablet', { timeout: E2E_TIMEOUT_MS }, () => {
  it('a first game of Loot: switch on, lay-out, lessons spoken, every ruling named opens at its rule; once played, the switch is off', async () => {
    const g = wholeGame('loot', 'Loot', 2, 4);
    const server = await startServer();
    files.servers.push(server);
    const context = await files.browser.newContext({ viewport: { width: 1180, height: 820 } });
    const page = await context.newPage();
    // What the tablet speaks, with Voice on (chromium on a bare machine has no voice to hear).
    await page.addInitScript(() => {
      localStorage.setItem('quartermaster.speech', JSON.stringify({ on: true, volume: 1, voice: null }));
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void said.push(u.text);
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('screen-shelf').waitFor();

    // A table that has never played Loot: the switch is on.
    await openNewGame(page, 'Loot');
    const teachSwitch = page.getByRole('switch', { name: /Teach me this game/ });
    await expect.poll(() => teachSwitch.isChecked()).toBe(true);
    const names = page.locator('.name-input');
    await names.nth(0).fill('Ann');
    await names.nth(1).fill('Bob');
    await page.getByRole('button', { name: 'Set sail' }).click();

    // Before the first move: the goal and what to lay out, then out of the way.
    const setTable = page.getByRole('region', { name: 'Set the table' });
    await setTable.waitFor();
    expect(await setTable.innerText()).toMatch(/Shuffle and deal 6 cards to each of the 2 players/);
    await setTable.getByTestId('set-table-done').click();
    await expect.poll(() => setTable.count()).toBe(0);

    // The panel, turned off and on again; a ruling it names opens the rules page there.
    const panel = page.getByRole('region', { name: 'How to play', exact: true });
    await panel.getByTestId('teach-stop').click();
    await expect.poll(() => panel.count()).toBe(0);
    await page.getByTestId('teach-start').click();
    await panel.getByTestId('teach-rules').locator('[data-rule=L15]').click();
    await rulesAt(page, 'L15');

    // A spectator's tablet teaches on its own: its panel turned off leaves the host's on.
    const watching = await files.browser.newContext({ viewport: { width: 390, height: 844 } });
    const spectator = await watching.newPage();
    await spectator.goto(server.url);
    const theirs = spectator.getByRole('region', { name: 'How to play', exact: true });
    await theirs.getByTestId('teach-now').waitFor();
    await theirs.getByTestId('teach-stop').click();
    await spectator.getByTestId('teach-start').waitFor();
    expect(await panel.count()).toBe(1);
    await watching.close();

    // Each step's lesson is spoken: what is happening, and a rule in full when it first comes into play.
    const client = await watchStates(server);
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    let firstTopic: string | null = null;
    for (let at = 1; at < g.inputs.length; at++) {
      // Past the first rule spoken, the game is played to its end without waiting for the tablet.
      if (firstTopic) {
        await client.act({ type: 'input', input: g.inputs[at] });
        continue;
      }
      await playStep(client, g, at, [page]);
      const lesson = lessonOf(g, at);
      const full = lesson.topics.find((t) => t.first);
      if (!firstTopic && full) {
        firstTopic = full.topic.id;
        await expect.poll(said).toContain(`${full.topic.title}. ${full.text}`);
        expect(await said()).toContain(lesson.explanation?.now);
      }
    }
    expect(firstTopic).not.toBeNull();

    // The end: every step that turned the game, each with its rule.
    const whys = page.getByRole('region', { name: 'The rules that turned this game' });
    await whys.waitFor();
    const first = whys.locator('[data-rule]').first();
    const rule = (await first.getAttribute('data-rule')) ?? '';
    expect(rule).toMatch(/^L\d+$/);
    await first.click();
    await rulesAt(page, rule);

    // The History: a step that turned the game has its why line, its rule a link.
    await page.getByTestId('history-toggle').click();
    const why = page.getByTestId('history-why').first();
    await why.waitFor();
    const historyRule = (await why.locator('[data-rule]').first().getAttribute('data-rule')) ?? '';
    await why.locator('[data-rule]').first().click();
    await expect.poll(() => page.getByTestId('history').count()).toBe(0);
    await rulesAt(page, historyRule);

    // Once the table has played Loot, the switch starts off.
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await openNewGame(page, 'Loot');
    await expect.poll(() => teachSwitch.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await client.close();
    await context.close();
  });
});
