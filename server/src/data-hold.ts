// One server per data directory. Two servers on one directory would both append to game.jsonl and
// both acknowledge inputs that the next restart cannot replay, so the directory is held while a
// table is open and a second one is refused, naming the process that holds it.
//
// The hold is a listening local socket whose name derives from the directory's real path, not a
// lock file: binding fails atomically (EADDRINUSE) while it is held, and the OS releases it when
// the holder dies, `kill -9` included, so nothing is ever left stale. (proper-lockfile and the like
// make a directory and guess staleness from its mtime: a holder killed leaves it behind for a
// while, and a live holder that stalls can lose it.) On Linux the socket is in the abstract
// namespace (no file at all); on Windows it is a named pipe; elsewhere it is a socket file in the
// temp directory, taken over when nothing answers on it (ECONNREFUSED: its holder is gone).
// The holder answers whoever connects with its process id and address, for the refusal.
// Abstract names belong to a network namespace: two containers, each with its own network,
// sharing one data directory do not see each other's hold (run them with one network, or not at all).
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCode } from './session/durable.ts';

/** Who holds a data directory, as the holder says. */
export interface Holder {
  pid: number;
  /** The server's address, once it listens. */
  url?: string;
}

export type HoldKind = 'abstract' | 'pipe' | 'file';
const DEFAULT_KIND: HoldKind = process.platform === 'linux' ? 'abstract' : process.platform === 'win32' ? 'pipe' : 'file';
/** How long a holder may take to say who it is before the refusal goes without its name. */
const ANSWER_MS = 3000;

/** The socket name for `dir` (its real path, so two spellings of one directory are one hold). */
export function socketFor(dir: string, kind: HoldKind): string {
  const id = `quartermaster-${createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32)}`;
  if (kind === 'abstract') return `\0${id}`;
  if (kind === 'pipe') return `\\\\.\\pipe\\${id}`;
  return join(tmpdir(), `${id}.sock`);
}

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder | null,
  ) {
    const who = holder
      ? `${holder.pid === process.pid ? 'this process' : `quartermaster serve, process ${holder.pid}`}${holder.url ? ` (${holder.url})` : ''}`
      : 'another quartermaster serve (it did not say which process)';
    super(`the data directory ${dir} is in use by ${who}: stop it first or use --data DIR`);
  }
}

export class DataHold {
  private readonly holder: Holder = { pid: process.pid };

  private constructor(
    private readonly server: Server,
    private readonly socket: string,
    private readonly kind: HoldKind,
  ) {
    server.on('connection', (c) => c.end(`${JSON.stringify(this.holder)}\n`));
  }

  /** Holds `dir` (made if missing) for this process, or throws DataDirInUse naming its holder. */
  static async take(dir: string, kind: HoldKind = DEFAULT_KIND): Promise<DataHold> {
    mkdirSync(dir, { recursive: true });
    const socket = socketFor(dir, kind);
    for (let attempt = 0; ; attempt++) {
      const server = createServer();
      try {
        await listen(server, socket);
        // The hold must never keep a process alive that has nothing else to do.
        server.unref();
        return new DataHold(server, socket, kind);
      } catch (e) {
        if (errorCode(e) !== 'EADDRINUSE') throw e;
      }
      const answer = await ask(socket);
      // Nobody answers: the holder has just died, or (a socket file) died long ago. Try again, once.
      if (answer === 'gone' && attempt === 0) {
        if (kind === 'file') rmSync(socket, { force: true });
        continue;
      }
      throw new DataDirInUse(dir, answer === 'gone' ? null : answer);
    }
  }

  /** Who holds `dir` now, or null when nobody does (a look before opening a device; `take` decides). */
  static async holderOf(dir: string, kind: HoldKind = DEFAULT_KIND): Promise<Holder | 'unknown' | null> {
    let socket: string;
    try {
      socket = socketFor(dir, kind);
    } catch {
      return null; // no such directory: nobody holds it
    }
    const answer = await ask(socket);
    return answer === 'gone' ? null : answer === null ? 'unknown' : answer;
  }

  /** The address given to whoever asks, once the server listens. */
  set url(url: string) {
    this.holder.url = url;
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

/** Asks the holder of `socket` who it is: its answer, null if it gave none, 'gone' if nobody listens. */
function ask(socket: string): Promise<Holder | null | 'gone'> {
  return new Promise((resolve) => {
    let text = '';
    const c = createConnection({ path: socket });
    const timer = setTimeout(() => c.destroy(), ANSWER_MS);
    c.setEncoding('utf8');
    c.on('data', (d: string) => {
      text += d.slice(0, 1000);
    });
    c.on('error', (e) => {
      clearTimeout(timer);
      resolve(errorCode(e) === 'ECONNREFUSED' || errorCode(e) === 'ENOENT' ? 'gone' : null);
    });
    c.on('close', (hadError) => {
      clearTimeout(timer);
      if (!hadError) resolve(parseHolder(text));
    });
  });
}

function parseHolder(text: string): Holder | null {
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { pid, url } = raw as Record<string, unknown>;
    if (!Number.isInteger(pid)) return null;
    return { pid: pid as number, ...(typeof url === 'string' ? { url: url.slice(0, 200) } : {}) };
  } catch {
    return null;
  }
}
