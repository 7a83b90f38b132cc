// One driver interface for the browser tests, whatever engine runs the tablet: a test holds a Tab
// and does not know whether Blink (chromium, playwright-core), WebKit (WebKitGTK's MiniBrowser over
// WebDriver, webdriverio) or Gecko (Firefox ESR over WebDriver BiDi, puppeteer-core) draws it.

export type EngineName = 'chromium' | 'webkit' | 'firefox';

export const ENGINES: readonly EngineName[] = ['chromium', 'webkit', 'firefox'];

/** A function run in the page: self-contained (it is sent as source), its argument and result JSON. */
export type InPage<A, R> = (arg: A) => R | Promise<R>;

export interface Tab {
  readonly engine: EngineName;
  /** Opens `url` and waits for its load. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Sets the viewport to exactly `width`×`height` CSS px and waits two frames for the layout. */
  resize(width: number, height: number): Promise<void>;
  evaluate<A, R>(fn: InPage<A, R>, arg: A): Promise<R>;
  /** Runs a script's source at the page's top level (a library's, such as axe-core's). */
  run(source: string): Promise<void>;
  /** A real click (a user's activation, as a tap gives) on the first element `css` matches, once it is drawn. */
  click(css: string): Promise<void>;
  /** Page errors and console errors seen so far (in WebKit: since the page's last load, through a hook in it). */
  errors(): Promise<string[]>;
  /**
   * Every console line seen so far, a fault or not: chromium and Firefox give the engine's own (a
   * failed WebSocket's address among them), WebKit only the page's console calls since its last load.
   */
  printed(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A new tablet: a page of its own storage, at `width`×`height`, on `url`. */
  open(url: string, size?: { width: number; height: number }): Promise<Tab>;
  /** Closes every tab it opened and the engine's own processes. */
  close(): Promise<void>;
}

/** A console message a tablet may log without it being a fault: a refused WebSocket while the
 * server is down, a missing favicon. A refusal by the page's Content-Security-Policy never is. */
export function isFault(text: string): boolean {
  return /Content Security Policy/.test(text) || !/WebSocket|favicon|ERR_CONNECTION_REFUSED|404|NS_ERROR_CONNECTION_REFUSED|Could not connect/.test(text);
}

/**
 * Waits in the page until `fn` returns a truthy value, and gives that value; fails naming `what`
 * after `ms`. `fn` is run in the page every 25 ms, without a round trip each time: one call waits
 * there up to 10 s (under the drivers' script time-outs), and is made again until `ms` is up.
 */
export async function waitFor<A, R>(tab: Tab, fn: InPage<A, R>, arg: A, what: string, ms = 30_000): Promise<NonNullable<R>> {
  const until = Date.now() + ms;
  const waiter = waiterOf(fn);
  for (;;) {
    const found = await tab.evaluate(waiter, { arg, ms: Math.max(0, Math.min(until - Date.now(), 10_000)) });
    if (found.ok) return found.value as NonNullable<R>;
    if (Date.now() >= until) throw new Error(`${tab.engine}: ${what}: not in ${ms / 1000} s`);
  }
}

/** Polls `fn` in the tab until it returns a truthy value; fails naming `what` after `ms` (waitFor). */
export async function waitIn<A>(tab: Tab, fn: InPage<A, unknown>, arg: A, what: string, ms = 30_000): Promise<void> {
  await waitFor(tab, fn, arg, what, ms);
}

/** In the page: `fn(arg)` every 25 ms until it is truthy (`ok`, with its value) or `ms` have passed. */
const waitInPage = <A, R>(fn: InPage<A, R>, arg: A, ms: number): Promise<{ ok: boolean; value: R | null }> =>
  new Promise((done, fail) => {
    const end = performance.now() + ms;
    const check = async (): Promise<void> => {
      try {
        const value = await fn(arg);
        if (value) done({ ok: true, value });
        else if (performance.now() >= end) done({ ok: false, value: null });
        else setTimeout(check, 25);
      } catch (e) {
        fail(e);
      }
    };
    void check();
  });

type Waiter = InPage<{ arg: unknown; ms: number }, { ok: boolean; value: unknown }>;
const waiters = new Map<string, Waiter>();

/** The waiter of `fn`: one self-contained function, joined here in Node from both sources (the
 * page's Content-Security-Policy forbids eval there). */
function waiterOf<A, R>(fn: InPage<A, R>): InPage<{ arg: A; ms: number }, { ok: boolean; value: R | null }> {
  const source = fn.toString();
  let w = waiters.get(source);
  if (!w) {
    w = new Function('a', `return (${waitInPage.toString()})(${source}, a.arg, a.ms);`) as Waiter;
    waiters.set(source, w);
  }
  return w as InPage<{ arg: A; ms: number }, { ok: boolean; value: R | null }>;
}

/** Two animation frames: a resize's layout, and what it set going, have settled. */
export const twoFrames: InPage<null, void> = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
