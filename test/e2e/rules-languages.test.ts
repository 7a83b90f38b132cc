// A game's rules page in the tablet's language (issue 52), in chromium: a German tablet opens 7
// Seize's rules and reads the German page (docs/rules/de/7-seize.md), which came down only then,
// with every entry Ask the rules can answer anchored on it and the search over its German words;
// switched to French it reads the French page, fetched then, and in English the English one. A
// ruling a lesson names ("show me") opens the German page at that ruling, focused. The page passes
// axe and does not scroll sideways at a tablet's size and a phone's. In the build, each translated
// page is a chunk of its own, within 10 KB gzipped, in no other chunk's download.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ruleEntries } from '../../games/core/rule-book.ts';
import { downloads } from '../../web-ui/download.ts';
import { axeViolations, frames } from './catalogue/checks.ts';
import { browserForFile, E2E_TIMEOUT_MS, ROOT, startServer, tabletShows, watchStates } from './harness.ts';
import { lessonOf, wholeGame } from './teach.ts';

const file = browserForFile();
const GAME = '7-seize';

const page_ = (lang: string): string => readFileSync(join(ROOT, 'docs', 'rules', lang === 'en' ? `${GAME}.md` : `${lang}/${GAME}.md`), 'utf8');
/** A page's first section's heading, as written. */
const firstSection = (markdown: string): string => /^## (.+)$/m.exec(markdown)?.[1] ?? '';

