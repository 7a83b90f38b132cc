// A game's texts (its teaching: the set-up, the prompts explained, the rules at first use, the
// why-lines) in a form each tablet says in its own language, while the game stays pure and its
// texts stay strings. A sentence is written once, as an English message in ICU MessageFormat with
// its values (`phrase('{count, plural, one {# piece} other {# pieces}} left', { count })`): the
// game gets the English sentence, as before, and the sentence remembers its message and values, so
// that the tablet, handed the English, says the same message in its language (web-ui/src/i18n/
// phrase.ts). A value that is itself a phrase or a list is said in the tablet's language too.
// `npm run i18n` finds each phrase's message, as the tablet's `t('…')`, in the game's catalogue.

import { NUMBER_STYLES, type PhraseValues, type SentList, type SentPhrase, type SentValue } from './phrase-key.ts';

export { type PhraseValues, phraseKey } from './phrase-key.ts';

/** How a list joins its items: `and`, `or`, or commas alone (`Ann's ship 2, the neutral ship 1`). */
export type ListType = 'conjunction' | 'disjunction' | 'unit';

/** What a sentence was made of: an English message and its values, or a list of items joined. */
export type Made = { readonly message: string; readonly values: PhraseValues } | { readonly list: readonly string[]; readonly type: ListType };

/**
 * The sentences made so far, by their English. A sentence with values is forgotten past `KEPT` of
 * them (the oldest first, and one used again counts as new), so a long game cannot grow it without
 * end; a sentence without values is a fixed text of the code (a reserved name's reason, a
 * constant), of which there are a bounded few: it is kept for good, however long ago it was made.
 */
const made = new Map<string, Made>();
const fixed = new Map<string, Made>();
const KEPT = 4000;

function remember(text: string, m: Made): string {
  if ('message' in m && Object.keys(m.values).length === 0) {
    fixed.set(text, m);
    return text;
  }
  made.delete(text);
  if (made.size >= KEPT) made.delete(made.keys().next().value ?? '');
  made.set(text, m);
  return text;
}

const recall = (text: string): Made | undefined => made.get(text) ?? fixed.get(text);

/** The message and values `text` was made of, when a phrase made it. */
export const madeOf = (text: string): Made | undefined => recall(text);

/** One case of a plural or select: `one {…}`, with what follows it. */
function caseAt(s: string, from: number): { key: string; body: string; end: number } | null {
  const m = /^\s*(=?[\w-]+)\s*\{/.exec(s.slice(from));
  if (!m) return null;
  let depth = 1;
  let i = from + m[0].length;
  const start = i;
  for (; i < s.length && depth > 0; i++) depth += s[i] === '{' ? 1 : s[i] === '}' ? -1 : 0;
  return { key: m[1] ?? '', body: s.slice(start, i - 1), end: i };
}

/** A number in English, in a style of NUMBER_STYLES (none: as it is). */
function numberText(n: number, style: string | undefined): string {
  const options = style === undefined ? undefined : NUMBER_STYLES[style];
  if (style !== undefined && !options) throw new Error(`a phrase names the number style "${style}", which is not one of NUMBER_STYLES`);
  return options ? new Intl.NumberFormat('en', options).format(n) : String(n);
}

/** `message` in English with `values`: `{name}`, `{n, plural, one {# piece} other {# pieces}}`, `{c, select, red {…} other {…}}`. */
export function english(message: string, values: PhraseValues = {}, hash?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const c = message[i];
    if (c === '#' && hash !== undefined) {
      out += String(hash);
      i++;
      continue;
    }
    if (c !== '{') {
      out += c;
      i++;
      continue;
    }
    const number = /^\{\s*([A-Za-z]\w*)\s*,\s*number\s*(?:,\s*(\w+)\s*)?\}/.exec(message.slice(i));
    if (number) {
      const [whole, name = '', style] = number;
      out += numberText(Number(values[name]), style);
      i += whole.length;
      continue;
    }
    const head = /^\{\s*([A-Za-z]\w*)\s*(?:,\s*(plural|select)\s*,)?\s*(\})?/.exec(message.slice(i));
    if (!head) throw new Error(`a phrase's placeholder is not ICU: "${message.slice(i, i + 30)}"`);
    const [whole, name = '', kind, closed] = head;
    const value = values[name];
    if (closed) {
      if (value === undefined) throw new Error(`the phrase "${message.slice(0, 40)}" needs "${name}"`);
      out += String(value);
      i += whole.length;
      continue;
    }
    const cases = new Map<string, string>();
    let at = i + whole.length;
    for (let k = caseAt(message, at); k; k = caseAt(message, at)) {
      cases.set(k.key, k.body);
      at = k.end;
    }
    at = message.indexOf('}', at) + 1;
    const n = Number(value);
    const key = kind === 'plural' ? (cases.has(`=${n}`) ? `=${n}` : n === 1 ? 'one' : 'other') : String(value);
    out += english(cases.get(key) ?? cases.get('other') ?? '', values, kind === 'plural' ? n : hash);
    i = at;
  }
  return out;
}

/** The English sentence of `message` with `values`, remembered as made of them (the tablet says it in its language). */
export function phrase(message: string, values: PhraseValues = {}): string {
  return remember(english(message, values), { message, values });
}

/** What the table sends beside a refusal's English for the tablet to say it in its language: the
 * message `text` was made of and its values, a value itself made by a phrase or a list sent as its
 * parts, when a phrase made `text` (null otherwise: the tablet then shows the English). */
export function phraseOf(text: string): SentPhrase | null {
  const m = recall(text);
  return m && !('list' in m) ? sent(m.message, m.values, 0) : null;
}

function sent(message: string, given: PhraseValues, depth: number): SentPhrase {
  const values: Record<string, SentValue> = {};
  for (const [k, v] of Object.entries(given)) {
    const inner = typeof v === 'string' && depth < MAX_DEPTH ? recall(v) : undefined;
    values[k] =
      typeof v !== 'string' || !inner || namesItself(v, inner)
        ? v
        : 'list' in inner
          ? ({ list: [...inner.list], type: inner.type } satisfies SentList)
          : sent(inner.message, inner.values, depth + 1);
  }
  return { message, values };
}

/** A word a phrase chose by a value that is the word itself (`{colour, select, purple {purple} …}`
 * of `purple`): the same text as a value elsewhere is that id, sent as it is, for the message it
 * stands in says it by its own words. */
function namesItself(text: string, m: Made): boolean {
  return !('list' in m) && Object.values(m.values).includes(text);
}

/** How deep a sentence sent holds sentences: deeper ones go as their English. */
const MAX_DEPTH = 3;

/** `Ann`, `Ann and Bob`, `Ann, Bob and Cy` (`or` for a choice, commas alone for a `unit` list of
 * counts): a list the tablet joins in its language. */
export function phraseList(items: readonly string[], type: ListType = 'conjunction'): string {
  const word = type === 'conjunction' ? ' and ' : type === 'disjunction' ? ' or ' : ', ';
  const text = items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${word}${items[items.length - 1]}`;
  // Names joined by commas alone read the same in every language: not remembered, so that the same
  // names joined by hand elsewhere ("players: Ann, Bob, Cy") are never taken for this list.
  if (type === 'unit' && !items.some((i) => recall(i) !== undefined)) return text;
  return items.length <= 1 ? text : remember(text, { list: items, type });
}
