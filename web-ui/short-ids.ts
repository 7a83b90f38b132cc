// The tablet's build gives each message a short id. A message's id is its English text in the code
// and in the catalogues (readable, and what the unit tests and the dev tools read); shipped so,
// every language's chunk would carry the English beside its own words. As Lingui's macro does, this
// plugin puts a short id in its place, in the shell's `t('…')` and `msg('…')` calls and in the keys
// of every compiled catalogue: the message's place, in base 36, among every catalogue's English ids.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readPo } from '../scripts/i18n-catalogues.ts';
import { CALL, unquoted } from '../scripts/i18n-used.ts';

/** A compiled catalogue's module (web-ui/src/locales/<lang>.ts, or a folder's locales). */
const CATALOGUE = /\/locales\/[\w-]+\.ts$/;
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** Every catalogue's English ids under `shell` (web-ui/src), each given its short id. */
export function shortIdsOf(shell: string): Map<string, string> {
  const ids = new Set<string>();
  for (const e of readdirSync(shell, { withFileTypes: true, recursive: true }))
    if (e.isFile() && e.name === 'en.po' && e.parentPath.endsWith('/locales')) for (const id of readPo(join(e.parentPath, e.name)).keys()) ids.add(id);
  return new Map([...ids].sort().map((id, i) => [id, i.toString(36)]));
}

/** `code` with its calls' literal ids replaced by their short ids (an id no catalogue holds is left: the catalogues' test names it). */
export function shortenCalls(code: string, short: ReadonlyMap<string, string>): string {
  return code.replace(CALL, (call, fn: string, single?: string, double?: string) => {
    const literal = single ?? double;
    const id = literal === undefined ? undefined : short.get(unquoted(literal));
    return id === undefined ? call : `${fn}(${JSON.stringify(id)}`;
  });
}

/** A compiled catalogue's module with its messages keyed by their short ids. */
export function shortenCatalogue(code: string, short: ReadonlyMap<string, string>): string {
  const m = COMPILED.exec(code);
  if (!m?.[1]) throw new Error('a compiled catalogue without its JSON.parse("…") of messages');
  const messages = JSON.parse(JSON.parse(m[1]) as string) as Record<string, unknown>;
  const keyed = Object.fromEntries(Object.entries(messages).map(([id, v]) => [short.get(id) ?? id, v]));
  return code.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(keyed))})`);
}

export function shortIds(shell: string): Plugin {
  let short = new Map<string, string>();
  return {
    name: 'quartermaster-short-message-ids',
    enforce: 'pre',
    buildStart() {
      short = shortIdsOf(shell);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(shell) || !/\.tsx?$/.test(file)) return null;
      if (CATALOGUE.test(file)) return { code: shortenCatalogue(code, short), map: null };
      if (!/(?<![\w.$])(t|msg)\(/.test(code)) return null;
      return { code: shortenCalls(code, short), map: null };
    },
  };
}
