// Builds the tablet app into web-ui/dist, which the server serves as static files.
// Everything is bundled (no CDN): the tablet must work on a table with no internet.
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { buildInputs } from './build-inputs.ts';
import { shortIds } from './short-ids.ts';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The games' rules' modules (every .ts file under games/), by their absolute path. */
const gamesRules = new RegExp(`^${fileURLToPath(new URL('../games/', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.ts$`);

export default defineConfig({
  root,
  base: './',
  plugins: [shortIds(fileURLToPath(new URL('./src/', import.meta.url))), preact({ prerender: { enabled: false } }), buildInputs(root)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks the shelf needs and which each game's screens add
    // (web-ui/download.ts, `npm run bench`).
    manifest: true,
    rolldownOptions: {
      // The games' rules (reached through `#games`, games/face.ts) are pure modules: each chunk
      // keeps only what it uses of them, so the shelf does not come down with every game's rules.
      treeshake: { moduleSideEffects: [{ test: gamesRules, sideEffects: false }] },
      // The modules the shelf and the screens loaded later share (preact, Lingui, the shell's store,
      // its formats, the games' loader) in one chunk that comes with the shelf, not four small
      // ones: each chunk costs the shelf's first load its own gzip frame and imports.
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'shell',
              test: /[\\/]node_modules[\\/](preact|@lingui)[\\/]|[\\/]web-ui[\\/]src[\\/](store|context|i18n[\\/](i18n|languages|format))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite --config web-ui/vite.config.ts` during development, next to `quartermaster serve`
    // on its default HTTP port (server/cli/serve.ts: 7777). The table serves only requests that
    // name it, port included, from its own page: the upgrade goes to it as if from there.
    proxy: { '/ws': { target: 'ws://localhost:7777', ws: true, changeOrigin: true, headers: { origin: 'http://localhost:7777' } } },
  },
});
