// Builds the tablet app with Vite, in a child process, when web-ui/dist is missing or older than its
// sources, so that `npm start` after `npm install` serves a current UI without a separate build step.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

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

/** A relative import of a config's module (`from './short-ids.ts'`, `import('../scripts/x.ts')`). */
const LOCAL_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** `file` and the local modules it imports, transitively: what Vite reads to load its config. */
export function localImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) localImports(resolve(dirname(file), m[1]!), seen);
  return seen;
}

/** The files the last build's modules came from, as it listed them (web-ui/build-inputs.ts), outside web-ui too. */
function builtFrom(webUiDir: string): string[] {
  const list = join(webUiDir, 'dist', '.vite', 'inputs.json');
  if (!existsSync(list)) return [];
  const files: unknown = JSON.parse(readFileSync(list, 'utf8'));
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string').map((f) => resolve(webUiDir, f)) : [];
}

/** Whether the tablet app must be built: no build, or a file it is built from changed since. Those
 * are web-ui's sources and its public files, its vite.config.ts with every local module that
 * imports (the short ids' plugin and the catalogues' scripts), and every file the last build's
 * modules came from (the protocol, the games' rules, the rig's wiring). */
export function uiIsStale(webUiDir: string): boolean {
  const index = join(webUiDir, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    join(webUiDir, 'src'),
    join(webUiDir, 'public'),
    join(webUiDir, 'index.html'),
    ...localImports(join(webUiDir, 'vite.config.ts')),
    ...builtFrom(webUiDir),
  ].filter(existsSync);
  return sources.some((s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > built);
}

/** Vite's command line, from this project's own Vite. */
const VITE_BIN = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * Builds the tablet app in a child process: Vite and its bundler stay out of the caller's memory
 * (a server built in its own process kept hundreds of megabytes of it for its whole life). The
 * build is the production one whatever NODE_ENV the caller runs under (vitest's is "test", with
 * which Vite bundles the libraries' development code: a larger first load than the shelf is
 * allowed). Its output goes to stderr: a caller's stdout may be a JSON line (`serve --json`).
 */
export async function buildUi(webUiDir: string, say: (msg: string) => void): Promise<void> {
  say('building the tablet app (web-ui) with Vite …');
  const t0 = performance.now();
  const args = [VITE_BIN, 'build', '--config', join(webUiDir, 'vite.config.ts'), '--logLevel', 'warn', '--mode', 'production'];
  const child = spawn(process.execPath, args, { cwd: webUiDir, env: buildEnv(process.env), stdio: ['ignore', process.stderr, process.stderr] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, signal) => resolve(signal ? null : c));
  });
  if (code !== 0) throw new Error(code === null ? 'Vite was stopped before the build was done' : `Vite stopped with exit status ${code}`);
  say(`tablet app built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The build's environment: the caller's, with NODE_ENV "production". */
export function buildEnv(callers: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...callers, NODE_ENV: 'production' };
}
