// What `quartermaster pair` leaves for the running table, in the data directory's `pairing/`
// folder: one-time codes that make a tablet host, and a request to forget every host tablet.
// Only whoever may write the data directory (the table's own user, on the server machine) can
// leave them, or a tablet already host, whose host link for another tablet is such a code (no
// power beyond a host's own). A code is kept as the SHA-256 of it (the file's name), so reading the
// folder gives no code away; it works once (the file is removed as it is used: of two tablets
// presenting it, one wins) and for CODE_MS.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode, writeFileDurably } from '../session/durable.ts';

export const PAIRING_DIR = 'pairing';
/** How long a code of `quartermaster pair` works. */
export const CODE_MS = 10 * 60_000;
/** The request to forget every host tablet, taken by the running table (or at its next start). */
export const FORGET_REQUEST = 'forget-all';

const CODE = /^[A-Za-z0-9_-]{22}$/;
const CODE_FILE = /^code-[0-9a-f]{64}\.json$/;
const codeFile = (dir: string, code: string): string => join(dir, PAIRING_DIR, `code-${createHash('sha256').update(code).digest('hex')}.json`);

/** The folder, made if missing. */
export function pairingDir(dataDir: string): string {
  const dir = join(dataDir, PAIRING_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A new one-time code (128 random bits) that makes a tablet host within CODE_MS; `from` names the
 * host tablet whose host link it is (for the log), none for `quartermaster pair`.
 */
export function makePairCode(dataDir: string, now = Date.now(), from?: string): string {
  pairingDir(dataDir);
  sweepExpired(dataDir, now);
  const code = randomBytes(16).toString('base64url');
  writeFileDurably(codeFile(dataDir, code), `${JSON.stringify({ expires: now + CODE_MS, ...(from ? { from } : {}) })}\n`);
  return code;
}

/** Uses up `code`: what made it (a host tablet's name, or null for `quartermaster pair`) when it was unused and in time, else undefined. */
export function usePairCode(dataDir: string, code: string, now = Date.now()): { from: string | null } | undefined {
  if (!CODE.test(code)) return undefined;
  const path = codeFile(dataDir, code);
  let made: { expires?: unknown; from?: unknown };
  try {
    made = JSON.parse(readFileSync(path, 'utf8')) as { expires?: unknown; from?: unknown };
    unlinkSync(path);
  } catch {
    return undefined; // no such code, or another tablet used it first
  }
  if (typeof made.expires !== 'number' || now > made.expires) return undefined;
  return { from: typeof made.from === 'string' ? made.from : null };
}

/** Uses up `code`: true when it was a code of `quartermaster pair` or a host link, unused and in time. */
export function redeemPairCode(dataDir: string, code: string, now = Date.now()): boolean {
  return usePairCode(dataDir, code, now) !== undefined;
}

/** Withdraws `code`: true when it was there to withdraw (unused, whether or not in time). */
export function withdrawPairCode(dataDir: string, code: string): boolean {
  if (!CODE.test(code)) return false;
  try {
    unlinkSync(codeFile(dataDir, code));
    return true;
  } catch {
    return false;
  }
}

/**
 * Withdraws every code still pending (host links and `quartermaster pair`'s alike), as forgetting
 * every host tablet does: a link made before it would otherwise make a new host after it. How many
 * there were; throws when one cannot be removed (it would still work).
 */
export function withdrawAllPairCodes(dataDir: string): number {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, PAIRING_DIR));
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return 0;
    throw e;
  }
  let n = 0;
  for (const name of names) {
    if (!CODE_FILE.test(name)) continue;
    try {
      unlinkSync(join(dataDir, PAIRING_DIR, name));
      n++;
    } catch (e) {
      if (errorCode(e) !== 'ENOENT') throw e; // used meanwhile: gone all the same
    }
  }
  return n;
}

/** Removes the codes whose time is up (they would never work again). */
export function sweepExpired(dataDir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, PAIRING_DIR));
  } catch {
    return;
  }
  for (const name of names) {
    if (!CODE_FILE.test(name)) continue;
    const path = join(dataDir, PAIRING_DIR, name);
    try {
      const { expires } = JSON.parse(readFileSync(path, 'utf8')) as { expires?: unknown };
      if (typeof expires !== 'number' || expires < now) unlinkSync(path);
    } catch {
      // taken meanwhile, or not ours to judge
    }
  }
}

/** Leaves the request to forget every host tablet for the table. */
export function requestForgetAll(dataDir: string): void {
  pairingDir(dataDir);
  writeFileDurably(join(dataDir, PAIRING_DIR, FORGET_REQUEST), `${new Date().toISOString()}\n`);
}

/** Whether the request is still there (the table has not taken it yet). */
export function forgetRequested(dataDir: string): boolean {
  return statSync(join(dataDir, PAIRING_DIR, FORGET_REQUEST), { throwIfNoEntry: false }) !== undefined;
}

/** Takes the request: true when there was one (it is gone then). */
export function takeForgetRequest(dataDir: string): boolean {
  try {
    unlinkSync(join(dataDir, PAIRING_DIR, FORGET_REQUEST));
    return true;
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return false;
    throw e;
  }
}
