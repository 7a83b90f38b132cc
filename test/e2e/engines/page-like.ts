// A playwright Page over any engine's Tab (tab.ts), as far as the screen catalogue uses one: its
// entries and checks (test/e2e/catalogue) are written against playwright's Page and Locator, and run
// unchanged in WebKit and Firefox through this. Whatever it does not offer throws, naming itself.
import type { Locator, Page } from 'playwright-core';
import { type Box, locate, type Name, type Op, type Step } from './locate.ts';
import { type Tab, waitFor, waitIn } from './tab.ts';

type NameArg = string | RegExp;
type Exact = { exact?: boolean; name?: NameArg };

const nameOf = (n: NameArg): Name => (typeof n === 'string' ? { text: n } : { source: n.source, flags: n.flags });

let picks = 0;

const INTROSPECTION = new Set([
  'then',
  'toJSON',
  'asymmetricMatch',
  'nodeType',
  'constructor',
  '$$typeof',
  '@@__IMMUTABLE_ITERABLE__@@',
  '@@__IMMUTABLE_RECORD__@@',
]);

/** An object that throws, naming what it was asked for, for every member not in `has`. */
function strict<T extends object>(what: string, has: T): T {
  return new Proxy(has, {
    get(target, key, receiver) {
      // What a test runner's printing and awaiting look for is answered as a plain object would.
      if (key in target || typeof key === 'symbol' || INTROSPECTION.has(key)) return Reflect.get(target, key, receiver);
      throw new Error(`${what}.${String(key)} is not offered in this engine (test/e2e/engines/page-like.ts)`);
    },
  });
}

class ShimLocator {
  constructor(
    private readonly tab: Tab,
    private readonly chain: Step[],
  ) {}

