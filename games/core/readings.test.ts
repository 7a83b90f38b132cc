// What a position shows is worked out once: `submit` works it out before it takes the input (a
// state the game cannot show is refused) and every later read gets the same; a replay works out
// only where it ends, and refuses its last lines when the game cannot show that.
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { shownAt } from './readings.ts';
import { replayLines } from './replay.ts';
import { awaiting, emptyTable, resubmit, submit, type GameRegistry, type Table, view } from './table.ts';
import type { AnyGameModule } from './types.ts';

const loot = registry.get('loot') as AnyGameModule;
const start = { type: 'start', game: 'loot', players: ['Ann', 'Bob'] };
const moves = [start, { type: 'play', card: 'M7.1' }, { type: 'draw' }, { type: 'play', card: 'M5.1' }, { type: 'draw' }];
const script = moves.map((m) => JSON.stringify(m)).join('\n');

/** Loot, counting how often its view, awaiting and playerView are worked out. */
function counted(): { games: GameRegistry; calls: { view: number; awaiting: number; playerView: number } } {
  const calls = { view: 0, awaiting: 0, playerView: 0 };
  const m: AnyGameModule = {
    ...loot,
    view: (s) => (calls.view++, loot.view(s)),
    awaiting: (s) => (calls.awaiting++, loot.awaiting(s)),
    playerView: (s, v, shown) => (calls.playerView++, loot.playerView?.(s, v, shown) ?? shown),
  };
  return { games: new Map([['loot', m]]), calls };
}

const take = (games: GameRegistry, t: Table, input: unknown, how: typeof resubmit = submit): Table => {
  const r = how(games, t, input);
  if (!r.ok) throw new Error(r.reason);
  return r.table;
};

describe('what a position shows', () => {
  it('is worked out once, when the input is taken, and every later read gets the same', () => {
    const { games, calls } = counted();
    let t = emptyTable;
    for (const m of moves) t = take(games, t, m);
    // Each position: its view and awaiting once, and what the host and a spectator are shown.
    expect(calls).toEqual({ view: moves.length, awaiting: moves.length, playerView: 2 * moves.length });
    const first = view(t);
    for (let i = 0; i < 3; i++) {
      expect(view(t)).toBe(first);
      awaiting(t);
      if (t.module && t.last) shownAt(t.module, t.last, 'spectator');
    }
    expect(calls).toEqual({ view: moves.length, awaiting: moves.length, playerView: 2 * moves.length });
    // An undo goes back to a position already worked out.
    t = take(games, t, { type: 'undo' });
    view(t);
    expect(calls.view).toBe(moves.length);
  });

  it('is worked out as the input is taken only for the viewers the table names: the rest on first read', () => {
    const { games, calls } = counted();
    let t = emptyTable;
    // No tablet connected: only what each position awaits (the table's next input needs it).
    for (const m of moves) t = take(games, t, m, (g, at, input) => submit(g, at, input, []));
    expect(calls).toEqual({ view: 0, awaiting: moves.length, playerView: 0 });
    expect(view(t)).toMatchObject({ game: 'loot', turn: 5 });
    expect(calls).toEqual({ view: 1, awaiting: moves.length, playerView: 0 });
    // A spectator alone: its view, not the host's.
    t = take(games, t, { type: 'play', card: 'M6.1' }, (g, at, input) => submit(g, at, input, ['spectator']));
    expect(calls).toEqual({ view: 2, awaiting: moves.length + 1, playerView: 1 });
  });

  it('with a viewer named, refuses a position the game cannot show it; with none, still one whose awaiting throws', () => {
    const broken = (part: 'view' | 'awaiting'): GameRegistry =>
      new Map([
        [
          'loot',
          {
            ...loot,
            [part]: (s: unknown) => {
              if (((loot.view(s).turn as number) ?? 0) >= 4) throw new Error('boom');
              return loot[part](s);
            },
          },
        ],
      ]);
    const reason = 'Loot could not take this input (boom): a bug in the game, please report it; nothing changed';
    for (const part of ['view', 'awaiting'] as const) {
      let t = emptyTable;
      for (const m of moves.slice(0, 3)) t = take(broken(part), t, m);
      expect(submit(broken(part), t, moves[3], ['spectator'])).toEqual({ ok: false, reason });
    }
    let t = emptyTable;
    for (const m of moves.slice(0, 3)) t = take(broken('awaiting'), t, m);
    expect(submit(broken('awaiting'), t, moves[3], [])).toEqual({ ok: false, reason });
  });

  it('is shared by every reader, so it cannot be changed', () => {
    const t = take(registry, emptyTable, start);
    expect(() => {
      (view(t) as Record<string, unknown>).round = 99;
    }).toThrow(TypeError);
    expect(view(t).round).toBe(1);
  });

  it('is not worked out on replay but where the replay ends, once', () => {
    const { games, calls } = counted();
    const r = replayLines(games, script);
    expect(r.rejected).toEqual([]);
    expect(r.accepted).toBe(moves.length);
    expect(calls).toEqual({ view: 1, awaiting: 1, playerView: 2 });
    view(r.table);
    expect(calls.view).toBe(1);
    // resubmit, the replay's step, works out nothing until it is read.
    let t = emptyTable;
    for (const m of moves) t = take(games, t, m, resubmit);
    expect(calls.view).toBe(1);
    expect(view(t)).toMatchObject({ game: 'loot' });
    expect(calls.view).toBe(2);
  });

  it('a replay that ends where the game cannot show refuses its last lines, as submit would have', () => {
    // This Loot cannot show a position from the fourth turn on.
    const broken: AnyGameModule = {
      ...loot,
      view: (s) => {
        const v = loot.view(s);
        if ((v.turn as number) >= 4) throw new Error('boom');
        return v;
      },
    };
    const games: GameRegistry = new Map([['loot', broken]]);
    const reason = 'Loot could not take this input (boom): a bug in the game, please report it; nothing changed';
    let t = emptyTable;
    for (const m of moves.slice(0, 3)) t = take(games, t, m);
    expect(submit(games, t, moves[3])).toEqual({ ok: false, reason });

    const r = replayLines(games, `# five moves\n${script}`);
    expect(r.rejected).toEqual([
      { line: 5, reason },
      { line: 6, reason },
    ]);
    expect(r.accepted).toBe(3);
    expect(view(r.table)).toMatchObject({ turn: 3 });
  });
});
