// The catalogue's six checks of one screen at one size, in the page as it is: what they find is a
// list of sentences (empty when the screen passes), so a run reports every problem at once.
// 1. axe-core, WCAG 2.2 A and AA (contrast and target size among them);
// 2. no sideways scroll, sampled over animation frames (while an entry's animation runs, too);
// 3. what the table is asked to do now lies inside the viewport at the top of the page (in-view.ts);
// 4. nothing fixed or sticky covers text or a control (the rule below, docs/testing.md);
// 5. no text drawn in a missing glyph, and no emoji;
// 6. with Teach me on, the lesson ("Set the table" before the first move, else "How to play") is on
//    the first screen too, with the awaited action (in-view.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Checks 3 and 6 (what must be on the first screen) are in in-view.ts.
export { actionInView, lessonInView } from './in-view.ts';

const require = createRequire(import.meta.url);
/** axe-core's script, evaluated in the page (the tablet's Content-Security-Policy rightly refuses an inline script tag). */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Size {
  name: string;
  width: number;
  height: number;
}

export const SIZES: readonly Size[] = [
  { name: 'tablet', width: 1180, height: 820 },
  { name: 'portrait', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
];

/** Waits two frames: layout, and whatever a resize sets going (a chart's redraw), have settled. */
export async function frames(page: Page, n = 2): Promise<void> {
  await page.evaluate(
    (k) =>
      new Promise<void>((done) => {
        let left = k;
        const tick = (): void => (--left <= 0 ? done() : void requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

/** 1. What axe-core reports against WCAG 2.2 A and AA, one line a rule with the first elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    type AxeNode = { target: string[]; failureSummary?: string };
    type AxeResult = { id: string; help: string; nodes: AxeNode[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} (${(n.failureSummary ?? '')
              .replace(/\s+/g, ' ')
              .replace(/^Fix (any|all) of the following: /, '')
              .slice(0, 140)})`,
        )
        .join('; ');
      return `axe ${v.id}: ${v.help}, ${v.nodes.length} element(s): ${where}`;
    });
  }, AXE_TAGS);
}

/**
 * 2. Starts sampling the page's width on every animation frame; the function it returns stops
 * after at least `minFrames` frames and tells what ran past the right edge, widest first.
 */
export async function sampleWidth(page: Page): Promise<(minFrames?: number) => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { qmWidth: { worst: number; what: string[]; frames: number; on: boolean } };
    w.qmWidth = { worst: 0, what: [], frames: 0, on: true };
    const label = (el: Element): string => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : cls}`;
    };
    const tick = (): void => {
      const s = w.qmWidth;
      if (!s.on) return;
      s.frames++;
      const d = document.documentElement;
      const over = d.scrollWidth - d.clientWidth;
      if (over > s.worst) {
        s.worst = over;
        // The outermost elements past the edge (not each of their children).
        // Past the edge of the page, not scrolled within a box of its own (a tab bar, a wide table).
        const clipped = (el: Element): boolean => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
          return false;
        };
        const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > d.clientWidth + 0.5 && !clipped(el));
        s.what = past
          .filter((el) => !past.some((o) => o !== el && o.contains(el)))
          .map(label)
          .slice(0, 4);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return async (minFrames = 8) => {
    await page.waitForFunction((n) => (window as unknown as { qmWidth: { frames: number } }).qmWidth.frames >= n, minFrames);
    const s = await page.evaluate(() => {
      const w = window as unknown as { qmWidth: { worst: number; what: string[]; on: boolean } };
      w.qmWidth.on = false;
      return w.qmWidth;
    });
    return s.worst > 0 ? [`scrolls sideways: the page is ${Math.round(s.worst)} px wider than the screen (${s.what.join(', ')})`] : [];
  };
}

/**
 * 4. Text and controls that something fixed or sticky covers, at the scroll position the page is
 * at. The rule (docs/testing.md): nothing fixed or sticky may cover text or a control, except an
 * opaque bar held at the bottom edge, which may hide what lies further down the page while it is
 * scrolled (`bottomBarsMayHide`): at the page's foot that bar too must cover nothing (the page
 * pads for it, so every line scrolls clear of it).
 */
export async function coveredByFixed(page: Page, bottomBarsMayHide: boolean): Promise<string[]> {
  return page.evaluate((mayHide) => {
    const label = (el: Element): string => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : cls}`;
    };
    const vh = innerHeight;
    const modal = document.querySelector('dialog:modal');
    const opaque = (el: Element): boolean => {
      const cs = getComputedStyle(el);
      const m = cs.backgroundColor.match(/rgba?\(([^)]+)\)/);
      const alpha = m ? Number((m[1] as string).split(/[ ,/]+/)[3] ?? 1) : 0;
      return alpha >= 1 || cs.backgroundImage !== 'none';
    };
    const covers = [...document.querySelectorAll('body *')].filter((el) => {
      const cs = getComputedStyle(el);
      if ((cs.position !== 'fixed' && cs.position !== 'sticky') || cs.visibility === 'hidden' || cs.display === 'none') return false;
      if (el === modal) return false; // a modal dialog makes the page under it inert, as it should
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return false;
      return !(mayHide && r.bottom >= vh - 2 && r.top > vh / 2 && opaque(el));
    });
    if (!covers.length) return [];
    // Text: each text node's own boxes; controls: their boxes.
    const things: { el: Element; rect: DOMRect; what: string }[] = [];
    const root = modal ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const parent = n.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden=true], script, style') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) things.push({ el: parent, rect, what: `text "${text.slice(0, 40)}"` });
    }
    for (const el of root.querySelectorAll('button, input, select, textarea, a[href], summary, [role=button], [tabindex]')) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1 && el.checkVisibility({ visibilityProperty: true }))
        things.push({ el, rect, what: `control ${label(el)} "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"` });
    }
    const out = new Set<string>();
    for (const f of covers) {
      const fr = f.getBoundingClientRect();
      for (const t of things) {
        if (f.contains(t.el) || t.el.contains(f)) continue;
        const left = Math.max(fr.left, t.rect.left);
        const right = Math.min(fr.right, t.rect.right);
        const top = Math.max(fr.top, t.rect.top, 0);
        const bottom = Math.min(fr.bottom, t.rect.bottom, vh);
        if (right - left < 2 || bottom - top < 2) continue;
        const points = [
          [(left + right) / 2, (top + bottom) / 2],
          [left + 1, top + 1],
          [right - 1, bottom - 1],
        ];
        const hidden = points.some(([x, y]) => {
          const hit = document.elementFromPoint(x as number, y as number);
          return hit !== null && f.contains(hit) && !t.el.contains(hit);
        });
        if (hidden) out.add(`${label(f)} (${getComputedStyle(f).position}) covers ${t.what}`);
      }
    }
    return [...out].slice(0, 8);
  }, bottomBarsMayHide);
}

