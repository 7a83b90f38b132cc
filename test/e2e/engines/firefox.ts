// The Tab of test/e2e/engines/tab.ts in Gecko: Debian's Firefox ESR, headless, driven by
// puppeteer-core over WebDriver BiDi (Debian has no geckodriver, and nothing is downloaded). One
// Firefox an engine; each tab a browser context of its own (its own storage, as a tablet has).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { needed } from './processes.ts';
import { type Engine, type InPage, type Tab, isFault, twoFrames } from './tab.ts';

function firefoxTab(page: Page): Tab {
  const errors: string[] = [];
  const printed: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  page.on('console', (m) => {
    printed.push(m.text());
    if (m.type() === 'error' && isFault(m.text())) errors.push(`console: ${m.text()}`);
  });
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    async resize(width, height) {
      const now = page.viewport();
      if (now?.width !== width || now?.height !== height) await page.setViewport({ width, height });
      await page.evaluate(twoFrames, null);
    },
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(fn as unknown as (a: unknown) => Promise<R>, arg as unknown) as Promise<R>,
    async run(source) {
      await page.evaluate(source);
    },
    async click(css) {
      // As playwright's click: the element waited for until it is drawn (a panel that comes down with its chunk).
      await page.waitForSelector(css, { visible: true, timeout: 30_000 });
      await page.click(css);
    },
    errors: async () => [...errors],
    printed: async () => [...printed],
    close: () => page.browserContext().close(),
  };
}

export async function firefoxEngine(): Promise<Engine> {
  // A call into the page that hangs fails in a minute, not puppeteer's three.
  // Scrollbars drawn over the page, as a tablet's are, not taking 12 px of its width.
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: needed('firefox'),
    headless: true,
    protocolTimeout: 60_000,
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, 'widget.gtk.overlay-scrollbars.enabled': true },
  });
  return {
    name: 'firefox',
    async open(url, size = { width: 1180, height: 820 }) {
      const context = await browser.createBrowserContext();
      const tab = firefoxTab(await context.newPage());
      await tab.resize(size.width, size.height);
      await tab.goto(url);
      return tab;
    },
    close: () => browser.close(),
  };
}
