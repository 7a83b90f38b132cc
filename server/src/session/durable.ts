// Small fsync helpers: the game log and the card map must survive a crash or `kill -9`.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

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

/** Replaces `path` with `text` atomically: a crash leaves either the old or the new file. */
export function writeFileDurably(path: string, text: string): void {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    syncedFile(tmp, 'w', (fd) => writeSync(fd, text));
    renameSync(tmp, path);
  } catch (e) {
    // Disk full, a directory in the way…: the old file stays, and no half-written copy beside it.
    try {
      rmSync(tmp, { force: true });
    } catch {
      // the write's own error is the one to report
    }
    throw e;
  }
  fsyncDir(dirname(path));
}
