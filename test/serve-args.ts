// `quartermaster serve` as the tests start it in a process of its own: on 127.0.0.1 at `port` (0: a
// free one), its data in `dataDir`, its address on stdout as a `--json` line, no QR code and no
// build of the tablet app; `more` after.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder: where `serve` runs. */
export const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The arguments to node for `quartermaster serve`. */
export function serveArgs(port: number, dataDir: string, more: readonly string[] = []): string[] {
  return [
    join(PROJECT, 'bin', 'quartermaster.mjs'),
    'serve',
    '--http-port',
    String(port),
    '--host',
    '127.0.0.1',
    '--data',
    dataDir,
    '--json',
    '--no-qr',
    '--skip-ui-build',
    ...more,
  ];
}
