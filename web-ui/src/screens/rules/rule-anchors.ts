// The rendered rules page gets an anchor for every entry Ask the rules finds (games/core/rule-book.ts):
// `rule-R12` on a ruling's item, `rule-set-up` on a part of the brief, `rule-<section>` on the
// heading of a section whose text opens with no bold name. The page is walked in the order and by
// the rules ruleEntries reads its Markdown with, so an answer's id is an anchor on the page.
import { RULING, slug } from '#games';

/** The id of an anchored entry on the page. */
export const anchorOf = (ruleId: string): string => `rule-${ruleId}`;

/** The bold words a block opens with (a paragraph's, or a list item's own or its first paragraph's). */
function leadingBold(block: Element): string | null {
  const first = firstNode(block);
  const inner = block.tagName === 'LI' && first instanceof HTMLElement && first.tagName === 'P' ? firstNode(first) : first;
  return inner instanceof HTMLElement && inner.tagName === 'STRONG' ? (inner.textContent ?? '').trim() : null;
}

/** The first node of `el` that is not blank text. */
function firstNode(el: Element): ChildNode | null {
  let first = el.firstChild;
  while (first && first.nodeType === Node.TEXT_NODE && !first.textContent?.trim()) first = first.nextSibling;
  return first;
}

/** Gives the page's entries their anchors (`root`: the rendered page; its headings one level down). */
export function anchorRules(root: HTMLElement): void {
  const ids = new Set<string>();
  let heading: HTMLElement | null = null;
  let opened = false;
  const mark = (el: Element, id: string) => {
    let unique = id;
    for (let n = 2; ids.has(unique); n++) unique = `${id}-${n}`;
    ids.add(unique);
    el.id = anchorOf(unique);
    el.setAttribute('tabindex', '-1');
    opened = true;
  };
  const open = (block: Element, listed: boolean): boolean => {
    const bold = leadingBold(block);
    if (bold === null) return false;
    const ruling = RULING.exec(bold);
    if (!ruling && listed && !/[.]$/.test(bold)) return false;
    mark(block, ruling ? (ruling[1] as string) : slug(bold.replace(/[.:]$/, '').trim()));
    return true;
  };
  // A text with no bold opening, first in its section, is an entry named after the section.
  const attach = () => {
    if (!opened && heading) mark(heading, slug(heading.textContent ?? ''));
  };
  for (const block of root.children) {
    if (/^H[3-6]$/.test(block.tagName)) {
      heading = block as HTMLElement;
      opened = false;
    } else if (heading && block.tagName === 'P') {
      if (!open(block, false)) attach();
    } else if (heading && (block.tagName === 'UL' || block.tagName === 'OL')) {
      for (const item of block.children) if (!open(item, true)) attach();
    }
  }
}
