// The tablet app's download: builds web-ui (vite) and prints the gzipped size of its JS and CSS:
// all of it, the shelf's first load, and what opening each game adds (its screens' chunks, loaded
// on demand). A tablet on a poor table-side Wi-Fi should get the shelf in one breath.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { downloads } from '../web-ui/download.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web-ui', 'dist');
const assets = join(dist, 'assets');

process.stderr.write('ui bench: building web-ui …\n');
const t0 = performance.now();
const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'web-ui/vite.config.ts', '--logLevel', 'warn'],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (build.status !== 0) {
  process.stderr.write('ui bench: vite build failed\n');
  process.exit(1);
}
const buildMs = performance.now() - t0;

const sizes = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
for (const f of readdirSync(assets)) {
  const kind = f.endsWith('.js') ? 'js' : f.endsWith('.css') ? 'css' : null;
  if (!kind) continue;
  const body = readFileSync(join(assets, f));
  sizes[kind].raw += body.length;
  sizes[kind].gzip += gzipSync(body, { level: 9 }).length;
  sizes[kind].files++;
}
const { shelf, onDemand } = downloads(dist);
// `src/games/loot/index.tsx` → `loot`; other on-demand chunks (a deck's faces) by their file.
const name = (src: string): string => /^src\/games\/([^/]+)\/index\.tsx$/.exec(src)?.[1] ?? src.replace(/^src\//, '');
console.log(
  JSON.stringify({
    shelfGzipBytes: shelf.gzipBytes,
    shelfFiles: shelf.files.length,
    onDemandGzipBytes: Object.fromEntries(Object.entries(onDemand).map(([src, d]) => [name(src), d.gzipBytes])),
    jsGzipBytes: sizes.js.gzip,
    cssGzipBytes: sizes.css.gzip,
    totalGzipBytes: sizes.js.gzip + sizes.css.gzip,
    jsRawBytes: sizes.js.raw,
    cssRawBytes: sizes.css.raw,
    files: sizes.js.files + sizes.css.files,
    buildMs: Math.round(buildMs),
  }),
);
