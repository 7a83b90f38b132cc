// The command's TypeScript as one bundle of plain JavaScript, built by esbuild at the first start
// after a change and reused until a source file changes. Loading a bundle takes less memory and
// start-up time than transforming each module through a loader thread (`npm run bench -- memory`).
// Each module's `import.meta.url` is kept as its source file's URL, so paths it builds from it
// (the tablet app, the firmware, a worker's entry) point where they did; packages stay external.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'quartermaster-server');
/** A build older than this that is no longer current is removed (a process may still be loading its chunks). */
const KEEP_OLD_MS = 10 * 60_000;

/** The current build's directory if every source file it was built from is unchanged, else null. */
function freshBuild(entry, cache) {
  let current;
  try {
    current = JSON.parse(readFileSync(join(cache, 'current.json'), 'utf8'));
  } catch {
    return null;
  }
  if (current.entry !== entry || current.node !== process.version) return null;
  for (const [file, mtimeMs] of Object.entries(current.inputs)) {
    try {
      if (statSync(file).mtimeMs !== mtimeMs) return null;
    } catch {
      return null;
    }
  }
  return current.dir;
}

const keepSourceUrl = {
  name: 'keep-source-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

async function buildBundle(entry, cache) {
  const { build, stop } = await import('esbuild');
  const dir = join(cache, `build-${Date.now()}-${process.pid}`);
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      splitting: true,
      outdir: dir,
      metafile: true,
      logLevel: 'silent',
      plugins: [keepSourceUrl],
    });
    const inputs = {};
    for (const file of Object.keys(result.metafile.inputs)) {
      const path = resolve(file);
      inputs[path] = statSync(path).mtimeMs;
    }
    const current = join(cache, 'current.json');
    writeFileSync(`${current}.${process.pid}`, JSON.stringify({ entry, node: process.version, dir, inputs }));
    renameSync(`${current}.${process.pid}`, current);
    return dir;
  } finally {
    stop();
  }
}

function removeOldBuilds(keep, cache) {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (!name.startsWith('build-') || path === keep) continue;
    if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** The URL of `entry` (a path from the repository's root, or absolute) as a bundle kept in `cache`, built first if it is stale. */
export async function bundled(entry, cache = CACHE) {
  const path = resolve(ROOT, entry);
  mkdirSync(cache, { recursive: true });
  const dir = freshBuild(path, cache) ?? (await buildBundle(path, cache));
  removeOldBuilds(dir, cache);
  return pathToFileURL(join(dir, basename(path).replace(/\.[cm]?ts$/, '.js'))).href;
}
