// Only `quartermaster` (server/cli) composes a table's games: the server takes the registry it is
// given and never reaches for every registered game itself, so a table refereeing a test's own game
// gets only that game (and a test of every game says so: test/every-game.ts).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

const REGISTRY = /games\/index\.ts/;

describe('the composer of a table', () => {
  it('no file of server/src (but its tests) imports the registry of every game', () => {
    const found = sourceFiles(join(root, 'server', 'src')).filter((f) => REGISTRY.test(readFileSync(f, 'utf8')));
    expect(found.map((f) => relative(root, f))).toEqual([]);
  });

  it('the check finds the composer where it is: quartermaster serve', () => {
    expect(REGISTRY.test(readFileSync(join(root, 'server', 'cli', 'serve.ts'), 'utf8'))).toBe(true);
  });
});
