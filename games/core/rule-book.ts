// A game's rules page (docs/rules/<id>.md, the players' own text) split into the entries Ask the rules
// searches: every ruling (a list item that opens with its id in bold, `**R12.**`) and every part of
// the game in brief (a paragraph or item that opens with its name in bold, `**Set-up.**`), in the
// page's order so that each entry has the rules next to it. Read with marked's lexer, the parser the
// tablet renders the page with. Pure: the page comes in as text.
import { Lexer, type Token, type Tokens } from 'marked';

export interface RuleEntry {
  /** The ruling's id (`R12`), or for a part of the brief its name as a slug (`set-up`). */
  readonly id: string;
  /** Its name: a ruling's own (`The deck`) or its section's (`Seize the Booty`); a part's (`Set-up`). */
  readonly title: string;
  /** The section it stands in (`Seize the Booty`, `The game in brief`). */
  readonly section: string;
  /** Its text, plain (no markdown), with any list under it. */
  readonly text: string;
  /** True for a ruling (an id that the game's messages, tests and lessons cite). */
  readonly ruling: boolean;
}

/** A ruling's bold opening: its id, a full stop, and its name if any (`R12. The deck`). */
export const RULING = /^([A-Z]\d+)\.\s*(.*)$/s;

const SKIPPED = new Set(['code', 'table', 'space', 'hr', 'html']);
const BLOCKS = new Set(['paragraph', 'list', 'list_item', 'blockquote', 'heading']);

/** The plain text of inline or block tokens: what is read, not how it is marked up (code blocks and
 * tables, which read poorly aloud and in a search's excerpt, left out). */
function plain(tokens: readonly Token[] | undefined): string {
  if (!tokens) return '';
  const out: string[] = [];
  for (const t of tokens) {
    if (SKIPPED.has(t.type)) continue;
    const text =
      t.type === 'list'
        ? (t as Tokens.List).items.map((i) => plain(i.tokens)).join(' ')
        : 'tokens' in t && t.tokens
          ? plain(t.tokens)
          : 'text' in t && typeof t.text === 'string'
            ? t.text
            : '';
    out.push(BLOCKS.has(t.type) ? ` ${text} ` : text);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** The bold words a block opens with and the rest of its inline tokens, or null. */
function lead(block: Token): { strong: string; rest: readonly Token[]; blocks: readonly Token[] } | null {
  const blocks = block.type === 'list_item' ? ((block as Tokens.ListItem).tokens ?? []) : [block];
  const first = blocks[0];
  const inline = first && (first.type === 'paragraph' || first.type === 'text') && 'tokens' in first ? (first.tokens ?? []) : [];
  const head = inline[0];
  if (head?.type !== 'strong') return null;
  return { strong: plain((head as Tokens.Strong).tokens).trim(), rest: inline.slice(1), blocks: blocks.slice(1) };
}

/** A name as an id: lower case, words joined by hyphens (`Set-up` → `set-up`). */
export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

interface Draft {
  id: string;
  title: string;
  section: string;
  parts: string[];
  ruling: boolean;
}

/** The entries of a rules page, in its order. The text before its first section (what the page is)
 * is no entry; a paragraph or list without a bold opening belongs to the entry before it, or, first in
 * its section, makes one named after the section. */
export function ruleEntries(markdown: string): RuleEntry[] {
  const drafts: Draft[] = [];
  const ids = new Set<string>();
  let section = '';
  let current: Draft | null = null;
  const open = (id: string, title: string, ruling: boolean): Draft => {
    let unique = id;
    for (let n = 2; ids.has(unique); n++) unique = `${id}-${n}`;
    ids.add(unique);
    const d: Draft = { id: unique, title, section, parts: [], ruling };
    drafts.push(d);
    return d;
  };
  const start = (block: Token, listed: boolean): boolean => {
    const l = lead(block);
    if (!l) return false;
    const ruling = RULING.exec(l.strong);
    // A list item opens an entry with a ruling id or a name ending its sentence (`**Ace (Lookout)**:`
    // items of a list stay with their entry); a paragraph opens one with any bold opening.
    if (!ruling && listed && !/[.]$/.test(l.strong)) return false;
    const name = (ruling ? (ruling[2] ?? '') : l.strong).replace(/[.:]$/, '').trim();
    current = ruling ? open(ruling[1] as string, name || section, true) : open(slug(name), name, false);
    current.parts.push(plain(l.rest), plain(l.blocks));
    return true;
  };
  const attach = (text: string) => {
    if (!text || !section) return;
    current ??= open(slug(section), section, false);
    current.parts.push(text);
  };
  for (const block of Lexer.lex(markdown)) {
    if (block.type === 'heading') {
      const h = block as Tokens.Heading;
      if (h.depth === 1) continue;
      section = plain(h.tokens);
      current = null;
    } else if (block.type === 'paragraph') {
      if (section && !start(block, false)) attach(plain([block]));
    } else if (block.type === 'list') {
      if (!section) continue;
      for (const item of (block as Tokens.List).items) if (!start(item, true)) attach(plain(item.tokens));
    }
  }
  return drafts.map((d) => ({ id: d.id, title: d.title, section: d.section, text: d.parts.filter(Boolean).join(' '), ruling: d.ruling }));
}
