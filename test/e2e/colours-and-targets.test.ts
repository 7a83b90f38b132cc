// Colours everyone can tell apart, and targets every finger can hit (issue 31): on each game's main
// screen, at tablet (1180×820) and phone (390×844) size, the seat markers (a 7 Seize seat, a High
// Seize deck, a Loot fleet, a Plunder! treasure colour, a Booty coin) of any two colours differ in
// greyscale (relative luminance) or each carries its own mark (a shape or a letter); and every
// button, field and clickable is at least 44×44 CSS px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/src/testing.ts';
import { launchBrowser, openTablet, readState, type Server, smallTargets, startServer, watchStates, tabletShows } from './harness.ts';
import { playTo, POSITIONS } from './positions.ts';

const SIZES = { tablet: { width: 1180, height: 820 }, phone: { width: 390, height: 844 } } as const;
/** Two colours a greyscale screen (or an eye without one kind of cone) tells apart by lightness alone. */
const MIN_LUMINANCE_STEP = 0.1;

let browser: Browser;
let server: Server;
let host: TestClient;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  host = await watchStates(server);
});
afterAll(async () => {
  await host?.close();
  await browser?.close();
  await server?.kill('SIGTERM');
});

interface Marker {
  kind: string;
  colour: string;
  luminance: number;
  mark: string;
}

/** Every seat marker on the screen: its colour, that colour's relative luminance, and its mark. */
function markers(page: Page): Promise<Marker[]> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    // The colour as the browser resolves it, as relative luminance (WCAG 2: what greyscale keeps).
    const luminance = (colour: string): number => {
      probe.style.color = colour;
      const [r, g, b] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
      const lin = (c = 0) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const before = (el: Element | null): string => {
      const c = el ? getComputedStyle(el, '::before').content : 'none';
      return c === 'none' || c === 'normal' || c === '""' ? '' : c;
    };
    const shown = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const kinds: [string, string, (el: HTMLElement) => string, (el: HTMLElement) => string][] = [
      [
        'seat',
        '[style*="--seat"]',
        (el) => getComputedStyle(el).getPropertyValue('--seat'),
        (el) => before(el) || before(el.querySelector('.seat, .btn-name, .who')),
      ],
      ['fleet', '[style*="--fleet"]', (el) => getComputedStyle(el).getPropertyValue('--fleet'), (el) => el.querySelector('.loot-mark')?.textContent ?? ''],
      ['treasure', '[class*="treasure-"]', (el) => getComputedStyle(el).borderBottomColor, (el) => el.innerText.trim()],
      ['coin', '.bb-coin', (el) => getComputedStyle(el).getPropertyValue('--coin'), () => ''],
    ];
    const out: { kind: string; colour: string; luminance: number; mark: string }[] = [];
    for (const [kind, sel, colourOf, markOf] of kinds)
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (!shown(el)) continue;
        const colour = colourOf(el).trim();
        if (colour) out.push({ kind, colour, luminance: luminance(colour), mark: markOf(el).trim() });
      }
    probe.remove();
    return out;
  });
}

/** Pairs of colours of one kind told apart neither by lightness nor by a mark of their own. */
function alike(found: Marker[]): string[] {
  const problems: string[] = [];
  const byColour = new Map<string, Marker[]>();
  for (const m of found) byColour.set(`${m.kind} ${m.colour}`, [...(byColour.get(`${m.kind} ${m.colour}`) ?? []), m]);
  const groups = [...byColour.values()];
  for (const [i, a] of groups.entries())
    for (const b of groups.slice(i + 1)) {
      const x = a[0] as Marker;
      const y = b[0] as Marker;
      if (x.kind !== y.kind || Math.abs(x.luminance - y.luminance) >= MIN_LUMINANCE_STEP) continue;
      const marksOf = (g: Marker[]) => new Set(g.map((m) => m.mark));
      const own = (g: Marker[], h: Marker[]) => g.every((m) => m.mark !== '' && !marksOf(h).has(m.mark));
      if (!own(a, b) || !own(b, a))
        problems.push(
          `${x.kind} ${x.colour} (${x.luminance.toFixed(2)}, marks ${[...marksOf(a)].join(' ') || 'none'}) and ${y.colour} (${y.luminance.toFixed(2)}, marks ${[...marksOf(b)].join(' ') || 'none'})`,
        );
    }
  return problems;
}

describe("every game's main screen, in greyscale and under a finger (issue 31)", () => {
  for (const position of POSITIONS) {
    const p = position();
    it(`${p.name}: ${p.shows} — seat colours told apart, touch targets of 44 px at tablet and phone size`, async () => {
      await playTo(host, p);
      const { version } = await readState(server);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, viewport);
        await tabletShows(page, version);
        await page.locator('main .screen, main section').first().waitFor();
        await page.getByTestId('game-loading').waitFor({ state: 'detached' });
        const found = await markers(page);
        expect(found.length, `${size}: seat markers on the screen`).toBeGreaterThanOrEqual(2);
        expect(alike(found), `${size}: colours alike in greyscale with no mark of their own`).toEqual([]);
        expect(await smallTargets(page), `${size}: touch targets under 44 px`).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }
});
