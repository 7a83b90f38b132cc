// The Tab of test/e2e/engines/tab.ts in Debian's chromium (playwright-core), the browser project's
// shared one (test/setup/chromium.ts).
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../harness.ts';
import { type Engine, type InPage, isFault, type Tab, twoFrames } from './tab.ts';

function chromiumTab(page: Page): Tab {
  const errors: string[] = [];
  const printed: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    printed.push(m.text());
    if (m.type() === 'error' && isFault(m.text())) errors.push(`console: ${m.text()}`);
  });
  return {
    engine: 'chromium',
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    async resize(width, height) {
      await page.setViewportSize({ width, height });
      await page.evaluate(twoFrames, null);
    },
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as unknown as (a: unknown) => Promise<R>, arg as unknown),
    async run(source) {
      await page.evaluate(source);
    },
    async click(css) {
      await page.locator(css).first().click();
    },
    errors: async () => [...errors],
    printed: async () => [...printed],
    close: () => page.context().close(),
  };
}

export async function chromiumEngine(): Promise<Engine> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    async open(url, size = { width: 1180, height: 820 }) {
      // A context as a tablet's browser is: it grants the screen wake lock without asking.
      const context = await browser.newContext({ viewport: size });
      await context.grantPermissions(['screen-wake-lock']);
      const tab = chromiumTab(await context.newPage());
      await tab.goto(url);
      return tab;
    },
    close: () => browser.close(),
  };
}
