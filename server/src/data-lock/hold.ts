// One server per data directory. Two servers on one directory would both append to game.jsonl and
// both acknowledge inputs that the next restart cannot replay, so the directory is held while a
// table is open and a second one is refused, naming the process that holds it.
//
// The hold is a lock on a file inside the directory (file-lock.ts): the same lock by every path to
// the directory, nobody else's to take first, and released by the OS when its holder dies, `kill
// -9` included, so nothing is ever left stale. (proper-lockfile and the like make a directory and
// guess staleness from its mtime: a holder killed leaves it behind for a while, and a live holder
// that stalls can lose it.) Where fs-native-extensions has no build for the platform, a local
// socket named from the directory's identity holds it instead (socket-lock.ts).
// The refusal repeats what the holder says of itself only once it is checked: a process id, and
// an address of this machine; anything else is "not a quartermaster server", in our own words.
import { existsSync, mkdirSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { FileHold, fileLocks } from './file-lock.ts';
import { type Answer, SocketHold, type SocketKind } from './socket-lock.ts';
import { errorCode } from '../session/durable.ts';

/** Who holds a data directory, as the holder says. */
export interface Holder {
  pid: number;
  /** The server's address, once it listens. */
  url?: string;
}

/** Who holds it as far as can be told: a holder, one that has not said yet, or a stranger. */
export type HeldBy = Holder | 'unknown' | 'stranger';

export type HoldKind = 'lock' | SocketKind;
/** The file lock wherever fs-native-extensions loads; a socket elsewhere. */
export function defaultKind(): HoldKind {
  if (fileLocks()) return 'lock';
  return process.platform === 'linux' ? 'abstract' : process.platform === 'win32' ? 'pipe' : 'file';
}

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: HeldBy,
  ) {
    super(
      holder === 'stranger'
        ? `the data directory ${dir} is held by something that is not a quartermaster server (it took the name of the directory's hold and does not answer as a quartermaster server would): stop it or use --data DIR`
        : `the data directory ${dir} is in use by ${holderWords(holder)}: stop it first or use --data DIR`,
    );
  }
}

function holderWords(holder: Holder | 'unknown'): string {
  if (holder === 'unknown') return 'another quartermaster serve (it did not say which process)';
  const who = holder.pid === process.pid ? 'this process' : `quartermaster serve, process ${holder.pid}`;
  return `${who}${holder.url ? ` (${holder.url})` : ''}`;
}

export class DataHold {
  private readonly holder: Holder = { pid: process.pid };

  private constructor(private readonly held: FileHold | SocketHold) {
    held.say(JSON.stringify(this.holder));
  }

  /** Holds `dir` (made if missing) for this process, or throws DataDirInUse naming its holder. */
  static async take(dir: string, kind: HoldKind = defaultKind()): Promise<DataHold> {
    mkdirSync(dir, { recursive: true });
    const locks = kind === 'lock' ? fileLocks() : null;
    if (kind === 'lock' && !locks) throw new Error('file locks are not available on this platform');
    const got = locks ? FileHold.take(dir, locks) : await SocketHold.take(dir, kind as SocketKind);
    if (got instanceof FileHold || got instanceof SocketHold) return new DataHold(got);
    throw new DataDirInUse(dir, heldBy(got));
  }

  /** Who holds `dir` now, or null when nobody does (a look before opening a device; `take` decides). */
  static async holderOf(dir: string, kind: HoldKind = defaultKind()): Promise<HeldBy | null> {
    if (!existsSync(dir)) return null;
    const locks = kind === 'lock' ? fileLocks() : null;
    const answer = locks ? FileHold.look(dir, locks) : await SocketHold.look(dir, kind as SocketKind);
    return answer === null ? null : heldBy(answer);
  }

  /** The address given to whoever asks, once the server listens. */
  set url(url: string) {
    this.holder.url = url;
    this.held.say(JSON.stringify(this.holder));
  }

  async release(): Promise<void> {
    await this.held.release();
  }
}

/**
 * What a holder's words may be repeated as: a live process's id, and its address only when it is
 * http(s) on this machine; words that are no holder's come from a stranger.
 */
export function heldBy({ heldBy: words, vouched }: Answer): HeldBy {
  if (words === '') return 'unknown';
  if (!vouched) return 'stranger';
  let raw: unknown;
  try {
    raw = JSON.parse(words);
  } catch {
    return 'stranger';
  }
  if (typeof raw !== 'object' || raw === null) return 'stranger';
  const { pid, url } = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return 'stranger';
  // Words left by a holder that died, read before the new holder wrote its own.
  if (!alive(pid as number)) return 'unknown';
  const shown = localUrl(url);
  return { pid: pid as number, ...(shown ? { url: shown } : {}) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
}

/** `url` as a server of ours gives it (http(s), a name or address of this machine, a port), or undefined. */
export function localUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 200) return undefined;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || u.pathname !== '/' || u.search || u.hash) return undefined;
  return localNames().has(u.hostname.replace(/^\[|\]$/g, '').toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(u.hostname) ? u.origin : undefined;
}

/** This machine's names and addresses. */
function localNames(): Set<string> {
  const names = new Set(['localhost', hostname().toLowerCase(), `${hostname().toLowerCase()}.local`]);
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.add(a.address.toLowerCase());
  return names;
}
