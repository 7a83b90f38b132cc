// What defineGame fills for every game: an input that is no JSON object is refused in one sentence
// before a game reads its fields, so a game's own reader is handed objects only.
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { defineGame } from './define-game.ts';
import type { Obj } from './input-checks.ts';
import { accept, type GameDescription, reject } from './types.ts';

describe('defineGame', () => {
  it("refuses what is no JSON object before the game's reader sees it", () => {
    const seen: Obj[] = [];
    const module = defineGame<{ n: number }, { type: 'start'; players: string[] }, { n: number }>({
      description: { id: 'tiny', name: 'Tiny' } as GameDescription,
      parseInput: (o) => {
        seen.push(o);
        return o.type === 'start' ? { type: 'start', players: [] } : reject('only start');
      },
      start: () => accept({ n: 0 }),
      apply: () => reject('nothing to do'),
      awaiting: () => null,
      view: (s) => s,
    });
    for (const raw of [null, 7, 'start', ['start'], undefined]) expect(module.parseInput(raw)).toEqual({ ok: false, reason: 'an input must be a JSON object' });
    expect(seen).toEqual([]);
    expect(module.parseInput({ type: 'start' })).toEqual({ type: 'start', players: [] });
    expect(seen).toEqual([{ type: 'start' }]);
  });

  it('holds for every game on the shelf', () => {
    for (const module of registry.values()) expect(module.parseInput(null)).toEqual({ ok: false, reason: 'an input must be a JSON object' });
  });
});
