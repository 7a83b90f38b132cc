// The games put away: every game log the table kept, in <dataDir>/games/<time>-<game>.jsonl, so a
// finished or abandoned game is never lost. Listed on the shelf (final standings, or resume).
// Beside each log, `<id>.summary.json` holds what the shelf shows of it, written when the game is
// put away (or once, by replaying, for a log kept before summaries): reading the shelf never
// replays the games. A log that cannot be summed up is listed as damaged, with why.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SavedGameInfo } from '#protocol';
import { replayLines } from '../../../../games/core/replay.ts';
import { awaiting, inputLog, view, type GameRegistry, type Table } from '../../../../games/core/table.ts';
import { fsyncDir, writeFileDurably } from '../durable.ts';
import { seatsBeside } from '../seat-file.ts';
import { firstGameBeside } from './first-game-file.ts';
import { type LogShown, logShownTo, viewShownTo } from '../viewer-filter.ts';
import type { Viewer } from '../../../../games/core/types.ts';

/** One line of the shelf's games put away (the protocol's SavedGameInfo). */
export type SavedGame = SavedGameInfo;

/** What the summary file holds: the shelf's line, and the log's size it was made from (another size: made again). */
const SummaryFile = Type.Composite([Type.Omit(SavedGameInfo, ['id', 'damaged']), Type.Object({ bytes: Type.Integer({ minimum: 0 }) })]);

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export class SavedGames {
  /** Summaries by id, kept while the log's size and time are the same (logs put away never change). */
  private readonly cache = new Map<string, { key: string; summary: SavedGame }>();

  constructor(
    readonly dir: string,
    private readonly registry: GameRegistry,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** A fresh file name for a game put away now. */
  nameFor(game: string | null, now = new Date()): string {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const base = `${stamp}-${(game ?? 'no-game').replace(/[^A-Za-z0-9-]/g, '')}`;
    let name = base;
    for (let i = 2; existsSync(this.pathOf(name)); i++) name = `${base}-${i}`;
    return name;
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.jsonl`);
  }

  private summaryPath(id: string): string {
    return join(this.dir, `${id}.summary.json`);
  }

  has(id: string): boolean {
    return ID.test(id) && existsSync(this.pathOf(id));
  }

  /** Newest first. */
  list(): SavedGame[] {
    const ids = readdirSync(this.dir)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => f.slice(0, -'.jsonl'.length))
      .filter((id) => ID.test(id))
      .sort()
      .reverse();
    return ids.map((id) => this.summary(id));
  }

  /** The shelf's line for one saved game (null: there is none). */
  entry(id: string): SavedGame | null {
    return this.has(id) ? this.summary(id) : null;
  }

  /** The view of a saved game as `viewer` may see it (viewer-filter.ts: a game put away mid-way
   * hides what the live table hid), replayed from its log; or why it cannot be. */
  view(id: string, viewer: Viewer): { view: Record<string, unknown> } | { damaged: string } | null {
    const entry = this.entry(id);
    if (!entry) return null;
    if (entry.damaged) return { damaged: entry.damaged };
    try {
      return { view: viewShownTo(replayLines(this.registry, readFileSync(this.pathOf(id), 'utf8')).table, viewer) };
    } catch (e) {
      return { damaged: this.why(e) };
    }
  }

  /** The log of a saved game (its history: the logbook links to it) as `viewer` may read it, as the
   * live table's log would be (viewer-filter.ts); or why it cannot be read. */
  log(id: string, viewer: Viewer): LogShown | { damaged: string } | null {
    const entry = this.entry(id);
    if (!entry) return null;
    if (entry.damaged) return { damaged: entry.damaged };
    try {
      return logShownTo(replayLines(this.registry, readFileSync(this.pathOf(id), 'utf8')).table, viewer);
    } catch (e) {
      return { damaged: this.why(e) };
    }
  }

  /** Writes the summary of the game just put away as `id`, from its table as it stood. */
  keep(id: string, table: Table, now = new Date()): void {
    this.cache.delete(id);
    this.writeSummary(id, { bytes: statSync(this.pathOf(id)).size, savedAt: now.toISOString(), ...summed(table) });
  }

  /** The game `id` was taken up again (its log is the table's now): its summary goes. */
  forget(id: string): void {
    this.cache.delete(id);
    rmSync(this.summaryPath(id), { force: true });
  }

  /** Deletes a saved game (damaged or not): its log, its summary, its computer seats and first-game file. False: there is none. */
  delete(id: string): boolean {
    if (!this.has(id)) return false;
    const path = this.pathOf(id);
    // A folder standing where the log should be is what a damaged entry may be: it goes too.
    rmSync(path, { recursive: true, force: true });
    this.forget(id);
    rmSync(seatsBeside(path), { force: true });
    rmSync(firstGameBeside(path), { force: true });
    fsyncDir(this.dir);
    return true;
  }

  private summary(id: string): SavedGame {
    let st: Stats;
    try {
      st = statSync(this.pathOf(id));
    } catch (e) {
      return damaged(id, new Date(0), this.why(e));
    }
    const key = `${st.size}-${st.mtimeMs}`;
    const hit = this.cache.get(id);
    if (hit?.key === key) return hit.summary;
    const summary = this.readSummary(id, st.size) ?? this.replaySummary(id, st);
    this.cache.set(id, { key, summary });
    return summary;
  }

  private readSummary(id: string, bytes: number): SavedGame | null {
    try {
      const raw: unknown = JSON.parse(readFileSync(this.summaryPath(id), 'utf8'));
      if (!Value.Check(SummaryFile, raw) || raw.bytes !== bytes) return null;
      const { bytes: _b, ...shown } = raw;
      return { id, ...shown };
    } catch {
      // None yet, or damaged itself: made again from the log.
      return null;
    }
  }

  /** Replays the log once and keeps the summary beside it, so that it is never replayed for the shelf again. */
  private replaySummary(id: string, st: Stats): SavedGame {
    if (st.isDirectory()) return damaged(id, st.mtime, 'it is a folder, not a game log');
    let summary: Omit<SavedGame, 'id'>;
    try {
      const replay = replayLines(this.registry, readFileSync(this.pathOf(id), 'utf8'));
      const first = replay.rejected[0];
      if (replay.accepted === 0)
        return damaged(id, st.mtime, first ? `its line ${first.line} is not the start of a game: ${first.reason}` : 'it holds no game at all');
      summary = { savedAt: st.mtime.toISOString(), ...summed(replay.table) };
    } catch (e) {
      return damaged(id, st.mtime, this.why(e));
    }
    try {
      this.writeSummary(id, { bytes: st.size, ...summary }, false);
    } catch {
      // A read-only disk: the shelf still lists it, made again after a restart.
    }
    return { id, ...summary };
  }

  /** Durably for a game put away. One made again from its log skips the fsyncs (300 of them took
   * seconds): a summary lost or torn in a power cut is only made again. */
  private writeSummary(id: string, file: typeof SummaryFile.static, durably = true): void {
    const path = this.summaryPath(id);
    const text = `${JSON.stringify(file)}\n`;
    if (durably) return writeFileDurably(path, text);
    const tmp = `${path}.tmp-${process.pid}`;
    try {
      writeFileSync(tmp, text);
      renameSync(tmp, path);
    } finally {
      rmSync(tmp, { force: true });
    }
  }

  /** A failure in the table's words: never the server's own paths. */
  private why(e: unknown): string {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') return 'it is a folder, not a game log';
    if (code === 'EACCES' || code === 'EPERM') return 'the server may not read it (permission denied)';
    if (code) return `it could not be read (${code})`;
    return `replaying it failed: ${String((e as Error).message ?? e)
      .split(this.dir)
      .join('games')}`;
  }
}

/** What the shelf shows of a table: players, number of inputs, finished, winners (nothing hidden mid-game). */
function summed(table: Table): Omit<SavedGame, 'id' | 'savedAt'> {
  const v = view(table) as { game?: unknown; winners?: unknown };
  const inputs = inputLog(table);
  const start = inputs[0];
  const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((p): p is string => typeof p === 'string') : []);
  return {
    game: typeof v.game === 'string' ? v.game : (table.module?.id ?? null),
    // The game says where its start keeps the names (a list, or seats by colour).
    players: table.module && start ? [...table.module.playerNames(start)] : [],
    inputs: inputs.length,
    finished: table.last !== null && awaiting(table) === null,
    winners: strings(v.winners),
  };
}

function damaged(id: string, savedAt: Date, why: string): SavedGame {
  return { id, game: null, savedAt: savedAt.toISOString(), players: [], inputs: 0, finished: false, winners: [], damaged: why };
}