/**
 * 5. Characters drawn in no font of the machine (a box), and emoji (the tablet draws its icons as
 * inline SVG). A character is drawn on a canvas in the font of the element it is in, and compared
 * pixel for pixel with what that font draws for characters no font has (an unassigned code point
 * and one of the last private-use plane): the same picture is a missing glyph.
 */
export async function missingGlyphs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const g = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const draw = (font: string, ch: string): string => {
      g.clearRect(0, 0, 48, 48);
      g.font = font;
      g.textBaseline = 'top';
      g.fillStyle = '#000';
      g.fillText(ch, 4, 4);
      const d = g.getImageData(0, 0, 48, 48).data;
      let s = '';
      for (let i = 3; i < d.length; i += 4) s += (d[i] as number) > 127 ? '1' : '0';
      return `${g.measureText(ch).width.toFixed(2)}:${s}`;
    };
    const none = new Map<string, string[]>();
    const seen = new Set<string>();
    const out = new Set<string>();
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const visit = (text: string, el: Element): void => {
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') return;
      const font = `${cs.fontStyle} ${cs.fontWeight} 32px ${cs.fontFamily}`;
      for (const { segment } of segmenter.segment(text)) {
        if (!segment.trim()) continue;
        if (/\p{Emoji_Presentation}|\uFE0F/u.test(segment)) {
          out.add(
            `an emoji "${segment}" (U+${(segment.codePointAt(0) as number).toString(16).toUpperCase()}) in ${el.tagName.toLowerCase()} "${text.trim().slice(0, 30)}"`,
          );
          continue;
        }
        if (/^[\x20-\x7e]$/.test(segment)) continue; // ASCII: every font the tablet names has it
        const key = `${font}|${segment}`;
        if (seen.has(key)) continue;
        seen.add(key);
        let refs = none.get(font);
        if (!refs) none.set(font, (refs = [draw(font, '\u0378'), draw(font, '\u{10FFFD}')]));
        if (refs.includes(draw(font, segment)))
          out.add(
            `a missing glyph "${segment}" (U+${(segment.codePointAt(0) as number).toString(16).toUpperCase()}) in ${el.tagName.toLowerCase()} "${text.trim().slice(0, 30)}"`,
          );
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue; // not drawn (a closed <details> too)
      visit(n.textContent ?? '', parent);
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input, textarea'))
      if (el.checkVisibility({ visibilityProperty: true })) visit(`${el.value} ${el.placeholder}`, el);
    return [...out].slice(0, 8);
  });
}
