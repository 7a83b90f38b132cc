// Ask the rules: finds a rule of a game by the words a player remembers of it ("tie", "sink", "steal
// two"), ranked, each with the rules next to it on the rules page. A full-text index (MiniSearch:
// prefix and fuzzy matching, field boosts) over the page's entries (rule-book.ts) and the players'
// words for its rulings (the teaching's, in English; the page's own, in its language), read in the
// page's language (its filler and endings: ask-rules.languages.ts). Pure and offline: the index is built from text the caller holds.
import MiniSearch from 'minisearch';
import { type RuleEntry, ruleEntries } from './rule-book.ts';
import type { Teaching } from './teach.ts';
import { fold, isRulesLanguage, type LanguageWords, languageWords, RULES_LANGUAGES, type RulesLanguage } from './ask-rules.languages.ts';

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

/** A question's or a rule's word as searched: folded (lower case, no accents), filler dropped, and a
 * word with an ending also as its stem, so a question and a rule meet whichever form each used. */
function termsOf(words: LanguageWords): (term: string) => string | string[] | null {
  return (term) => {
    const t = fold(term).replace(/['’]s$/, '');
    if (t.length < 2 || words.filler.has(t)) return null;
    const short = words.stem(t);
    return short ? [t, short] : t;
  };
}

/** How MiniSearch splits text into words (its default tokenizer's separators). */
const SPACE = /[\n\r\p{Z}\p{P}]+/u;

/** The weight of a part of the game in brief against a ruling. */
const BRIEF_BOOST = 0.4;

/** A title shared by this many rulings is a section's heading, no rule's own name. */
const SHARED_TITLE = 3;

/** A word found in at least this share of a game's rules is common to them. */
const COMMON_SHARE = 0.3;
/** The weight of a common word in a question that has rarer words too. */
const COMMON_BOOST = 0.25;

/** The terms (as `terms` makes them) found in at least COMMON_SHARE of `texts`. */
function commonTerms(texts: readonly string[], terms: (term: string) => string | string[] | null): Set<string> {
  const df = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set(text.split(SPACE).flatMap((w) => [terms(w) ?? []].flat()));
    for (const t of seen) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return new Set([...df].filter(([, n]) => n >= COMMON_SHARE * texts.length).map(([t]) => t));
}

interface Indexed {
  n: number;
  id: string;
  title: string;
  section: string;
  text: string;
  words: string;
}

/** A search over `entries` (one game's rules page, in its order, written in `language`); `words`
 * are players' words by entry id in that language, searched with the entry's own. */
export function ruleSearch(entries: readonly RuleEntry[], words: Readonly<Record<string, string>> = {}, language: RulesLanguage = 'en'): RuleSearch {
  if (!isRulesLanguage(language)) throw new Error(`Ask the rules reads ${RULES_LANGUAGES.join(', ')}, not "${String(language)}"`);
  const terms = termsOf(languageWords(language));
  const index = new MiniSearch<Indexed>({
    idField: 'n',
    fields: ['id', 'title', 'section', 'text', 'words'],
    processTerm: terms,
    // A part of the game in brief answers broadly; a ruling, the question asked: the brief yields.
    searchOptions: {
      boostDocument: (n: number) => (entries[n]?.ruling === false ? BRIEF_BOOST : 1),
      boost: { id: 4, words: 3, title: 2, section: 1, text: 1 },
      prefix: (t) => t.length >= 3,
      fuzzy: (t) => (t.length >= 5 ? 0.2 : false),
    },
  });
  // A title that only repeats the heading of a section of several rulings ("Players, cards and
  // notation" over five) does not tell them apart: it counts as the section, not as a rule's own name.
  const shared = (e: RuleEntry) => e.title === e.section && entries.filter((x) => x.title === e.title).length >= SHARED_TITLE;
  const docs = entries.map((e, n) => ({ n, id: e.id, title: shared(e) ? '' : e.title, section: e.section, text: e.text, words: words[e.id] ?? '' }));
  index.addAll(docs);
  const common = commonTerms(
    docs.map((d) => [d.title, d.section, d.text, d.words].join(' ')),
    terms,
  );
  const answer = (n: number, score: number): RuleAnswer => ({
    entry: entries[n] as RuleEntry,
    score,
    before: entries[n - 1] ?? null,
    after: entries[n + 1] ?? null,
  });
  return {
    ask(question, limit = 5) {
      const q = question.slice(0, 200);
      // A word that most rules of the game use ("card", "ship") says little of which rule is meant:
      // beside rarer words it counts for little, so that it does not pull in every rule that is full of it.
      const asked = q.split(SPACE).flatMap((w) => [terms(w) ?? []].flat());
      const telling = asked.some((t) => !common.has(t));
      return index
        .search(q, telling ? { boostTerm: (t) => (common.has(t) ? COMMON_BOOST : 1) } : {})
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

/** A rules page's own players' words for its rulings, in its language: the lines `R12: words…` of
 * its comment `<!-- Ask the rules: … -->`, which the rendered page does not show. */
export function pageWords(markdown: string): Record<string, string> {
  const out: Record<string, string> = {};
  const block = /<!-- Ask the rules:([\s\S]*?)-->/.exec(markdown)?.[1] ?? '';
  for (const m of block.matchAll(/^\s*([A-Za-z][\w-]*): (.+)$/gm)) out[m[1] as string] = `${out[m[1] as string] ?? ''} ${m[2]}`.trim();
  return out;
}

/** Players' words from several sources, each ruling's joined. */
export function joinWords(...sources: readonly Readonly<Record<string, string>>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) for (const [id, w] of Object.entries(source)) out[id] = `${out[id] ?? ''} ${w}`.trim();
  return out;
}

/** The search of a rules page as the tablet asks it: the page (in `language`) with its own words, and
 * in English the teaching's words too (they are written in English). */
export function pageSearch(page: string, teaching: Teaching | undefined, language: RulesLanguage): RuleSearch {
  return ruleSearch(ruleEntries(page), joinWords(language === 'en' ? teachingWords(teaching) : {}, pageWords(page)), language);
}
