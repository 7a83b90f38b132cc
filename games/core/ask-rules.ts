// Ask the rules: finds a rule of a game by the words a player remembers of it ("tie", "sink", "steal
// two"), ranked, each with the rules next to it on the rules page. A full-text index (MiniSearch:
// prefix and fuzzy matching, field boosts) over the page's entries (rule-book.ts) and the words the
// game's teaching gives its rulings. Pure and offline: the index is built from text the caller holds.
import MiniSearch from 'minisearch';
import type { RuleEntry } from './rule-book.ts';
import type { Teaching } from './teach.ts';

/** One rule found, with the entries before and after it on the page (null at either end). */
export interface RuleAnswer {
  readonly entry: RuleEntry;
  readonly score: number;
  readonly before: RuleEntry | null;
  readonly after: RuleEntry | null;
}

export interface RuleSearch {
  /** The rules that answer `question` best first, at most `limit` (5 unless told). */
  ask(question: string, limit?: number): RuleAnswer[];
  /** The entry of `id` (a ruling a lesson cites, for its "show me") with its neighbours, or null. */
  rule(id: string): RuleAnswer | null;
}

/** Words a question is made of that say nothing of which rule is meant. */
const FILLER = new Set(
  'a an and are at be but by can could do does for from get gets happen happens happened how i if in is it its me my of on or so than that the their them then there this to us was we what when where which who whom why will with would you your'.split(
    ' ',
  ),
);

/** Lower case, filler dropped, and a plural or possessive also as its singular (`ships` → `ship`),
 * so a question and a rule meet whichever form each used. */
function terms(term: string): string | string[] | null {
  const t = term.toLowerCase().replace(/['’]s$/, '');
  if (t.length < 2 || FILLER.has(t)) return null;
  const singular = t.length > 3 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : null;
  return singular ? [t, singular] : t;
}

interface Indexed {
  n: number;
  id: string;
  title: string;
  section: string;
  text: string;
  words: string;
}

/** A search over `entries` (one game's rules page, in its order); `words` are players' words by
 * entry id, searched with the entry's own. */
export function ruleSearch(entries: readonly RuleEntry[], words: Readonly<Record<string, string>> = {}): RuleSearch {
  const index = new MiniSearch<Indexed>({
    idField: 'n',
    fields: ['id', 'title', 'section', 'text', 'words'],
    processTerm: terms,
    searchOptions: { boost: { id: 4, words: 3, title: 2, section: 1, text: 1 }, prefix: (t) => t.length >= 3, fuzzy: (t) => (t.length >= 5 ? 0.2 : false) },
  });
  index.addAll(entries.map((e, n) => ({ n, id: e.id, title: e.title, section: e.section, text: e.text, words: words[e.id] ?? '' })));
  const answer = (n: number, score: number): RuleAnswer => ({
    entry: entries[n] as RuleEntry,
    score,
    before: entries[n - 1] ?? null,
    after: entries[n + 1] ?? null,
  });
  return {
    ask(question, limit = 5) {
      return index
        .search(question.slice(0, 200))
        .slice(0, limit)
        .map((r) => answer(r.id as number, r.score));
    },
    rule(id) {
      const n = entries.findIndex((e) => e.id.toLowerCase() === id.toLowerCase());
      return n < 0 ? null : answer(n, 0);
    },
  };
}

/** The players' words for each ruling a game's teaching gives: its `words`, and each topic's title
 * for the rulings it explains (`Capturing` finds the capture rules). */
export function teachingWords(teaching: Teaching | undefined): Record<string, string> {
  const out: Record<string, string> = { ...(teaching?.words ?? {}) };
  for (const t of teaching?.topics ?? []) for (const r of t.rules) out[r] = `${out[r] ?? ''} ${t.title}`.trim();
  return out;
}
