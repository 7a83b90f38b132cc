// The counting scale's learned weights survive a restart; a damaged or foreign file is a warning
// and is ignored, and a write that fails is a warning, never a crash.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CountUnits } from './count-units.ts';

let dir: string;
let warnings: string[];
const warn = (m: string) => warnings.push(m);
const unit = { grams: 2.41, spreadGrams: 0.09, se: 0.01, pieces: 10 };
/** The kinds of piece the table's games declare (Plunder!'s, here). */
const KINDS = ['treasure', 'crew'];
const treasure = { id: 'treasure', one: 'treasure', many: 'treasures' };
const crew = { id: 'crew', one: 'crew member', many: 'crew members' };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qm-units-'));
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('learned unit weights', () => {
  it('are kept in the data directory and read back at the next start', () => {
    const path = join(dir, 'count-units.json');
    expect(CountUnits.open(path, KINDS, warn).get()).toEqual({});
    CountUnits.open(path, KINDS, warn).set(treasure, unit);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ treasure: unit });
    const again = CountUnits.open(path, KINDS, warn);
    expect(again.get()).toEqual({ treasure: unit });
    again.set(crew, { ...unit, grams: 5.1 });
    expect(CountUnits.open(path, KINDS, warn).get()).toEqual({ treasure: unit, crew: { ...unit, grams: 5.1 } });
    // Refined by confirmed counts: more pieces, and how firmly their spread is known; nothing else is read.
    const refined = { ...unit, pieces: 160, df: 31.5 };
    writeFileSync(path, JSON.stringify({ treasure: { ...refined, path: '/etc' } }));
    expect(CountUnits.open(path, KINDS, warn).get()).toEqual({ treasure: refined });
    expect(warnings).toEqual([]);
  });

  const bad: [string, string, RegExp][] = [
    ['not JSON', '{treasure', /was ignored \(.*JSON/],
    ['a list', '[]', /not an object/],
    ['an unknown kind', JSON.stringify({ gold: unit }), /unknown kind "gold" \(known: treasure, crew\)/],
    ['a weight of zero', JSON.stringify({ treasure: { ...unit, grams: 0 } }), /treasure: "grams" must be above 0/],
    ['a negative spread', JSON.stringify({ crew: { ...unit, spreadGrams: -1 } }), /crew: "spreadGrams" and "se"/],
    ['half a piece', JSON.stringify({ treasure: { ...unit, pieces: 9.5 } }), /"pieces" must be a whole number/],
    ['a spread known on no pieces', JSON.stringify({ treasure: { ...unit, df: 'many' } }), /treasure: "df" must be 1 to 1000000/],
  ];
  for (const [what, text, message] of bad) {
    it(`ignore a file with ${what}, with a warning`, () => {
      const path = join(dir, 'count-units.json');
      writeFileSync(path, text);
      expect(CountUnits.open(path, KINDS, warn).get()).toEqual({});
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(message);
      expect(warnings[0]).toMatch(/learns its pieces' weights again/);
    });
  }

  it('warn when the weight cannot be written, and keep it until the server stops', () => {
    const path = join(dir, 'count-units.json');
    mkdirSync(path); // a directory in the file's place
    const units = CountUnits.open(path, KINDS, warn);
    expect(() => units.set(treasure, unit)).not.toThrow();
    expect(units.get()).toEqual({ treasure: unit });
    expect(warnings.at(-1)).toMatch(/could not be kept .* lasts until the server stops/);
  });
});
