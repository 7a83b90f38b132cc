// The messages the tablet's code uses, catalogue by catalogue: every `t('…')` and `msg('…')` with
// a literal id. A folder with a `locales/` folder has its own catalogue (the shell's: web-ui/src;
// a screen loaded on demand: web-ui/src/screens/<id>; a game's: web-ui/src/games/<id>), loaded
// with its code: it holds the messages its files use that the shell's catalogue does not. A game's
// catalogue holds its texts too (games/<id>/, pure, said on the tablet: games/core/phrase.ts):
// each `phrase('…')`, and each rule topic's title, explanation and reminder (`ruleTopics(`…`)`),
// but for its shelf texts (its description's: its options, what its first game is; SHELF_TEXTS),
// which the shelf shows before any game's words come down, so the shell's catalogue holds them.
// Read by `npm run i18n` and by the catalogues' test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ruleTopics } from '../games/core/topic-text.ts';

/** A call of `t`, `msg` or `phrase`: its name, then its id when a literal ('…', "…") or a template string's backquote. */
export const CALL = /(?<![\w.$])(t|msg|phrase)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|(`))?/g;

/** A game's rule topics written as text (games/core/topic-text.ts). */
const TOPICS = /ruleTopics\(`([^`]*)`\)/g;

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
  for (const m of code.matchAll(TOPICS)) for (const tp of ruleTopics(m[1] ?? '')) ids.push(tp.title, tp.full, tp.reminder);
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

/** A catalogue: its folder, its `locales` folder, and the messages it holds (with the files using each). */
export interface Catalogue {
  dir: string;
  locales: string;
  used: Map<string, string[]>;
}

/** The files of a game's rules (games/<id>/, its tests and test tables left out) whose texts a
 * game's catalogue (web-ui/src/games/<id>) holds; none for another folder. A part of the game with
 * a catalogue of its own, loaded when the game comes to it (web-ui/src/games/<id>/<part>/locales:
 * 7 Seize's weigh-off), holds the texts of the game's files named after it (`<part>.ts`,
 * `<part>-….ts`, in any folder of the game), which the game's own catalogue then leaves out. */
export function gameTexts(shell: string, dir: string): string[] {
  const [games, game, part, ...deeper] = relative(shell, dir).split('/');
  if (games !== 'games' || game === undefined || deeper.length) return [];
  const rules = join(shell, '..', '..', 'games', game);
  if (!existsSync(rules)) return [];
  const parts = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'locales', 'en.po')))
    .map((e) => e.name);
  const partOf = (name: string, p: string): boolean => name === `${p}.ts` || name.startsWith(`${p}-`);
  return readdirSync(rules, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !relative(rules, e.parentPath).split('/').includes('testing'))
    .filter((e) => (part === undefined ? !parts.some((p) => partOf(e.name, p)) : partOf(e.name, part)))
    .map((e) => join(e.parentPath, e.name));
}

/** A game's files whose texts the shelf shows (its options' words, what its first game is): the shell's catalogue holds them. */
export const SHELF_TEXTS: readonly string[] = ['description.ts'];

/** Every game's shelf texts' files (games/<id>/description.ts). */
export function shelfTexts(shell: string): string[] {
  const rules = join(shell, '..', '..', 'games');
  return readdirSync(rules, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => SHELF_TEXTS.map((f) => join(rules, e.name, f)))
    .filter((f) => existsSync(f));
}

/** The catalogues under `shell` (web-ui/src), the shell's own first; `skip`: folders (relative to
 * `shell`) left out, whose words are not translated yet. */
export function catalogues(shell: string, skip: readonly string[] = []): Catalogue[] {
  const files = readdirSync(shell, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !skip.some((s) => relative(shell, f).startsWith(`${s}/`)) && !f.includes('/locales/'));
  /** The folder whose catalogue holds `file`'s words: the nearest with a `locales/en.po`. */
  const home = (file: string): string => {
    let dir = dirname(file);
    while (dir !== shell && !existsSync(join(dir, 'locales', 'en.po'))) dir = dirname(dir);
    return dir;
  };
  const byDir = new Map<string, string[]>([[shell, []]]);
  for (const f of files) byDir.set(home(f), [...(byDir.get(home(f)) ?? []), f]);
  const root = usedIds([...(byDir.get(shell) ?? []), ...shelfTexts(shell)]);
  const out = [...byDir].map(([dir, owned]) => {
    const used = dir === shell ? root : usedIds([...owned, ...gameTexts(shell, dir)]);
    if (dir !== shell) for (const id of root.keys()) used.delete(id);
    return { dir, locales: join(dir, 'locales'), used };
  });
  // A part's catalogue (a game's weigh-off) holds what its game's does not: the game's comes first.
  for (const c of out) {
    const game = out.find((g) => g !== c && relative(g.dir, c.dir) !== '' && !relative(g.dir, c.dir).startsWith('..') && g.dir !== shell);
    if (game) for (const id of game.used.keys()) c.used.delete(id);
  }
  return out;
}
