// The catalogue's checks of what must be on the first screen (checks.ts lists all six): 3, the
// awaited action, and 6, with Teach me on, the lesson. DOM reads in the page, the page scrolled to its top.
import type { Locator, Page } from 'playwright-core';

/**
 * 3. Each element of `action` lies whole inside the viewport, the page scrolled to its top, and
 * nothing is drawn over it (a bar held at the screen's foot, say): what is found at its middle,
 * a quarter of the way down and three quarters, is the element or inside it. Every element is
 * measured in one look at the page (a look per element costs a round trip and a new search for
 * the elements each time).
 */
export async function actionInView(action: Locator, width: number, height: number): Promise<string[]> {
  const seen = await action.evaluateAll((els) =>
    els.map((el) => {
      // No box at all (not rendered, as playwright's boundingBox says null): not shown.
      if (el.getClientRects().length === 0) return null;
      const r = el.getBoundingClientRect();
      const x = (r.left + r.right) / 2;
      let over: string | null = null;
      for (const y of [r.top + r.height / 2, r.top + r.height / 4, r.bottom - r.height / 4]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit) && !hit.contains(el)) {
          const id = hit.getAttribute('data-testid');
          const cls = typeof hit.className === 'string' && hit.className ? `.${hit.className.trim().split(/\s+/).join('.')}` : '';
          over = `${hit.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : cls}`;
          break;
        }
      }
      return { x: r.x, y: r.y, width: r.width, height: r.height, over };
    }),
  );
  const n = seen.length;
  if (n === 0) return [`the awaited action (${action}) is not on the screen`];
  const out: string[] = [];
  for (const [i, box] of seen.entries()) {
    const what = `the awaited action (${action}${n > 1 ? ` #${i + 1}` : ''})`;
    if (!box) out.push(`${what} is not shown`);
    else if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5)
      out.push(
        `${what} lies at ${Math.round(box.x)},${Math.round(box.y)} (${Math.round(box.width)}×${Math.round(box.height)}), outside the ${width}×${height} screen`,
      );
    else if (box.over) out.push(`${what} is hidden under ${box.over}`);
  }
  return out;
}

/** The regions a lesson is drawn in (web-ui/src/teach/): the lay-out before the first move, the lesson under the prompt, the end's "why" lines. */
export const LESSONS = ['Set the table', 'How to play', 'The rules that turned this game'] as const;

/**
 * 6. The lesson's region (the first of LESSONS on the screen) starts inside the viewport, the page
 * scrolled to its top, with its heading and its first line or so (120 px, or all of it if less)
 * inside too, and nothing drawn over its heading.
 */
export async function lessonInView(page: Page, height: number): Promise<string[]> {
  return page.evaluate(
    ([names, vh]) => {
      const named = (el: Element): string => {
        const by = el.getAttribute('aria-labelledby');
        return (by ? document.getElementById(by)?.textContent : el.getAttribute('aria-label'))?.trim() ?? '';
      };
      const regions = [...document.querySelectorAll('section[aria-labelledby], section[aria-label], [role=region]')];
      const region = names.map((n) => regions.find((r) => named(r) === n)).find((r) => r !== undefined);
      if (!region) return [`no lesson on the screen (a region named ${names.join(' or ')})`];
      const name = named(region);
      const r = region.getBoundingClientRect();
      const need = Math.min(r.height, 120);
      if (r.top < -0.5 || r.top + need > vh + 0.5)
        return [`the lesson "${name}" starts at y ${Math.round(r.top)}: its first ${Math.round(need)} px are not inside the screen's ${vh}`];
      const heading = region.querySelector('h2, h3') ?? region;
      const h = heading.getBoundingClientRect();
      const hit = document.elementFromPoint((h.left + h.right) / 2, (h.top + h.bottom) / 2);
      return hit && !region.contains(hit) ? [`the lesson "${name}"'s heading is hidden under ${hit.tagName.toLowerCase()}.${hit.className}`] : [];
    },
    [LESSONS, height] as const,
  );
}