  private do(op: Op): Promise<ReturnType<typeof locate>> {
    return this.tab.evaluate(locate, { chain: this.chain, op });
  }
  private then_(step: Step): Locator {
    return shimLocator(this.tab, [...this.chain, step]);
  }
  getByTestId(id: string): Locator {
    return this.then_({ k: 'testid', id });
  }
  getByRole(role: string, o: Exact = {}): Locator {
    return this.then_({ k: 'role', role, ...(o.name !== undefined ? { name: nameOf(o.name) } : {}), ...(o.exact ? { exact: true } : {}) });
  }
  getByLabel(text: NameArg, o: Exact = {}): Locator {
    return this.then_({ k: 'label', name: nameOf(text), ...(o.exact ? { exact: true } : {}) });
  }
  locator(css: string): Locator {
    return this.then_({ k: 'css', css });
  }
  or(other: Locator): Locator {
    return this.then_({ k: 'or', other: (other as unknown as ShimLocator).chain });
  }
  first(): Locator {
    return this.then_({ k: 'nth', i: 0 });
  }
  last(): Locator {
    return this.then_({ k: 'nth', i: -1 });
  }
  nth(i: number): Locator {
    return this.then_({ k: 'nth', i });
  }
  async count(): Promise<number> {
    return (await this.do({ op: 'count' })) as number;
  }
  async isVisible(): Promise<boolean> {
    return (await this.do({ op: 'visible' })) === true;
  }
  async getAttribute(name: string): Promise<string | null> {
    return (await this.do({ op: 'attr', name })) as string | null;
  }
  async boundingBox(): Promise<Box | null> {
    return (await this.do({ op: 'box' })) as Box | null;
  }
  async innerText(): Promise<string> {
    return ((await this.do({ op: 'text' })) as string | null) ?? '';
  }
  async waitFor(o: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
    const state = o.state ?? 'visible';
    await waitIn(this.tab, locate, { chain: this.chain, op: { op: 'state', state } }, `${this} to be ${state}`, o.timeout ?? 30_000);
  }
  /** `fn(element, arg)` in the page, on the first element found. */
  evaluate<R, A>(fn: (el: Element, arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.withFound(
      'mark',
      `const el = found ? document.querySelector('[data-qm-mark="' + a.mark + '"]') : null;
       if (!el) throw new Error('no element for ' + JSON.stringify(a.chain));
       el.removeAttribute('data-qm-mark');`,
      'el',
      fn,
      arg,
    );
  }
  /** `fn(elements, arg)` in the page, on every element found (in the page's order). */
  evaluateAll<R, A>(fn: (els: Element[], arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.withFound(
      'markAll',
      `const els = [...document.querySelectorAll('[data-qm-marks="' + a.mark + '"]')];
       for (const el of els) el.removeAttribute('data-qm-marks');`,
      'els',
      fn,
      arg,
    );
  }
  /** `fn` in the page on what `op` marked and `take` picks up as `taken`: locate's source, `take`
   * and `fn`'s are joined into one function here, in Node (the page's Content-Security-Policy
   * forbids eval there). */
  private withFound<R, A>(op: 'mark' | 'markAll', take: string, taken: string, fn: (x: never, arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const mark = String(++picks);
    const joined = new Function(
      'a',
      `const found = (${locate.toString()})({ chain: a.chain, op: { op: '${op}', mark: a.mark } });
       ${take}
       return (${fn.toString()})(${taken}, a.arg);`,
    ) as (a: { chain: Step[]; mark: string; arg: A | null }) => Promise<R>;
    return this.tab.evaluate(joined, { chain: this.chain, mark, arg: arg ?? null });
  }
  async click(): Promise<void> {
    const mark = String(++picks);
    await waitIn(this.tab, locate, { chain: this.chain, op: { op: 'pick', mark } }, `${this} to be shown and enabled, to click it`);
    await this.tab.click(`[data-qm-pick="${mark}"]`);
  }
  async fill(value: string): Promise<void> {
    await this.waitFor();
    await this.do({ op: 'fill', value });
  }
  /** Chooses the option of a `<select>` whose value or label is `value` (one option: the catalogue's
   * selects choose one); it is waited for until it is shown and enabled with that option. */
  async selectOption(value: string): Promise<string[]> {
    if (typeof value !== 'string') throw new Error(`${this.tab.engine}: selectOption takes one option's value or label here, not ${JSON.stringify(value)}`);
    const chosen = await waitFor(this.tab, locate, { chain: this.chain, op: { op: 'select', value } }, `${this} to be a shown select offering "${value}"`);
    return [chosen as string];
  }
  toString(): string {
    return `locator(${JSON.stringify(this.chain)})`;
  }
}

function shimLocator(tab: Tab, chain: Step[]): Locator {
  return strict('locator', new ShimLocator(tab, chain)) as unknown as Locator;
}

/** `tab` as the part of a playwright Page the catalogue uses. */
export function pageOf(tab: Tab): Page {
  const root = new ShimLocator(tab, []);
  const page = {
    getByTestId: (id: string) => root.getByTestId(id),
    getByRole: (role: string, o?: Exact) => root.getByRole(role, o),
    getByLabel: (t: NameArg, o?: Exact) => root.getByLabel(t, o),
    locator: (css: string) => root.locator(css),
    async evaluate(fn: string | ((arg: unknown) => unknown), arg?: unknown): Promise<unknown> {
      if (typeof fn === 'string') return tab.run(fn);
      return tab.evaluate(fn, arg ?? null);
    },
    async waitForFunction(fn: (arg: unknown) => unknown, arg?: unknown, o: { timeout?: number } = {}): Promise<void> {
      await waitIn(tab, fn, arg ?? null, 'a state the test waits for', o.timeout ?? 30_000);
    },
    async setViewportSize({ width, height }: { width: number; height: number }): Promise<void> {
      await tab.resize(width, height);
    },
    goto: (url: string) => tab.goto(url),
    reload: () => tab.reload(),
    close: () => tab.close(),
  };
  return strict('page', page) as unknown as Page;
}
