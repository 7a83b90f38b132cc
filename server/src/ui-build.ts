// Builds the tablet app with Vite when web-ui/dist is missing or older than its sources, so
// that `npm start` after `npm install` serves a current UI without a separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Tests beside the UI's code are not part of the app: editing them needs no rebuild. */
const NOT_IN_APP = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!NOT_IN_APP.test(e.name)) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

export function uiIsStale(webUiDir: string): boolean {
  const index = join(webUiDir, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [join(webUiDir, 'src'), join(webUiDir, 'public'), join(webUiDir, 'index.html'), join(webUiDir, 'vite.config.ts')].filter(existsSync);
  return sources.some((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > built);
}

/**
 * Runs `work` with NODE_ENV "production", then gives the caller its own back: the tablet's build is
 * the production one whatever NODE_ENV its caller runs under (vitest's is "test", with which Vite
 * bundles the libraries' development code: a larger first load than the shelf is allowed).
 */
export async function asProduction<T>(work: () => Promise<T>): Promise<T> {
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
  }
}

export async function buildUi(webUiDir: string, say: (msg: string) => void): Promise<void> {
  say('building the tablet app (web-ui) with Vite …');
  const t0 = performance.now();
  const { build } = await import('vite');
  await asProduction(() => build({ configFile: join(webUiDir, 'vite.config.ts'), logLevel: 'warn', mode: 'production' }));
  say(`tablet app built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
