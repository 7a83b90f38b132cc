// The build's list of the files its modules came from (dist/.vite/inputs.json), the protocol, the
// games' rules and the rig's wiring outside web-ui included, so that server/src/ui-build.ts can tell
// a built tablet app from one older than a file it was built from.
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes its list, under its output folder. */
export const INPUTS = join('.vite', 'inputs.json');

export function buildInputs(root: string): Plugin {
  let outDir = join(root, 'dist');
  return {
    name: 'quartermaster-build-inputs',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      // Real files only (no virtual module, no query), and none of node_modules: an install sets
      // its files' times to npm's fixed date, which says nothing about when they changed.
      const files = [...this.getModuleIds()]
        .map((id) => id.replace(/\?.*$/, ''))
        .filter((id) => isAbsolute(id) && !id.includes('/node_modules/'))
        .map((id) => relative(root, id));
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, INPUTS), `${JSON.stringify([...new Set(files)].sort(), null, 1)}\n`);
    },
  };
}
