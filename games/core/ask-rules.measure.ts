// Ask the rules measured, for its tests: a game's search as the tablet builds it in a language (its
// rules page in that language and the players' words it has there), and how many of a set of
// questions it answers with the right rule first and among the first three.
import { readFileSync } from 'node:fs';
import { registry } from '../index.ts';
import { pageSearch } from './ask-rules.ts';
import type { RulesLanguage } from './ask-rules.languages.ts';
import type { Questions } from './ask-rules.sets.ts';

/** Where game `id`'s rules page in `lang` lives (the English one beside the others). */
export const pageUrl = (id: string, lang: RulesLanguage = 'en'): URL => new URL(`../../docs/rules/${lang === 'en' ? '' : `${lang}/`}${id}.md`, import.meta.url);

/** Game `id`'s search in `lang`, as the tablet has it. */
export function searchOf(id: string, lang: RulesLanguage = 'en') {
  const page = readFileSync(pageUrl(id, lang), 'utf8');
  return pageSearch(page, registry.get(id)?.teach, lang);
}

export interface Measured {
  readonly n: number;
  readonly first: number;
  readonly three: number;
  /** Each game's figures, then each question missed with the three answers it got. */
  readonly report: string;
}

/** Of `set`'s questions (of the games in `games`, all unless told), how many have a right answer
 * first, and among the first three, searched in `lang`. */
export function measure(set: Questions, lang: RulesLanguage = 'en', games: readonly string[] = Object.keys(set)): Measured {
  let n = 0;
  let first = 0;
  let three = 0;
  const lines: string[] = [];
  const misses: string[] = [];
  for (const id of games) {
    const questions = set[id] ?? [];
    const search = searchOf(id, lang);
    let f = 0;
    let t = 0;
    for (const [q, answers] of questions) {
      const top = search.ask(q, 3).map((a) => a.entry.id);
      if (answers.includes(top[0] ?? '')) f++;
      if (top.some((r) => answers.includes(r))) t++;
      else misses.push(`${id}: "${q}" → ${top.join(', ')}`);
    }
    n += questions.length;
    first += f;
    three += t;
    lines.push(`${id}: first ${f}/${questions.length}, first three ${t}/${questions.length}`);
  }
  return { n, first, three, report: `${lines.join('; ')}. Missed: ${misses.join('; ') || 'none'}` };
}

/** `k` of `n` as a whole percentage. */
export const percent = (k: number, n: number): string => `${n ? Math.round((100 * k) / n) : 0} %`;
