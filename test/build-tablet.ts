// Builds the tablet app from another root into `outDir`, with the tablet's own Vite plugin: the
// shared web-ui built as it is, only its root (an index.html and a main.tsx) is the test's own,
// giving the app the games or the screens a test adds (test/games/tally/ui/, test/screens/spyglass/ui/).
import { fileURLToPath } from 'node:url';

export async function buildTablet(root: URL, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { default: preact } = await import('@preact/preset-vite');
  await build({
    configFile: false,
    root: fileURLToPath(root),
    base: './',
    logLevel: 'warn',
    plugins: [preact({ prerender: { enabled: false } })],
    build: { outDir, emptyOutDir: true, target: 'es2020', reportCompressedSize: false },
  });
}
