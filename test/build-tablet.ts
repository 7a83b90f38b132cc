// Builds the tablet app with another root module into `outDir`, with the tablet's own Vite plugin:
// the shared web-ui built as it is, only its `main` (a main.tsx) is the test's own, giving the app
// the games or the screens a test adds (test/games/tally/ui/, test/screens/spyglass/ui/). Every such
// build has the one page of test/tablet-root/, titled `title`.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The page's script, `/@tablet-main`, is the test's `main`; its title, the build's own. */
const testRoot = (main: URL, title: string): Plugin => ({
  name: 'quartermaster-test-root',
  resolveId: (id) => (id === '/@tablet-main' ? fileURLToPath(main) : null),
  transformIndexHtml: (html) => html.replace('<title>Quartermaster</title>', `<title>${title}</title>`),
});

export async function buildTablet(main: URL, title: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { default: preact } = await import('@preact/preset-vite');
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./tablet-root/', import.meta.url)),
    base: './',
    logLevel: 'warn',
    plugins: [testRoot(main, title), preact({ prerender: { enabled: false } })],
    build: { outDir, emptyOutDir: true, target: 'es2020', reportCompressedSize: false },
  });
}
