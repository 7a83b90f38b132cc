// The hold on a data directory as a lock on a file inside it (`server.lock`): the kernel keys the
// lock by the file itself, so every path to the directory meets the same lock (a bind mount, a
// symlink, `..`, another mount of the same file system, another container sharing the folder, a
// network share whose server keeps locks), and releases it when its holder's descriptor closes,
// `kill -9` included. Nobody else can take it first: the file is made readable and writable by
// the server's own user only, and an exclusive lock needs a descriptor open for writing.
// fs-native-extensions locks an open file description (Linux OFD locks, BSD flock on macOS,
// LockFileEx on Windows), so a second open in the same process is refused as well.
// The holder writes who it is into the file, for the refusal of a second server.
import { closeSync, constants, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Answer } from './socket-lock.ts';
import { errorCode } from '../session/durable.ts';

/** The file whose lock is the hold, in the data directory. */
export const LOCK_FILE = 'server.lock';

/** fs-native-extensions' calls used here (CommonJS without types). */
interface FileLocks {
  tryLock(fd: number, offset: number, length: number): boolean;
  unlock(fd: number, offset: number, length: number): void;
}

let loaded: FileLocks | null | undefined;
/** The file locks, or null where fs-native-extensions has no build for this platform. */
export function fileLocks(): FileLocks | null {
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)('fs-native-extensions') as FileLocks;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

/**
 * The byte locked: past anything the file holds, so that reading who holds it is never blocked
 * (Windows locks keep others from reading what they cover). macOS locks the whole file, advisory.
 */
const AT = 2 ** 40;
/** How much of the file is read for the holder's words (they are one short line). */
const MAX_WORDS = 1024;

export class FileHold {
  private constructor(
    private readonly locks: FileLocks,
    private readonly fd: number,
  ) {}

  /**
   * Holds `dir` (which exists), or answers what the file says of its holder when another has it
   * (vouched for: only the server's own user can write the file).
   */
  static take(dir: string, locks: FileLocks): FileHold | Answer {
    const fd = openSync(join(dir, LOCK_FILE), constants.O_RDWR | constants.O_CREAT, 0o600);
    if (locks.tryLock(fd, AT, 1)) return new FileHold(locks, fd);
    const heldBy = readWords(fd);
    closeSync(fd);
    return { heldBy, vouched: true };
  }

  /** What the file says of its holder, or null when nobody holds `dir`. */
  static look(dir: string, locks: FileLocks): Answer | null {
    let fd: number;
    try {
      fd = openSync(join(dir, LOCK_FILE), constants.O_RDWR);
    } catch (e) {
      if (errorCode(e) === 'ENOENT') return null;
      throw e;
    }
    try {
      if (!locks.tryLock(fd, AT, 1)) return { heldBy: readWords(fd), vouched: true };
      locks.unlock(fd, AT, 1);
      return null;
    } finally {
      closeSync(fd);
    }
  }

  /** Says who holds the directory: one line, written over what an earlier holder left. */
  say(words: string): void {
    const line = Buffer.from(`${words}\n`);
    writeSync(this.fd, line, 0, line.length, 0);
    ftruncateSync(this.fd, line.length);
  }

  release(): void {
    ftruncateSync(this.fd, 0);
    this.locks.unlock(this.fd, AT, 1);
    closeSync(this.fd);
  }
}

/** The file's first line (the holder's words), or '' when it has none yet. */
function readWords(fd: number): string {
  const buf = Buffer.alloc(MAX_WORDS);
  const n = readSync(fd, buf, 0, MAX_WORDS, 0);
  return buf.subarray(0, n).toString('utf8').split('\n')[0] ?? '';
}
