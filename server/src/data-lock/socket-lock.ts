// The hold on a data directory as a listening local socket, where there are no file locks (no
// build of fs-native-extensions for the platform). Binding fails atomically (EADDRINUSE) while
// the name is held, and the OS releases it when the holder dies, `kill -9` included. The name
// derives from the directory's identity (its device and inode), which every path to it shares: a
// bind mount, a symlink, `..`. On Linux the socket is in the abstract namespace (no file at all);
// on Windows it is a named pipe; elsewhere it is a socket file in the temp directory, taken over
// when nothing answers on it (ECONNREFUSED: its holder is gone).
// Any local user may bind the name first. The holder's answer is therefore never believed as it
// stands: on Linux the kernel must say that the process it names is the one listening (its
// descriptors in /proc hold the socket), and the words are checked before anyone repeats them.
// Abstract names belong to a network namespace: two containers, each with its own network,
// sharing one data directory do not see each other's hold (the file lock has no such gap).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCode } from '../session/durable.ts';

export type SocketKind = 'abstract' | 'pipe' | 'file';

/** What a holder says of itself ('' when nothing), and whether the OS vouches that it is the holder. */
export interface Answer {
  heldBy: string;
  vouched: boolean;
}
/** How long a holder may take to say who it is before the refusal goes without its name. */
const ANSWER_MS = 3000;
/** At most this much of an answer is read. */
const MAX_ANSWER = 1000;

/** The socket name for `dir`: its device and inode, the same by every path to it. */
export function socketFor(dir: string, kind: SocketKind): string {
  const { dev, ino } = statSync(dir, { bigint: true });
  const id = `quartermaster-${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`;
  if (kind === 'abstract') return `\0${id}`;
  if (kind === 'pipe') return `\\\\.\\pipe\\${id}`;
  return join(tmpdir(), `${id}.sock`);
}

export class SocketHold {
  private words = '';

  private constructor(
    private readonly server: Server,
    private readonly socket: string,
    private readonly kind: SocketKind,
  ) {
    server.on('connection', (c) => c.end(`${this.words}\n`));
  }

  /** Holds `dir`, or answers what the socket's holder says. */
  static async take(dir: string, kind: SocketKind): Promise<SocketHold | Answer> {
    const socket = socketFor(dir, kind);
    for (let attempt = 0; ; attempt++) {
      const server = createServer();
      try {
        await listen(server, socket);
        // The hold must never keep a process alive that has nothing else to do.
        server.unref();
        return new SocketHold(server, socket, kind);
      } catch (e) {
        if (errorCode(e) !== 'EADDRINUSE') throw e;
      }
      const answer = await ask(socket, kind);
      // Nobody answers: the holder has just died, or (a socket file) died long ago. Try again, once.
      if (answer === 'gone' && attempt === 0) {
        if (kind === 'file') rmSync(socket, { force: true });
        continue;
      }
      return answer === 'gone' ? { heldBy: '', vouched: true } : answer;
    }
  }

  /** What the holder of `dir` says, or null when nobody holds it. */
  static async look(dir: string, kind: SocketKind): Promise<Answer | null> {
    const answer = await ask(socketFor(dir, kind), kind);
    return answer === 'gone' ? null : answer;
  }

  say(words: string): void {
    this.words = words;
  }

  release(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => {
        // Only the file kind leaves something on disk; closing a unix server unlinks it already.
        if (this.kind === 'file') rmSync(this.socket, { force: true });
        resolve();
      });
    });
  }
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Asks the holder of `socket` who it is ('gone' if nobody listens). */
function ask(socket: string, kind: SocketKind): Promise<Answer | 'gone'> {
  return new Promise((resolve) => {
    let text = '';
    const c = createConnection({ path: socket });
    const timer = setTimeout(() => c.destroy(), ANSWER_MS);
    c.setEncoding('utf8');
    c.on('data', (d: string) => {
      text = (text + d).slice(0, MAX_ANSWER);
    });
    c.on('error', (e) => {
      clearTimeout(timer);
      resolve(errorCode(e) === 'ECONNREFUSED' || errorCode(e) === 'ENOENT' ? 'gone' : { heldBy: '', vouched: true });
    });
    c.on('close', (hadError) => {
      clearTimeout(timer);
      if (hadError) return;
      const words = text.split('\n')[0] ?? '';
      // Elsewhere nobody can tell who listens on a name: the words are only checked.
      resolve({ heldBy: words, vouched: kind !== 'abstract' || listensOn(socket, pidIn(words)) });
    });
  });
}

/** The pid the words name, read as the refusal reads them (the words are checked fully there). */
function pidIn(words: string): number | null {
  try {
    const pid: unknown = (JSON.parse(words) as { pid?: unknown } | null)?.pid;
    return Number.isSafeInteger(pid) ? (pid as number) : null;
  } catch {
    return null;
  }
}

/**
 * Whether process `pid`, of our own user, is listening on the abstract socket `name`, as the kernel
 * says: one of its descriptors is a socket whose inode /proc/net/unix lists as listening under that name.
 * False when it cannot be told (another user's process, no /proc).
 */
function listensOn(name: string, pid: number | null): boolean {
  if (pid === null) return false;
  try {
    const listening = new Set<string>();
    // Node binds an abstract name padded with NULs to the whole of sun_path; /proc shows each NUL as '@'.
    const shown = name.padEnd(108, '\0').replace(/\0/g, '@');
    for (const line of readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
      // Num RefCount Protocol Flags Type St Inode Path; flag 0x10000: the socket accepts connections.
      const f = line.trim().split(/\s+/);
      if (f[7] === shown && (Number.parseInt(f[3] ?? '0', 16) & 0x10000) !== 0 && f[6]) listening.add(`socket:[${f[6]}]`);
    }
    if (listening.size === 0) return false;
    // A server of ours runs as our user: another user's process is not one, whatever it says.
    if (statSync(`/proc/${pid}`).uid !== process.getuid?.()) return false;
    const fds = `/proc/${pid}/fd`;
    return readdirSync(fds).some((fd) => {
      try {
        return listening.has(readlinkSync(join(fds, fd)));
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false;
  }
}
