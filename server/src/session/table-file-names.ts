// The server's files in the table's words: a warning says "computer-seats.json" (its name in the
// data folder) or "the saved game of 26 Nov, 14:02 (Some Game)", never where the server keeps it
// (that goes to the server's own log only). Every path under the data directory, and the project's own folder, is
// rewritten wherever it appears in a message (an error from the file system quotes it too).
import { fileURLToPath } from 'node:url';
import type { GameRegistry } from '../../../games/core/table.ts';

export interface FileNames {
  /** The data directory, as the session opened it. */
  dataDir: string;
  gameName(id: string): string | undefined;
  /** The registered games' ids: a saved game's file name ends with one. */
  gameIds: readonly string[];
}

/** How the files of the table on `dataDir`, refereeing `registry`'s games, are named to it. */
export const fileNamesOf = (dataDir: string, registry: GameRegistry): FileNames => ({
  dataDir,
  gameName: (id) => registry.get(id)?.description.name,
  gameIds: [...registry.keys()],
});

/** Where the server's code lives (games/, server/): its paths are nobody's business at the table. */
const PROJECT = fileURLToPath(new URL('../../../', import.meta.url));

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path's tail: the characters file and folder names here are made of. */
const TAIL = '(?:/[A-Za-z0-9_.\\-/]*)?';
const SAVED = /^games\/(\d{4})-(\d\d)-(\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z-(.+?)(\.computer\.json|\.first-game\.json|\.summary\.json|\.jsonl)$/;

/** What of a saved game a file beside its log holds. */
const SAVED_PARTS: Record<string, string> = {
  '.computer.json': "the computer's seats of ",
  '.first-game.json': 'the first-game file of ',
  '.summary.json': "the shelf's summary of ",
};

/** A saved game as the shelf shows it: when it was put away (the server's time) and which game. */
function savedGame(m: RegExpExecArray, files: FileNames): string {
  // Every group of SAVED takes part in a match: the defaults only type them as strings.
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '', ms = '', rest = ''] = m;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms)));
  const when = at.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const id = files.gameIds.find((g) => rest === g || rest.startsWith(`${g}-`));
  return `the saved game of ${when} (${(id && files.gameName(id)) ?? 'no game'})`;
}

/** One file of the data directory (`rel`: its path inside it): a saved game in words, any other by its name there. */
function fileWords(rel: string, files: FileNames): string {
  if (rel === '') return 'the data folder';
  const saved = SAVED.exec(rel);
  return saved ? `${SAVED_PARTS[saved[9] as string] ?? ''}${savedGame(saved, files)}` : rel;
}

/** `message` with every path of the server's files put in words. */
export function inTableWords(message: string, files: FileNames): string {
  const root = files.dataDir.replace(/\/+$/, '');
  const project = PROJECT.replace(/\/+$/, '');
  let out = message.replace(new RegExp(`${literal(root)}(?![\\w.-])${TAIL}`, 'g'), (path) =>
    fileWords(path.slice(root.length).replace(/^\/+|\/+$/g, ''), files),
  );
  // The project's own files (a game's source named in a stack or an import error) by their place in it.
  if (project !== '') out = out.replace(new RegExp(`${literal(project)}/`, 'g'), '');
  return out;
}
