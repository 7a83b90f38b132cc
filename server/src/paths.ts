// Where a user's games and card map live: --data DIR, else QUARTERMASTER_DATA_DIR, else the
// XDG data directory (~/.local/share/quartermaster), so nothing is written inside the repo.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCK_FILE } from './data-lock/file-lock.ts';

export function dataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return resolve(flag);
  if (env.QUARTERMASTER_DATA_DIR) return resolve(env.QUARTERMASTER_DATA_DIR);
  const xdg = env.XDG_DATA_HOME;
  return join(xdg?.startsWith('/') ? xdg : join(homedir(), '.local', 'share'), 'quartermaster');
}

/** The files the server keeps in the data directory (server.lock: its hold): each must be a file if it is there. */
const DATA_FILES = ['game.jsonl', 'cards.json', 'hosts.json', LOCK_FILE];
/** Its folders: each deck's card map (cards/), the games put away (games/), what `quartermaster pair` leaves (pairing/). */
const DATA_DIRS = ['cards', 'games', 'pairing'];

/**
 * Creates the data directory if need be and checks the server can use it; the problem in words,
 * or null. Checked before anything starts, so `serve` can refuse at once instead of half-starting.
 */
export function dataDirProblem(dir: string): string | null {
  const reason = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  try {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      if (statSync(dir, { throwIfNoEntry: false })) return `${dir} is a file, not a directory`;
      mkdirSync(dir, { recursive: true });
    }
  } catch (e) {
    return `it cannot be created (${reason(e)})`;
  }
  try {
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (e) {
    return `it is not writable (${reason(e)})`;
  }
  for (const name of DATA_FILES) {
    const st = statSync(join(dir, name), { throwIfNoEntry: false });
    if (st && !st.isFile()) return `${name} in it is not a file`;
  }
  for (const name of DATA_DIRS) {
    const st = statSync(join(dir, name), { throwIfNoEntry: false });
    if (st && !st.isDirectory()) return `${name} in it is not a folder`;
  }
  return null;
}
