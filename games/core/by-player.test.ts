// A record keyed by player names inherits nothing: a pirate called "constructor", "toString" or
// "__proto__" is a player like any other (the games' own play is covered by prototype-names.test.ts).
import { describe, expect, it } from 'vitest';
import { byPlayer, eachPlayer, hasPlayer, mapPlayers, withPlayers } from './by-player.ts';

describe('records by player', () => {
  it('answer only for their own players, whatever the names', () => {
    const rec = eachPlayer(['Ann', '__proto__'], (_n, seat) => seat);
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(rec[key], key).toBeUndefined();
      expect(hasPlayer(rec, key), key).toBe(false);
      expect(key in rec, key).toBe(false);
    }
    const proto = '__proto__';
    expect(rec[proto]).toBe(1);
    expect(Object.keys(rec)).toEqual(['Ann', '__proto__']);
    expect(JSON.parse(JSON.stringify(rec))).toEqual({ Ann: 0, ['__proto__']: 1 });
  });

  it('are copied with their changes, the original left alone', () => {
    const rec = byPlayer([['constructor', 1]]);
    const more = withPlayers(rec, ['toString', 2], ['constructor', 3]);
    expect(rec).toEqual(byPlayer([['constructor', 1]]));
    expect({ ...more }).toEqual({ constructor: 3, toString: 2 });
    const doubled = mapPlayers(more, (v, name) => `${name}:${v * 2}`);
    expect({ ...doubled }).toEqual({ constructor: 'constructor:6', toString: 'toString:4' });
    const keys: string[] = [];
    for (const k in doubled) keys.push(k);
    expect(keys).toEqual(['constructor', 'toString']);
  });
});