/** The built translated pages, by their file under dist/: `de/7-seize`. */
function pageFiles(): Record<string, string> {
  const { onDemand } = downloads(join(ROOT, 'web-ui', 'dist'));
  return Object.fromEntries(
    Object.entries(onDemand).flatMap(([src, d]) => {
      const m = /docs\/rules\/([a-z]+)\/([a-z0-9-]+)\.md/.exec(src);
      return m ? [[d.file, `${m[1]}/${m[2]}`]] : [];
    }),
  );
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const rulesText = (page: Page) => page.getByTestId('rules-text');

/** The page shown is `lang`'s: marked so, its first section's heading in its words. */
async function reads(page: Page, lang: string): Promise<void> {
  await expect.poll(() => rulesText(page).getAttribute('lang'), { message: `the page in ${lang}` }).toBe(lang);
  await expect.poll(() => rulesText(page).locator('h3').first().innerText()).toBe(firstSection(page_(lang)));
}

/** Picks `language` in the header's picker (on a phone, behind More). */
async function pick(page: Page, language: string): Promise<void> {
  const select = page.getByTestId('language-picker').locator('select');
  if (!(await select.isVisible())) await page.locator('nav.tabs button.tab-more').click();
  await select.selectOption(language);
}

describe('the rules page in the tablet’s language', { timeout: E2E_TIMEOUT_MS }, () => {
  it("each translated page comes down alone, at most 10 KB gzipped, with no game's screens nor the rules screen", () => {
    const { onDemand } = downloads(join(ROOT, 'web-ui', 'dist'));
    const pages = pageFiles();
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(10);
    for (const [src, d] of Object.entries(onDemand)) {
      if (pages[d.file]) {
        expect(d.files, src).toEqual([d.file]);
        expect(d.gzipBytes, src).toBeLessThanOrEqual(10 * 1024);
      } else
        expect(
          d.files.filter((f) => pages[f]),
          `${src} carries no translated page`,
        ).toEqual([]);
    }
  });

  it('a German tablet reads the German page, fetched when opened; another language, its page; a lesson’s ruling opens the German page there', async () => {
    const server = await startServer();
    file.servers.push(server);
    const pages = pageFiles();
    expect(Object.values(pages)).toContain(`de/${GAME}`);
    const context = await file.browser.newContext({ locale: 'de-DE', viewport: { width: 1180, height: 820 } });
    await context.grantPermissions(['screen-wake-lock']);
    const page = await context.newPage();
    const fetched: string[] = [];
    const errors: string[] = [];
    page.on('requestfinished', (r) => {
      const m = /\/(assets\/[^?#]+\.js)(?:[?#]|$)/.exec(r.url());
      if (m?.[1] && pages[m[1]]) fetched.push(pages[m[1]] as string);
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(fetched, 'no rules page with the shelf').toEqual([]);

    // The Rules tab, no game on the table: pick 7 Seize.
    await page.locator('nav.tabs > button.tab:not(.tab-more)').nth(7).click();
    await page.getByTestId('rules-pick').getByRole('button', { name: '7 Seize', exact: true }).click();
    await reads(page, 'de');
    expect(fetched, 'only the German page of 7 Seize').toEqual([`de/${GAME}`]);
    const german = ruleEntries(page_('de'));
    const anchored = await rulesText(page).evaluate((el) => [...el.querySelectorAll('[id^="rule-"]')].map((a) => a.id.slice(5)));
    expect(anchored).toEqual(german.map((e) => e.id));
    // Ask the rules searches the German page as German: its filler words and endings ("wer", "darf",
    // "stehlen"), which read as English would put R20 first.
    await page.getByRole('searchbox').fill('Wer darf stehlen?');
    await expect.poll(() => page.locator('.ask-answer').first().getAttribute('data-rule')).toBe('R12');
    expect(await page.locator('.ask-answer[data-rule=R12] p[lang=de]').innerText()).toContain('stiehlt');
    await page.getByRole('searchbox').fill('');
    for (const viewport of [
      { width: 1180, height: 820 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await frames(page);
      expect(await axeViolations(page), `axe at ${viewport.width}`).toEqual([]);
      expect(await sideways(page), `sideways at ${viewport.width}`).toBe(false);
    }
    await page.setViewportSize({ width: 1180, height: 820 });

    // Another language, its page (French fetched then); English, the page of the game's screens;
    // back to German, the German page again, not fetched twice.
    await pick(page, 'fr');
    await reads(page, 'fr');
    expect(fetched).toEqual([`de/${GAME}`, `fr/${GAME}`]);
    await pick(page, 'en');
    await reads(page, 'en');
    await pick(page, 'de');
    await reads(page, 'de');
    expect(fetched).toEqual([`de/${GAME}`, `fr/${GAME}`]);

    // A game taught on the table: the first ruling a lesson names opens the German page there.
    const g = wholeGame(GAME, '7 Seize', 2, 2);
    const at = g.inputs.findIndex((_, i) => (lessonOf(g, i).explanation?.rules.length ?? 0) > 0);
    expect(at).toBeGreaterThanOrEqual(0);
    const rule = lessonOf(g, at).explanation?.rules[0] as string;
    const client = await watchStates(server);
    for (let i = 0; i <= at; i++) {
      await client.act(i === 0 ? { type: 'newGame', start: g.inputs[i] } : { type: 'input', input: g.inputs[i] });
      const state = await client.next<{ type: 'state'; version: number }>('state', (m) => m.inputs === i + 1, 30_000);
      await tabletShows(page, state.version);
    }
    await page.locator('nav.tabs > button.tab:not(.tab-more)').nth(0).click();
    await page.locator(`[data-testid=teach-rules] [data-rule=${rule}]`).click();
    await page.getByTestId('rules-help').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`rule-${rule}`);
    const shown = page.locator(`#rule-${rule}`);
    expect(await shown.getAttribute('class')).toContain('rule-shown');
    const text = (await shown.innerText()).replace(/\s+/g, ' ');
    const entry = german.find((e) => e.id === rule);
    expect(text.startsWith(`${rule}. `), text).toBe(true);
    expect(text, `${rule} in German`).toContain(entry?.text.split(' ').slice(0, 6).join(' '));
    await reads(page, 'de');
    expect(errors).toEqual([]);
    await client.close();
    await context.close();
  });
});
