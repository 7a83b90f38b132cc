// The tablet's build gives each message a short id. A message's id is its English text in the code
// and in the catalogues (readable, and what the unit tests and the dev tools read); shipped so,
// every language's chunk would carry the English beside its own words. As Lingui's macro does, this
// plugin puts a short id in its place, in the shell's `t('…')` and `msg('…')` calls and in the keys
// of every compiled catalogue: the message's place, in base 36, among every catalogue's English ids.
// A game's texts (games/<id>/, `phrase('…')`: code the build does not rewrite) are said by their
// English at run time, so their messages are keyed by its hash instead (games/core/phrase.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { phraseKey } from '../games/core/phrase.ts';
import { readPo } from '../scripts/i18n-catalogues.ts';
import { CALL, gameTexts, unquoted, usedIds } from '../scripts/i18n-used.ts';

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

/** The messages said from a game's texts, and whether the tablet's own code says each too. */
export function phraseIdsOf(shell: string): Map<string, boolean> {
  const games = join(shell, 'games');
  // Each game's folder, and each part of a game with a catalogue of its own (7 Seize's weigh-off).
  const dirs = readdirSync(games, { withFileTypes: true, recursive: true })
    .filter((e) => e.isDirectory() && e.name !== 'locales')
    .map((e) => join(e.parentPath, e.name));
  const code = readdirSync(shell, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.parentPath.endsWith('/locales'))
    .map((e) => join(e.parentPath, e.name));
  const inCode = usedIds(code);
  return new Map([...usedIds(dirs.flatMap((d) => gameTexts(shell, d))).keys()].map((id) => [id, inCode.has(id)]));
}

/** `code` with its calls' literal ids replaced by their short ids (an id no catalogue holds is left: the catalogues' test names it). */
export function shortenCalls(code: string, short: ReadonlyMap<string, string>): string {
  return code.replace(CALL, (call, fn: string, single?: string, double?: string) => {
    const literal = single ?? double;
    const id = literal === undefined ? undefined : short.get(unquoted(literal));
    return id === undefined ? call : `${fn}(${JSON.stringify(id)}`;
  });
}

/** A compiled catalogue's module with its messages keyed by their short ids (a game's text's by its
 * phrase key, and by its short id as well where the tablet's code says it too). */
export function shortenCatalogue(code: string, short: ReadonlyMap<string, string>, phrases: ReadonlyMap<string, boolean> = new Map()): string {
  const m = COMPILED.exec(code);
  if (!m?.[1]) throw new Error('a compiled catalogue without its JSON.parse("…") of messages');
  const messages = JSON.parse(JSON.parse(m[1]) as string) as Record<string, unknown>;
  const keyed = Object.fromEntries(
    Object.entries(messages).flatMap(([id, v]) => {
      const said = phrases.get(id);
      const own: [string, unknown] = [short.get(id) ?? id, v];
      return said === undefined ? [own] : said ? [own, [phraseKey(id), v]] : [[phraseKey(id), v]];
    }),
  );
  return code.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(keyed))})`);
}

export function shortIds(shell: string): Plugin {
  let short = new Map<string, string>();
  let phrases = new Map<string, boolean>();
  return {
    name: 'quartermaster-short-message-ids',
    enforce: 'pre',
    buildStart() {
      short = shortIdsOf(shell);
      phrases = phraseIdsOf(shell);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(shell) || !/\.tsx?$/.test(file)) return null;
      if (CATALOGUE.test(file)) return { code: shortenCatalogue(code, short, phrases), map: null };
      if (!/(?<![\w.$])(t|msg)\(/.test(code)) return null;
      return { code: shortenCalls(code, short), map: null };
    },
  };
}
