// The game's input log: a table script (docs/table-script/README.md), one accepted input a
// line, appended and fsynced before anyone is told of the new state, so that after a crash or
// `kill -9` replaying it resumes the same game at the same step.
import { closeSync, existsSync, fstatSync, ftruncateSync, fsyncSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { type RejectedLine, replayLines } from '../../../../games/core/replay.ts';
import type { GameRegistry, Table } from '../../../../games/core/table.ts';
import type { GameInput } from '../../../../games/core/types.ts';
import { diskOps, errorCode, fileTrouble, fsyncDir, rmQuietly, syncedFile, type FileOps, writeFileDurably } from '../durable.ts';
import { warning } from '../warning-words.ts';

export interface OpenedLog {
  log: GameLog;
  table: Table;
  /** What replaying found: a torn last line dropped, lines the engine refused. */
  warnings: string[];
}

export class GameLog {
  /** The one descriptor on the live log: opened here, replaced only by `commit`, closed by `close`. */
  private fd: number;
  private size: number;

  private constructor(
    readonly path: string,
    private readonly ops: FileOps,
  ) {
    this.fd = ops.open(path, 'a');
    this.size = fstatSync(this.fd).size;
  }

  /** Opens (or creates) the log at `path` and replays it. `ops`: the file operations (tests make them fail). */
  static open(path: string, registry: GameRegistry, ops: FileOps = diskOps): OpenedLog {
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
        const dropped = JSON.stringify(tail.slice(0, 80));
        warnings.push(
          warning('torn-line', `${name} line ${lineNo} was cut short (the server stopped while writing it) and is dropped: ${dropped}`, {
            file: { code: name },
            line: { count: lineNo },
            dropped: { code: dropped },
          }),
        );
        bytes = bytes.subarray(0, cut);
        syncedFile(path, 'r+', (fd) => ftruncateSync(fd, cut));
      }
    }
    const result = replayLines(registry, bytes.toString('utf8'));
    for (const r of result.rejected) warnings.push(skipped(name, r));
    const log = new GameLog(path, ops);
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

  /**
   * Moves the current log to `target` (when it holds anything) and starts an empty one. Returns
   * whether it moved. When it throws, nothing moved and the live log goes on as before.
   */
  archive(target: string): boolean {
    if (this.size === 0) return false;
    mkdirSync(dirname(target), { recursive: true });
    // The empty log is made and opened first: once the game has moved, nothing is left to fail
    // but the one rename that puts the empty log in its place.
    const next = `${this.path}.next`;
    rmSync(next, { force: true });
    const fd = this.ops.open(next, 'ax');
    let kept: 'renamed' | 'copied' | null = null;
    try {
      try {
        this.ops.rename(this.path, target);
        kept = 'renamed';
      } catch (e) {
        if (errorCode(e) !== 'EXDEV') throw e;
        // games/ on another file system: a durable copy; the rename below then replaces the live log.
        writeFileDurably(target, readFileSync(this.path), this.ops);
        kept = 'copied';
      }
      fsyncDir(dirname(target));
      this.commit(fd, next);
    } catch (e) {
      closeSync(fd);
      rmQuietly(next);
      if (kept === 'copied') rmQuietly(target);
      if (kept === 'renamed') {
        try {
          this.ops.rename(target, this.path);
        } catch {
          // The descriptor followed the file: the game goes on being logged in `target`, on the shelf.
        }
      }
      throw e;
    }
    return true;
  }

  /**
   * Takes `source` (a log put away) as the current log, which must be empty, and replays it.
   * When it throws, `source` stays on the shelf and the empty log stays live.
   */
  adopt(source: string, registry: GameRegistry): { table: Table; warnings: string[] } {
    if (this.size > 0) throw new Error('the current game must be put away first');
    const warnings: string[] = [];
    const fd = this.ops.open(source, 'a');
    try {
      this.commit(fd, source);
      fsyncQuietly(dirname(source));
    } catch (e) {
      closeSync(fd);
      if (errorCode(e) !== 'EXDEV') throw e;
      this.adoptCopy(source, warnings);
    }
    const result = replayLines(registry, readFileSync(this.path, 'utf8'));
    for (const r of result.rejected) warnings.push(skipped(basename(source), r));
    return { table: result.table, warnings };
  }

  /** `adopt` from another file system: a copy beside the log becomes it, then the saved file goes. */
  private adoptCopy(source: string, warnings: string[]): void {
    const next = `${this.path}.next`;
    let fd: number | null = null;
    try {
      this.ops.writeSynced(next, readFileSync(source));
      fd = this.ops.open(next, 'a');
      this.commit(fd, next);
    } catch (e) {
      if (fd !== null) closeSync(fd);
      rmQuietly(next);
      throw e;
    }
    try {
      unlinkSync(source);
      fsyncDir(dirname(source));
    } catch (e) {
      const file = basename(source);
      warnings.push(
        warning('not-removed', `${file} could not be removed from the shelf (${fileTrouble(e)}): the game is on the table and on the shelf`, {
          file: { code: file },
          why: { code: fileTrouble(e) },
        }),
      );
    }
  }

  /**
   * Renames `file`, already open as `fd`, onto the live log and logs through `fd` from now on. When
   * it throws, nothing changed (the caller closes `fd`); once renamed, nothing can fail.
   */
  private commit(fd: number, file: string): void {
    const size = fstatSync(fd).size;
    this.ops.rename(file, this.path);
    const old = this.fd;
    this.fd = fd;
    this.size = size;
    try {
      closeSync(old);
    } catch {
      // it is no longer the log's
    }
    // The switch is made; a directory that cannot be fsynced only weakens it against a power cut.
    fsyncQuietly(dirname(this.path));
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** A line of `file` the game refused on replay, as a warning (why: the engine's words). */
const skipped = (file: string, r: RejectedLine): string =>
  warning('skipped-line', `${file} line ${r.line} was skipped: ${r.reason}`, { file: { code: file }, line: { count: r.line }, why: { code: r.reason } });

function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

function fsyncQuietly(dir: string): void {
  try {
    fsyncDir(dir);
  } catch {
    // see commit()
  }
}

function appendRaw(path: string, text: string): void {
  syncedFile(path, 'a', (fd) => writeSync(fd, text));
}
