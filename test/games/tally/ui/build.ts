// Builds the tablet app with Tally's screens (main.tsx) into `outDir`, with the tablet's own Vite
// plugin: the shared web-ui is built as it is, only its root is Tally's.
import { fileURLToPath } from 'node:url';

export async function buildTallyUi(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { default: preact } = await import('@preact/preset-vite');
  await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: './',
    logLevel: 'warn',
    plugins: [preact({ prerender: { enabled: false } })],
    build: { outDir, emptyOutDir: true, target: 'es2020', reportCompressedSize: false },
  });
}
