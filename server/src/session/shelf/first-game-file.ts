// The first game on the table, kept beside the game log: a guided game or a scripted round is a
// practice game, and stays one across a restart (kill -9 included), at the step it stood on, so the
// logbook never counts it. `first-game.json` sits beside game.jsonl; a game put away takes its file
// along as `<id>.first-game.json`, and brings it back when taken up. A damaged file is a warning, and
// the game on the table is then an ordinary game.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileTrouble, moveFileDurably, writeFileDurably } from '../durable.ts';

/** What is kept of a first game: which game's, the start it was begun with, where a scripted round stands. */
export interface KeptFirstGame {
  game: string;
  kind: 'guided' | 'watch';
  /** The game log's start input, as logged: the first game is the one on the table while it is the same. */
  start: unknown;
  /** The step shown (1…), not yet played; 0 for a guided game. */
  step: number;
  state: 'playing' | 'paused' | 'over' | 'stopped';
  /** The game's input count before each step played (so Back can take a step back). */
  taken: number[];
  /** The game's input count when the step shown was shown: more after a restart means it was played. */
  at: number;
  problem?: string;
}

export const firstGameFile = (dataDir: string): string => join(dataDir, 'first-game.json');
/** Where a put-away game's first-game file goes, beside its log (`games/<id>.jsonl`). */
export const firstGameBeside = (logPath: string): string => logPath.replace(/\.jsonl$/, '.first-game.json');

const STATES = ['playing', 'paused', 'over', 'stopped'];
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** The first game kept at `path`, or null (none, or damaged: a warning). */
export function readFirstGame(path: string, warn: (message: string) => void): KeptFirstGame | null {
  if (!existsSync(path)) return null;
  try {
    const k = JSON.parse(readFileSync(path, 'utf8')) as Partial<KeptFirstGame> | null;
    if (typeof k !== 'object' || k === null) throw new Error('not an object');
    if (typeof k.game !== 'string' || (k.kind !== 'guided' && k.kind !== 'watch')) throw new Error('no game or kind');
    if (!isCount(k.step) || !isCount(k.at) || typeof k.state !== 'string' || !STATES.includes(k.state)) throw new Error('no step or state');
    if (!Array.isArray(k.taken) || !k.taken.every(isCount)) throw new Error('no steps played');
    return { ...k, game: k.game, kind: k.kind, start: k.start, step: k.step, state: k.state, taken: k.taken, at: k.at };
  } catch (e) {
    warn(`first-game.json was ignored (${fileTrouble(e)}): the game on the table counts as a game of the table's`);
    return null;
  }
}

/** Keeps `kept` (null: no file); a write that fails is a warning. */
export function writeFirstGame(path: string, kept: KeptFirstGame | null, warn: (message: string) => void): void {
  try {
    if (kept === null) rmSync(path, { force: true });
    else writeFileDurably(path, `${JSON.stringify(kept)}\n`);
  } catch (e) {
    warn(`the first game could not be kept (${fileTrouble(e)}): after a restart it counts as a game of the table's`);
  }
}

/** Moves a first-game file along with its game log (nothing to move: nothing happens). */
export function moveFirstGame(from: string, to: string, warn: (message: string) => void): void {
  try {
    if (existsSync(from)) moveFileDurably(from, to);
  } catch (e) {
    warn(`the first game's file could not be moved with the game (${fileTrouble(e)})`);
  }
}
