// The Tab of test/e2e/engines/tab.ts in WebKit: WebKitGTK's MiniBrowser, one a tab, started by a
// WebKitGTK WebDriver of the tab's own (it holds one session at a time) on the Xvfb display the
// browser project shares (test/setup/engines.ts), and driven by webdriverio over classic WebDriver. `--automation` lets the driver take the browser, and
// `--full-screen` makes a window exactly the size asked (else it stays at least 447 px wide).
// WebKit's console reaches a test only through a hook put in the page after each load.
import { inject } from 'vitest';
import { remote } from 'webdriverio';
import { needed, startWebKitDriver } from './processes.ts';
import { type Engine, type InPage, type Tab, isFault } from './tab.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The Xvfb display WebKit's MiniBrowsers draw on (test/setup/engines.ts). */
    xDisplay: number;
  }
}

/** Collects the page's errors in `window.qmErrors` (WebKit's WebDriver has no console of its own). */
const hook: () => void = () => {
  const w = window as unknown as { qmErrors?: string[]; qmPrinted?: string[] };
  if (w.qmErrors) return;
  const seen: string[] = [];
  const printed: string[] = [];
  w.qmErrors = seen;
  w.qmPrinted = printed;
  for (const level of ['log', 'info', 'warn', 'debug'] as const) {
    const own = console[level].bind(console);
    console[level] = (...a: unknown[]) => {
      printed.push(a.map(String).join(' '));
      own(...a);
    };
  }
  const error = console.error.bind(console);
  console.error = (...a: unknown[]) => {
    printed.push(a.map(String).join(' '));
    seen.push(`console: ${a.map(String).join(' ')}`);
    error(...a);
  };
  addEventListener('error', (e) => seen.push(`pageerror: ${e.message}`));
  addEventListener('unhandledrejection', (e) => seen.push(`pageerror: ${String((e.reason as Error | undefined)?.message ?? e.reason)}`));
};

/** Two animation frames, then the viewport's size. */
const framesThenSize = (): Promise<[number, number]> =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight]))));

export interface WebKitOptions {
  /** The LANG the browser runs under: navigator.language follows it where the locale is installed (under "C.UTF-8" it is "C"), else it is "en-US". */
  lang?: string;
}

/** A MiniBrowser of its own, under a WebDriver of its own. */
export async function webkitTab(opts: WebKitOptions = {}): Promise<Tab> {
  const display = inject('xDisplay');
  if (display === undefined) throw new Error('no X display for WebKit: the browser project starts Xvfb (test/setup/engines.ts)');
  const driver = await startWebKitDriver(display, opts.lang);
  const b = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error',
    connectionRetryCount: 0,
    // WebKitGTK's own capability, which webdriverio's types do not name.
    capabilities: {
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: needed('miniBrowser'), args: ['--automation', '--full-screen'] },
    } as WebdriverIO.Capabilities,
  }).catch(async (e: Error) => {
    await driver.stop();
    throw new Error(`webkit: no MiniBrowser session: ${e.message}`);
  });
  const settle = async (): Promise<void> => {
    await b.execute(hook);
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await b.url(url);
      await settle();
    },
    async reload() {
      await b.refresh();
      await settle();
    },
    async resize(width, height) {
      // The window resized only when it is not that size already (a resize costs WebKit's driver a
      // second or so); two frames waited for either way.
      const [w0, h0] = await b.execute(() => [innerWidth, innerHeight]);
      if (w0 !== width || h0 !== height) await b.setWindowSize(width, height);
      const [w, h] = await b.execute(framesThenSize);
      if (w !== width || h !== height) throw new Error(`webkit: the window is ${w}×${h}, not the ${width}×${height} asked`);
    },
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => b.execute(fn as unknown as (a: unknown) => Promise<R>, arg as unknown) as Promise<R>,
    async run(source) {
      await b.execute(source);
    },
    async click(css) {
      // WebKit's driver scrolls an element just into view and refuses the click where something
      // else is at its centre (a sticky bar over it): as playwright does, it is scrolled to the
      // centre, then the ends, and clicked again; still covered, what covers it is named.
      const el = await b.$(css);
      // As playwright's click: the element waited for until it is drawn (a panel that comes down with its chunk).
      await el.waitForDisplayed({ timeout: 30_000 });
      for (const block of [null, 'center', 'end', 'start'] as const) {
        if (block)
          await b.execute((c: string, at: ScrollLogicalPosition) => document.querySelector(c)?.scrollIntoView({ block: at, inline: 'center' }), css, block);
        try {
          await el.click();
          return;
        } catch (e) {
          if (!/intercepted/.test(String(e))) throw e;
        }
      }
      const over = await b.execute((c: string) => {
        const r = document.querySelector(c)?.getBoundingClientRect();
        const top = r ? document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) : null;
        return top
          ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}.${[...top.classList].join('.')} [${top.getAttribute('data-testid') ?? ''}]`
          : 'nothing';
      }, css);
      throw new Error(`webkit: a click on ${css} lands on ${over}, over it, wherever it is scrolled`);
    },
    async errors() {
      const seen = await b.execute(() => (window as unknown as { qmErrors?: string[] }).qmErrors ?? []);
      return seen.filter(isFault);
    },
    printed: () => b.execute(() => (window as unknown as { qmPrinted?: string[] }).qmPrinted ?? []),
    async close() {
      await b.deleteSession().catch(() => {});
      await driver.stop();
    },
  };
}

export async function webkitEngine(opts: WebKitOptions = {}): Promise<Engine> {
  const tabs: Tab[] = [];
  return {
    name: 'webkit',
    async open(url, size = { width: 1180, height: 820 }) {
      const tab = await webkitTab(opts);
      tabs.push(tab);
      await tab.resize(size.width, size.height);
      await tab.goto(url);
      return tab;
    },
    async close() {
      for (const t of tabs.splice(0)) await t.close().catch(() => {});
    },
  };
}
