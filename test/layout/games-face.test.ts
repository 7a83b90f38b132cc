// The tablet reaches the games through one face, `#games` (games/face.ts), as it reaches the wire
// through `#protocol`: its screens may change how a game is built inside without following it.
// The tablet's tests may drive a game's rules directly (its scripted tables, its engine), and the
// build's own tools beside web-ui/src (the short-ids plugin keys a game's phrases as the game does)
// are no part of the tablet.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundIn, relativeImports, root } from './source-files.ts';

/** The files under games/ that `file` imports by a path. */
function gamesByPath(file: string, text: string): string[] {
  return relativeImports(file, text)
    .map((to) => relative(root, to))
    .filter((to) => to.startsWith('games/'));
}

describe("the games' face", () => {
  it('no file of the tablet but its tests imports games/ by a path', () => {
    const found = foundIn(join(root, 'web-ui', 'src'), gamesByPath);
    expect(found).toEqual([]);
  });

  it('the check finds an import of a game by a path, static or dynamic, and lets `#games` be', () => {
    const file = join(root, 'web-ui', 'src', 'games', 'loot', 'x.ts');
    const text = [
      "import { addToBattle, type LootView } from '#games';",
      "import type { SessionState } from '#protocol';",
      "import { card } from '../../../../games/loot/cards.ts';",
      "const m = await import('../../../../games/core/teach.ts');",
      "import { sides } from './model.ts';",
    ].join('\n');
    expect(gamesByPath(file, text)).toEqual(['games/loot/cards.ts', 'games/core/teach.ts']);
  });
});
