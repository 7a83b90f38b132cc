// What a screen shows in the pseudo-language that skipped the catalogues: every visible text, and
// every name a screen reader says (aria-label, title, placeholder), less its marked words
// (⟦…⟧, scripts/i18n-catalogues.ts), less what may stay as it is. That list can only shrink: the
// parts not translated yet (a game's name and blurb, the server's words) go as their own part is
// translated. A game's options, the computer's levels and a first game's words are not names: the
// shell's catalogue holds them.
import type { Page } from 'playwright-core';
import type { ShelfReply } from '#protocol';

/** Parts of a screen whose words are not the shell's, each with why; their text is not read. */
export const NOT_THE_SHELLS: readonly { selector: string; why: string }[] = [
  {
    selector: '.shelf-game h2, .shelf-game > p:not(.hint), .shelf-game > svg',
    why: "a game's name, blurb and picture: the game's texts",
  },
  { selector: '[data-testid=rules-text]', why: "a game's rules page (docs/rules/<game>.md)" },
  { selector: '.card-label, .deck-grid, [data-testid=card-picker]', why: "a deck's cards, by their codes or faces" },
  { selector: '[data-testid=warnings] [lang=en]', why: "a warning the server words in English only (a part's own, marked lang=en)" },
  { selector: '.language-picker option', why: 'each language named in its own words' },
  { selector: '.join-url', why: "the table's address" },
];

/** Words the shell shows as they are: names, in every language. */
const NAMES = ['Quartermaster', 'CSV', 'BG Stats', 'QR', 'USB', 'HTTP', 'A0–A2', 'A3', 'sim' /* the simulated rig's port and board */];

/** What a screen shows as it is beyond the shell's: a game's players and card codes (`names`), and
 * parts whose words are another part's, each with why (`skip`). */
export interface Beyond {
  names?: readonly string[];
  skip?: readonly { selector: string; why: string }[];
}

/** The visible texts and spoken names of `page` that are not all marked, numbers, signs and names. */
export async function unmarked(page: Page, shelf: ShelfReply, beyond: Beyond = {}): Promise<string[]> {
  const names = [...NAMES, ...(beyond.names ?? []), ...shelf.games.flatMap((g) => [g.name, g.deck?.name ?? '']), ...shelf.decks.map((d) => d.name)].filter(
    (n) => n !== '',
  );
  const texts = await page.evaluate(
    (skip) => {
      const skipped = (el: Element | null): boolean => !!el?.closest(skip);
      const seen = (el: Element): boolean => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden=true]');
      };
      const out: string[] = [];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement;
        const text = n.textContent?.trim() ?? '';
        if (!el || text === '' || skipped(el) || ['SCRIPT', 'STYLE'].includes(el.tagName)) continue;
        // An option's words show when its menu opens; the visually hidden are said by a screen reader.
        if (el.tagName === 'OPTION' || el.classList.contains('visually-hidden') || seen(el)) out.push(text);
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]'))
        if (!skipped(el) && (seen(el) || el.tagName === 'SECTION' || el.tagName === 'NAV'))
          for (const a of ['aria-label', 'title', 'placeholder']) {
            const v = el.getAttribute(a)?.trim();
            if (v) out.push(v);
          }
      return out;
    },
    [...NOT_THE_SHELLS, ...(beyond.skip ?? [])].map((s) => s.selector).join(', '),
  );
  const byLength = [...new Set(names)].sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      texts.filter((text) => {
        let rest = text.replace(/⟦[^⟧]*⟧/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
        for (const name of byLength) rest = rest.split(name).join(' ');
        // Numbers, signs, and what a code or a time is made of (R12, 10 s, 12:05, 7/9).
        return /\p{L}/u.test(rest.replace(/\b[A-Z]\d+\b|\b\d*\s?(s|g|min|%)\b|\bAM\b|\bPM\b/g, ' '));
      }),
    ),
  ];
}
