// Small fsync helpers: the game log, the games put away and the card maps must survive a crash or
// `kill -9`, a full disk and a data directory spread over several file systems.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The file operations a full disk or another file system makes fail. Everything that writes the
 * data directory goes through them, so a test can make one fail (ENOSPC, EXDEV, EMFILE) without
 * filling a disk, mounting a second file system or using up the process's descriptors.
 */
export interface FileOps {
  /** open(2) of a file of the game's: EMFILE when the process has no descriptor left. */
  open(path: string, flags: string): number;
  /** rename(2): atomic; EXDEV when the two names are on different file systems. */
  rename(from: string, to: string): void;
  /** Creates (or empties) `path`, writes `data` and fsyncs it. */
  writeSynced(path: string, data: string | Uint8Array): void;
}

export const diskOps: FileOps = {
  open: (path, flags) => openSync(path, flags),
  rename: renameSync,
  writeSynced: (path, data) => syncedFile(path, 'w', (fd) => writeFileSync(fd, data)),
};

/** The error's code (ENOSPC, EXDEV…), if it is a system error. */
export const errorCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

/** What went wrong with a file, in the table's words, by the error's code. */
const TROUBLE: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: "the server's disk quota is used up",
  EMFILE: 'the table cannot open more files just now (too many connections?): try again',
  ENFILE: 'the machine cannot open more files just now: try again',
  EACCES: 'the server is not allowed to write its data folder',
  EPERM: 'the server is not allowed to write its data folder',
  EROFS: 'the data folder is on a read-only disk',
  EIO: 'the disk failed to read or write',
  ENOENT: 'a file of the data folder is missing',
  EEXIST: 'a file of the data folder is in the way',
  EISDIR: 'a folder is where a file of the data folder should be',
  ENOTDIR: 'a file is where a folder of the data folder should be',
  EBUSY: 'a file of the data folder is busy: try again',
};

/**
 * A file's error as the table may hear it: what went wrong and its code (e.g. "the disk is full
 * (ENOSPC)"), never the system's own message, which quotes the path. Anything but a system error
 * is the server's own words and kept as they are.
 */
export function fileTrouble(e: unknown): string {
  const code = errorCode(e);
  if (typeof code !== 'string') return e instanceof Error ? e.message : String(e);
  return `${TROUBLE[code] ?? 'the disk refused'} (${code})`;
}

/** Opens `path` with `flags`, lets `work` write through the descriptor, then fsyncs and closes it. */
export function syncedFile(path: string, flags: string, work: (fd: number) => void = () => {}): void {
  const fd = openSync(path, flags);
  try {
    work(fd);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsyncs a directory so that a file created or renamed in it survives a power cut. */
export function fsyncDir(dir: string): void {
  syncedFile(dir, 'r');
}

/** The temporary name a replacement of `path` is written under first, beside it. */
export const tempBeside = (path: string): string => `${path}.tmp-${process.pid}`;

/** Replaces `path` with `data` atomically: a crash leaves either the old or the new file. */
export function writeFileDurably(path: string, data: string | Uint8Array, ops: FileOps = diskOps): void {
  const tmp = tempBeside(path);
  try {
    ops.writeSynced(tmp, data);
    ops.rename(tmp, path);
  } catch (e) {
    // Disk full, a directory in the way…: the old file stays, and no half-written copy beside it.
    rmQuietly(tmp);
    throw e;
  }
  fsyncDir(dirname(path));
}

/**
 * Moves `from` to `to`: a rename, or between file systems (EXDEV) a durable copy and then `from`
 * removed. When it throws, `from` is where it was and `to` was not made. A crash during a copy
 * can leave both (never neither).
 */
export function moveFileDurably(from: string, to: string, ops: FileOps = diskOps): void {
  try {
    ops.rename(from, to);
  } catch (e) {
    if (errorCode(e) !== 'EXDEV') throw e;
    writeFileDurably(to, readFileSync(from), ops);
    try {
      unlinkSync(from);
    } catch (e2) {
      rmQuietly(to);
      throw e2;
    }
  }
  fsyncDir(dirname(to));
  if (dirname(from) !== dirname(to)) fsyncDir(dirname(from));
}

/** Removes a file that may not be there; an error is not the one to report. */
export function rmQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // the caller's own error is the one to report
  }
}
