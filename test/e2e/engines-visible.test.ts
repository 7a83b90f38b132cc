// The engines' locators (test/e2e/engines/locate.ts) take playwright's `:visible` as playwright
// does (the catalogue's teachingOff asks for it): of a selector list, what each part ending in it
// selects that is drawn, in the page's order. Run over chromium's tab, as WebKit's and Firefox's are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, openEngine } from './engines/index.ts';
import { pageOf } from './engines/page-like.ts';

const PAGE = `<button data-testid=a style="display:none">a</button><button data-testid=b>b</button>
<button data-testid=c style="visibility:hidden">c</button><button data-testid=d>d</button>`;

describe("the engines' locators", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine('chromium');
  });
  afterAll(async () => {
    await engine?.close();
  });

  it("take playwright's :visible at the end of each selector of a list", async () => {
    const page = pageOf(await engine.open(`data:text/html;charset=utf-8,${encodeURIComponent(PAGE)}`, { width: 400, height: 300 }));
    const ids = ['a', 'b', 'c', 'd'].map((id) => `[data-testid=${id}]:visible`).join(', ');
    expect(await page.locator(ids).count()).toBe(2);
    expect(await page.locator(ids).first().getAttribute('data-testid')).toBe('b');
    // Without it, every element the selectors name, drawn or not.
    expect(await page.locator('[data-testid=a], [data-testid=c]').count()).toBe(2);
    expect(await page.locator('[data-testid=a]:visible, [data-testid=c]').first().getAttribute('data-testid')).toBe('c');
  });
});
