// Shared server code never names a game: no registered game's id or name, and no deck's id or name,
// in server/src outside its tests (comments included: neutral words keep the table every game's).
// A game declares what it needs; the table serves it by those declarations (docs/adding-a-game.md).
// Computed from the registry, so a new game is covered the day it is registered.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decksOf } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';
import { root, sourceFiles } from './source-files.ts';

/** Every way a game or deck is named: ids, names, and names without their punctuation ("Plunder"). */
function gameWords(): string[] {
  const words = new Set<string>();
  for (const m of registry.values()) {
    words.add(m.id);
    words.add(m.description.name);
    words.add(m.description.name.replace(/[^\p{L}\p{N} ']/gu, '').trim());
  }
  for (const d of decksOf(registry)) words.add(d.id);
  return [...words].filter((w) => w.length >= 3);
}

describe('shared server code names no game', () => {
  it('no file of server/src (but its tests) names a registered game or its deck', () => {
    const words = gameWords();
    const found: string[] = [];
    for (const file of sourceFiles(join(root, 'server', 'src'))) {
      const text = readFileSync(file, 'utf8').toLowerCase();
      for (const w of words) if (text.includes(w.toLowerCase())) found.push(`${relative(root, file)}: ${w}`);
    }
    expect(found).toEqual([]);
  });

  it('the check finds a name where there is one', () => {
    expect(gameWords()).toEqual(expect.arrayContaining([...registry.keys()]));
    expect(gameWords().length).toBeGreaterThan(registry.size);
  });
});
