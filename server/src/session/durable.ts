// Small fsync helpers: the game log, the games put away and the card maps must survive a crash or
// `kill -9`, a full disk and a data directory spread over several file systems.
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The file operations a full disk or another file system makes fail. Everything that writes the
 * data directory goes through them, so a test can make one fail (ENOSPC, EXDEV) without filling a
 * disk or mounting a second file system.
 */
export interface FileOps {
  /** rename(2): atomic; EXDEV when the two names are on different file systems. */
  rename(from: string, to: string): void;
  /** Creates (or empties) `path`, writes `data` and fsyncs it. */
  writeSynced(path: string, data: string | Uint8Array): void;
}

export const diskOps: FileOps = {
  rename: renameSync,
  writeSynced: (path, data) => syncedFile(path, 'w', (fd) => writeFileSync(fd, data)),
};

/** The error's code (ENOSPC, EXDEV…), if it is a system error. */
export const errorCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

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
