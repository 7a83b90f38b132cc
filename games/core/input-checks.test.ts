// The checks every game's inputs share (input-checks.ts): the same refusal in the same words.
import { describe, expect, it } from 'vitest';
import { checkFields, checkStart, isObj, playerList, startOnly } from './input-checks.ts';
import { accept, type GameInput, type Outcome } from './types.ts';

describe('input checks', () => {
  it('an object is a JSON object, not a list or null', () => {
    expect([{}, { a: 1 }].map(isObj)).toEqual([true, true]);
    expect([null, [], 'x', 3, undefined].map(isObj)).toEqual([false, false, false, false, false]);
  });

  it('unknown fields are named, each cut to 30 characters, after the input type or what is said', () => {
    expect(checkFields({ type: 'reveal', player: 'Ann' }, ['player'])).toBeNull();
    expect(checkFields({ type: 'reveal', colour: 'red' }, ['player'])).toEqual({ ok: false, reason: 'reveal: unknown field "colour"' });
    const long = 'x'.repeat(200);
    expect(checkFields({ type: 'move', [long]: 1, b: 2 }, [])).toEqual({ ok: false, reason: `move: unknown fields "${'x'.repeat(30)}", "b"` });
    expect(checkFields({ do: 'steal', from: 'Bob', type: 'x' }, ['from'], 'effect 1 (steal)', 'do')).toEqual({
      ok: false,
      reason: 'effect 1 (steal): unknown field "type"',
    });
  });

  it('a start has only game, players and options, and names this game', () => {
    expect(checkStart({ type: 'start', game: 'loot', players: [], options: {} }, 'loot')).toBeNull();
    expect(checkStart({ type: 'start', game: 'plunder' }, 'loot')).toEqual({ ok: false, reason: 'start: "game" must be "loot"' });
    expect(checkStart({ type: 'start', game: 'loot', seed: 1 }, 'loot')).toEqual({ ok: false, reason: 'start: unknown field "seed"' });
  });

  it("a start's players are a list of strings of a length the game takes, or the game's own refusal", () => {
    const two = (n: number) => n === 2;
    expect(playerList({ players: ['Ann', 'Bob'] }, 'not a list', two)).toEqual(['Ann', 'Bob']);
    expect(playerList({ players: 'Ann' }, 'not a list')).toEqual({ ok: false, reason: 'not a list' });
    expect(playerList({}, 'not a list')).toEqual({ ok: false, reason: 'not a list' });
    expect(playerList({ players: ['Ann'] }, 'not a list', two)).toEqual({ ok: false, reason: 'not a list' });
    expect(playerList({ players: ['Ann', 7] }, 'not a list', two)).toEqual({ ok: false, reason: 'start: every name in "players" must be a string' });
    expect(playerList({ players: [null, 'Bob'] }, 'not a list', two, 'no name')).toEqual({ ok: false, reason: 'no name' });
  });

  it("a module's start takes the start input only", () => {
    type In = { type: 'start'; players: string[] } | { type: 'move'; to: string };
    const start = startOnly<{ players: string[] }, In>((i) => accept({ players: i.players }));
    expect(start({ type: 'start', players: ['Ann'] })).toEqual({ ok: true, state: { players: ['Ann'] } });
    const other: Outcome<unknown> = start({ type: 'move', to: 'a1' } satisfies GameInput & In);
    expect(other).toEqual({ ok: false, reason: 'the first input must be start' });
  });
});
