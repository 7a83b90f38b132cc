// What the tablet downloads, from the build's manifest (web-ui/dist/.vite/manifest.json): the
// shelf's first load (the entry and every chunk it imports, with their CSS), and what each chunk
// loaded on demand (a game's screens, a deck's faces) adds to it. Sizes gzipped at level 9, as a
// server or a proxy would send them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Download {
  /** The files (under dist/), scripts and stylesheets. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

export interface Downloads {
  shelf: Download;
  /** What each on-demand chunk adds to the shelf's, by its source (`src/games/loot/index.tsx`);
   * `file`: the chunk itself. */
  onDemand: Record<string, Download & { file: string }>;
}

/** Every file `key` needs: its chunk, the chunks it imports statically, and all their CSS. */
function closure(manifest: Manifest, key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const k of chunk.imports ?? []) closure(manifest, k, into, seen);
  return into;
}

function measure(dist: string, files: Iterable<string>): Download {
  const list = [...files].sort();
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const f of list) {
    const body = readFileSync(join(dist, f));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: list, gzipBytes, rawBytes };
}

/** The shelf's download and each on-demand chunk's, from a built web-ui/dist. */
export function downloads(dist: string): Downloads {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error(`${dist}: the manifest names no entry`);
  const shelf = closure(manifest, entry);
  const onDemand: Downloads['onDemand'] = {};
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry)
      onDemand[chunk.src ?? key] = {
        ...measure(
          dist,
          [...closure(manifest, key)].filter((f) => !shelf.has(f)),
        ),
        file: chunk.file,
      };
  return { shelf: measure(dist, shelf), onDemand };
}

/** The gzipped size of one built file, as `downloads` counts it. */
export const gzipBytesOf = (dist: string, file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
