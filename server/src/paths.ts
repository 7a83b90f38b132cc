// Where a user's games and card map live: --data DIR, else QUARTERMASTER_DATA_DIR, else the
// XDG data directory (~/.local/share/quartermaster), so nothing is written inside the repo.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function dataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return resolve(flag);
  if (env.QUARTERMASTER_DATA_DIR) return resolve(env.QUARTERMASTER_DATA_DIR);
  const xdg = env.XDG_DATA_HOME;
  return join(xdg?.startsWith('/') ? xdg : join(homedir(), '.local', 'share'), 'quartermaster');
}
