// The messages a folder's code uses: every `t('…')` and `msg('…')` with a literal id, and every
// `t(…)` handed something else (a `msg` named elsewhere, so checked there). Read by the catalogues'
// test, which holds the code and each catalogue to each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The .ts/.tsx files under `dir`, tests left out, and `skip` (folders, relative to `dir`) too. */
export function codeFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !skip.some((s) => relative(dir, f).startsWith(`${s}/`)) && !relative(dir, f).startsWith('locales/'));
}

/** A call of `t` or `msg`: its name, then its id when a literal ('…', "…") or a template string's backquote. */
export const CALL = /(?<![\w.$])(t|msg)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|(`))?/g;

/** A literal's id, its escapes read. */
export const unquoted = (s: string): string => s.replace(/\\(.)/g, '$1');

/** The literal ids `text` uses (its comments' lines left out), and the calls of `t` or `msg` given a template string (never allowed: no catalogue holds a built id). */
export function usedIn(text: string): { ids: string[]; templates: number } {
  const ids: string[] = [];
  let templates = 0;
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  for (const m of code.matchAll(CALL)) {
    const literal = m[2] ?? m[3];
    if (literal !== undefined) ids.push(unquoted(literal));
    else if (m[4]) templates++;
  }
  return { ids, templates };
}

/** Every id the files use, with the files using it. */
export function usedIds(files: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of files)
    for (const id of usedIn(readFileSync(f, 'utf8')).ids) {
      const at = out.get(id) ?? [];
      at.push(f);
      out.set(id, at);
    }
  return out;
}
