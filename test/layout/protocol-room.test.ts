// The wire protocol is a room of its own at the bottom of the house: the server and the tablet
// both import it as `#protocol`; the tablet imports nothing of the server, and the protocol
// nothing of either (only typebox, and the rig check's report shapes from firmware-bridge).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'node_modules' || e.name === 'dist'
        ? []
        : files(join(dir, e.name))
      : /\.(ts|tsx|mjs)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** Each relative import of `file`, as a path from the project's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((m) => relative(ROOT, resolve(dirname(file), m[1] ?? '')));
}

/** `file → import` for each import of the files under `dir` that lands in one of `rooms`. */
function reaching(dir: string, rooms: string[]): string[] {
  return files(join(ROOT, dir)).flatMap((f) =>
    importsOf(f)
      .filter((i) => rooms.some((r) => i === r || i.startsWith(`${r}/`)))
      .map((i) => `${relative(ROOT, f)} → ${i}`),
  );
}

describe('the protocol room', () => {
  it('the tablet imports nothing of the server (the protocol is #protocol)', () => {
    expect(reaching('web-ui', ['server'])).toEqual([]);
  });

  it('the protocol imports nothing of the server or the tablet', () => {
    expect(reaching('protocol', ['server', 'web-ui', 'games', 'scale'])).toEqual([]);
  });

  it('nobody reaches the protocol by a path: `#protocol` is its one name', () => {
    const byPath = ['server', 'web-ui', 'games', 'test', 'bench', 'firmware-bridge', 'scripts'].flatMap((d) => reaching(d, ['protocol']));
    expect(byPath).toEqual([]);
  });
});
