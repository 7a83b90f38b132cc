// Each game's first-use explanations on a new table with Teach me on, at the catalogue's three sizes
// (1180×820, 820×1180, 390×844): a whole game played through the host's WebSocket (the games' own
// simulated tables choose the inputs); at each step where a rule comes into play for the first time,
// the host's tablet shows it in full with "Got it", both on the first screen (on a phone, "Got it" in
// the short form and the rule in full under "More…"; a second rule new at the same step may be
// scrolled to, nothing over it), and it stays, with "Got it", through the three sizes, until "Got it"
// is pressed; then "Got it" is gone and the rule is still there to read, and stays read when the tablet is turned.
// One table and one browser for the file, a tablet per game; the steps between are played without
// waiting for the tablet.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { frames, SIZES } from './catalogue/checks.ts';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, watchStates } from './harness.ts';
import { lessonOf, oneTable, TAUGHT_GAMES, walkGame } from './teach.ts';

const files = browserForFile();
const TABLET = { width: 1180, height: 820 };

/** Where `el` lies against a `height` tall screen, the page scrolled to its top: a finding, or null. */
async function onFirstScreen(el: Locator, what: string, height: number): Promise<string | null> {
  await el.page().evaluate(() => window.scrollTo(0, 0));
  const shown = await el.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  const box = shown ? await el.boundingBox() : null;
  if (!box) return `${what} is not shown`;
  return box.y < -0.5 || box.y + Math.min(box.height, 40) > height + 0.5 ? `${what} lies at y ${Math.round(box.y)}, off the ${height} px screen` : null;
}

/** Whether `el` is whole on the screen as it is scrolled now: a finding, or null. */
async function inViewNow(el: Locator, what: string): Promise<string | null> {
  await frames(el.page());
  const r = await el.evaluate((h) => {
    const b = h.getBoundingClientRect();
    return { top: b.top, bottom: b.bottom, height: window.innerHeight };
  });
  return r.top < -0.5 || r.bottom > r.height + 0.5 ? `${what} lies at y ${Math.round(r.top)} of the ${r.height} px screen` : null;
}

/** `el` scrolled into view: a finding when it is still not whole on the screen, or something covers it. */
async function scrolledTo(el: Locator, what: string): Promise<string | null> {
  await el.evaluate((h) => h.scrollIntoView({ block: 'center' }));
  await frames(el.page());
  const problem = await el.evaluate((h) => {
    const r = h.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return `lies at y ${Math.round(r.top)} once scrolled to`;
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return hit && !h.contains(hit) && !hit.contains(h) ? `is under ${hit.tagName.toLowerCase()}` : null;
  });
  await el.page().evaluate(() => window.scrollTo(0, 0));
  return problem ? `${what} ${problem}` : null;
}

/** The rule `id` in full in the tablet's "How to play", and its heading. */
const inFull = (page: Page, id: string) => page.getByTestId('how-to-play').locator(`[data-testid=teach-topic][data-topic="${id}"][data-first="true"]`);

describe('a new table meets each rule in full, in view, until Got it', { timeout: E2E_TIMEOUT_MS }, () => {
  const table = oneTable(files);
  for (const make of TAUGHT_GAMES) {
    const g = make();
    it(`${g.name}: every rule's first use explained in full on the first screen at the three sizes, kept until Got it`, async () => {
      const server = await table();
      const { page, errors } = await openTablet(files.browser, `${server.url}?token=${server.token}`, TABLET);
      const client = await watchStates(server);
      const findings: string[] = [];
      let met = 0;
      try {
        const firstsAt = (at: number) => {
          const firsts = lessonOf(g, at).topics.filter((t) => t.first);
          return firsts.length ? firsts : null;
        };
        await walkGame(client, g, page, firstsAt, async (at, firsts) => {
          const gotIt = page.getByTestId('teach-got-it');
          for (const size of SIZES) {
            await page.setViewportSize({ width: size.width, height: size.height });
            // The lesson moves at a new width (beside the game, under its prompt, over it): drawn again.
            await frames(page, 3);
            const where = `${g.name} step ${at} at ${size.width}×${size.height}`;
            await gotIt.waitFor({ timeout: 10_000 }).catch(() => findings.push(`${where}: no Got it`));
            const seen = await onFirstScreen(gotIt, `${where}: Got it`, size.height);
            if (seen) findings.push(seen);
            const more = page.getByTestId('teach-more');
            // The short form (a phone's; a portrait tablet's where the game puts the lesson over its prompt).
            const short = (await more.isVisible()) && (await more.getAttribute('aria-expanded')) === 'false';
            if (short) await more.click();
            for (const [i, t] of firsts.entries()) {
              const rule = inFull(page, t.topic.id);
              await rule.waitFor();
              expect(await rule.innerText(), where).toContain(t.text);
              // The first rule new at this step on the first screen (on a phone, where "More…" has
              // brought the whole lesson); one more after it, once scrolled to.
              const what = `${where}: "${t.topic.title}" in full`;
              const h3 = rule.locator('h3');
              const found = i > 0 ? await scrolledTo(h3, what) : short ? await inViewNow(h3, what) : await onFirstScreen(h3, what, size.height);
              if (found) findings.push(found);
            }
            if (short) await more.click();
          }
          // Still there after the three sizes, until Got it; then Got it is gone and the rule stays to read.
          await page.setViewportSize(TABLET);
          for (const t of firsts) await inFull(page, t.topic.id).waitFor();
          await gotIt.click();
          await gotIt.waitFor({ state: 'detached' });
          for (const t of firsts) expect(await inFull(page, t.topic.id).count(), `${g.name} step ${at}: ${t.topic.id} after Got it`).toBe(1);
          // The tablet turned after Got it (the game's first): the lesson drawn again where it goes now is still read.
          if (met === 0)
            for (const size of SIZES.slice(1)) {
              await page.setViewportSize({ width: size.width, height: size.height });
              await frames(page, 3);
              await page.getByTestId('how-to-play').waitFor();
              expect(await gotIt.count(), `${g.name} step ${at}, turned to ${size.width}×${size.height} after Got it`).toBe(0);
            }
          met += firsts.length;
        });
        expect(met, 'rules met in full').toBeGreaterThan(0);
        expect(findings, findings.join('\n')).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await client.close();
        await page.close();
      }
    });
  }
});
