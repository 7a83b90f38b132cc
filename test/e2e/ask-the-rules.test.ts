// Ask the rules on the tablet, in chromium: from the Rules tab, with no game on the table, a player
// picks a game and types what they remember of a rule; the rule comes first or near it (the bulk of
// the questions, ten and more a game, is games/core/ask-rules.test.ts's), with the rules next to it,
// and "Show it on the page" scrolls the page to the rule, focused. Every entry the search can answer
// has its anchor on the page. At a tablet's size and a phone's, with no sideways scroll.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ruleEntries } from '../../games/core/rule-book.ts';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, ROOT, screenshot, startServer } from './harness.ts';

const file = browserForFile();

/** For each game, questions a player asks and the rule ids that answer them (one among the first three). */
const ASKED: Record<string, { name: string; questions: [string, string[]][] }> = {
  '7-seize': {
    name: '7 Seize',
    questions: [
      ['can the queen steal', ['R12']],
      ['jack takes two', ['R13']],
    ],
  },
  loot: {
    name: 'Loot',
    questions: [
      ['equal skulls', ['L13']],
      ['can I discard a merchant', ['L18']],
    ],
  },
  'the-high-seize': {
    name: 'The High Seize',
    questions: [
      ['which ship sinks', ['H15']],
      ['how much does a card weigh', ['H9']],
    ],
  },
  plunder: {
    name: 'Plunder!',
    questions: [
      ['steal two from someone with more crew', ['P17']],
      ['refill hand', ['P6']],
    ],
  },
  'blackbeards-booty': {
    name: "Blackbeard's Booty",
    questions: [
      ['can I jump over a coin', ['B10']],
      ['why does the board turn', ['B19']],
    ],
  },
};

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

/** Whether the page scrolls sideways. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The rule ids the search shows, best first. */
const answers = (page: Page) => page.locator('.ask-answer').evaluateAll((els) => els.map((e) => e.getAttribute('data-rule') ?? ''));

describe('Ask the rules', { timeout: E2E_TIMEOUT_MS }, () => {
  it("finds each game's rules by a player's words, shows the rule on the page, at a tablet's sizes and a phone's", async () => {
    const server = await startServer();
    file.servers.push(server);
    // One tablet, turned to each size in turn on each game's rules.
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, SIZES[0]);
    const rulesTab = page.locator('nav.tabs').getByRole('button', { name: 'Rules', exact: true });
    // No game on the table: the Rules tab asks which game's.
    await rulesTab.click();
    for (const [id, { name, questions }] of Object.entries(ASKED)) {
      await page.getByTestId('rules-pick').getByRole('button', { name, exact: true }).click();
      const field = page.getByRole('searchbox', { name: /What do you remember of the rule/ });
      await field.waitFor();
      const ids = ruleEntries(readFileSync(join(ROOT, 'docs', 'rules', `${id}.md`), 'utf8')).map((e) => e.id);
      for (const viewport of SIZES) {
        await page.setViewportSize(viewport);
        // Every entry the search can answer with is an anchor on the page.
        const anchored = await page.getByTestId('rules-text').evaluate((el) => [...el.querySelectorAll('[id^="rule-"]')].map((a) => a.id.slice(5)));
        expect(anchored, name).toEqual(ids);
        for (const [question, expected] of questions) {
          await field.fill(question);
          await expect.poll(async () => (await answers(page)).slice(0, 3).some((a) => expected.includes(a)), { message: `${name}: "${question}"` }).toBe(true);
        }
        // The last answer's rule, shown on the page (showRule, as a prompt's "show me" does): scrolled
        // into view and focused, the rules next to it offered.
        const [question, [rule]] = questions[questions.length - 1] as [string, string[]];
        const answer = page.locator(`.ask-answer[data-rule="${rule}"]`);
        expect(await answer.innerText(), question).toContain('The rules next to it');
        await answer.getByRole('button', { name: 'Show it on the page' }).click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`rule-${rule}`);
        const inView = await page.locator(`#rule-${rule}`).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top > -1 && r.top < window.innerHeight;
        });
        expect(inView, `${rule} in view`).toBe(true);
        expect(await sideways(page), `${name} at ${viewport.width}×${viewport.height}`).toBe(false);
        await screenshot(page, `ask-rules-${id}-${viewport.width}`);
      }
      await page.getByRole('button', { name: '← All the games' }).click();
    }
    // A question no rule answers says so, in words, at each size.
    await page.getByTestId('rules-pick').getByRole('button', { name: 'Loot', exact: true }).click();
    await page.getByRole('searchbox').fill('xylophone');
    for (const viewport of SIZES) {
      await page.setViewportSize(viewport);
      await expect.poll(() => page.getByTestId('ask-rules-status').innerText()).toMatch(/No rule of Loot has those words/);
      expect(await sideways(page), `no answer at ${viewport.width}×${viewport.height}`).toBe(false);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
