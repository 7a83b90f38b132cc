// The game's input log: a table script (docs/table-script/README.md), one accepted input a
// line, appended and fsynced before anyone is told of the new state, so that after a crash or
// `kill -9` replaying it resumes the same game at the same step.
import { closeSync, existsSync, fstatSync, ftruncateSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { replayLines } from '../../../games/core/replay.ts';
import type { GameRegistry, Table } from '../../../games/core/table.ts';
import type { GameInput } from '../../../games/core/types.ts';
import { fsyncDir, syncedFile } from './durable.ts';

export interface OpenedLog {
  log: GameLog;
  table: Table;
  /** What replaying found: a torn last line dropped, lines the engine refused. */
  warnings: string[];
}

export class GameLog {
  private fd: number;
  private size: number;

  private constructor(readonly path: string) {
    this.fd = openSync(path, 'a');
    this.size = fstatSync(this.fd).size;
  }

  /** Opens (or creates) the log at `path` and replays it. */
  static open(path: string, registry: GameRegistry): OpenedLog {
    mkdirSync(dirname(path), { recursive: true });
    const warnings: string[] = [];
    const name = basename(path);
    let bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    if (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a) {
      // A crash in the middle of an append leaves a last line without its newline.
      const cut = bytes.lastIndexOf(0x0a) + 1;
      const tail = bytes.subarray(cut).toString('utf8');
      const lineNo = bytes.subarray(0, cut).toString('utf8').split('\n').length;
      if (isJsonObject(tail)) {
        bytes = Buffer.concat([bytes, Buffer.from('\n')]);
        appendRaw(path, '\n');
      } else {
        warnings.push(`${name} line ${lineNo} was cut short (the server stopped while writing it) and is dropped: ${JSON.stringify(tail.slice(0, 80))}`);
        bytes = bytes.subarray(0, cut);
        syncedFile(path, 'r+', (fd) => ftruncateSync(fd, cut));
      }
    }
    const result = replayLines(registry, bytes.toString('utf8'));
    for (const r of result.rejected) warnings.push(`${name} line ${r.line} was skipped: ${r.reason}`);
    const log = new GameLog(path);
    fsyncDir(dirname(path));
    return { log, table: result.table, warnings };
  }

  /** Appends one input and waits for it to be on disk. On failure the log is left as it was. */
  append(input: GameInput): void {
    const line = Buffer.from(`${JSON.stringify(input)}\n`);
    try {
      let off = 0;
      while (off < line.length) off += writeSync(this.fd, line, off, line.length - off);
      fsyncSync(this.fd);
      this.size += line.length;
    } catch (e) {
      try {
        ftruncateSync(this.fd, this.size);
      } catch {
        // The replay drops a torn last line anyway.
      }
      throw e;
    }
  }

  /** Keeps the current log as `game-<time>.jsonl` beside it and starts an empty one. Returns the kept name. */
  archive(now = new Date()): string | null {
    closeSync(this.fd);
    let kept: string | null = null;
    if (this.size > 0) {
      kept = join(dirname(this.path), `game-${now.toISOString().replace(/[:.]/g, '-')}.jsonl`);
      renameSync(this.path, kept);
    }
    this.fd = openSync(this.path, 'a');
    this.size = fstatSync(this.fd).size;
    fsyncDir(dirname(this.path));
    return kept;
  }

  close(): void {
    closeSync(this.fd);
  }
}

function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

function appendRaw(path: string, text: string): void {
  syncedFile(path, 'a', (fd) => writeSync(fd, text));
}
