// Shared server code never names a game: no registered game's id or name, and no deck's id or name,
// in server/src outside its tests (comments included: neutral words keep the table every game's).
// A game declares what it needs; the table serves it by those declarations (docs/adding-a-game.md).
// Computed from the registry, so a new game is covered the day it is registered.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decksOf } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

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
    for (const file of sources(join(root, 'server', 'src'))) {
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
