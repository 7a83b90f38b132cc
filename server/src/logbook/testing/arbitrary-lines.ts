// Arbitrary logbook files for property tests: finished games with extreme numbers (1e308, a
// number spelt 1e309 that reads as Infinity), huge seat counts, duplicate and case-variant names,
// broken dates, lines of other kinds and garbage; and arbitrary renames.
import fc from 'fast-check';

/** A number as the file spells it: JSON cannot hold NaN or Infinity, but `1e309` reads as Infinity. */
const number = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -0, 0, 1, -1, 2 ** 53 + 2, 1e6, -1e6, 1e6 + 1, 0.5),
  },
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom('1e309', '-1e309', '1e-400') },
);
/** Marks a number's spelling in the JSON text, unquoted once the line is written. */
const raw = (n: number | string): string => `§${typeof n === 'number' ? JSON.stringify(n) : n}§`;
const spelt = number.map(raw);

/** Mostly a name the table could have written (case variants and formula-like ones among them), now and then one it could not. */
const name = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom('Ann', 'ann', 'ANN', 'Anne', 'Bob', 'Cy', '=1+2', '-2+3', 'Computer (hard)') },
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(201)) },
);
const hash = fc.constantFrom('a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64));
const id = fc.oneof({ weight: 8, arbitrary: fc.constantFrom('g1', 'g2', 'g3', 'g4', 'g5', 'g6') }, { weight: 1, arbitrary: fc.constantFrom('-bad', '') });
const at = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('2025-05-01T20:00:00.000Z', '2025-05-02T20:00:00Z') },
  { weight: 1, arbitrary: fc.constantFrom('9999-99-99T99:99:99Z', '2025-13-45T25:61:61Z', 'now') },
);
const seat = fc.record(
  {
    player: name,
    seat: fc.oneof({ weight: 20, arbitrary: fc.constantFrom('gold', 'silver', '') }, { weight: 1, arbitrary: fc.constantFrom('x'.repeat(41), null) }),
    score: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: -50, max: 200 }).map(raw) },
      { weight: 1, arbitrary: spelt },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  },
  { requiredKeys: ['player', 'score'] },
);
const seats = fc.oneof(
  { weight: 6, arbitrary: fc.array(seat, { minLength: 1, maxLength: 24 }) },
  // A huge seat count: one seat repeated.
  { weight: 1, arbitrary: seat.map((s) => Array.from({ length: 500 }, () => s)) },
);
const finished = fc.record({
  kind: fc.constant('finished'),
  id,
  game: fc.constantFrom('coin-toss', 'dice', ''),
  name: fc.string({ maxLength: 8 }),
  at,
  minutes: fc.oneof({ weight: 6, arbitrary: fc.nat(300).map(raw) }, { weight: 1, arbitrary: spelt }, { weight: 1, arbitrary: fc.constant(null) }),
  inputs: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 500 }).map(raw) }, { weight: 1, arbitrary: spelt }),
  seats,
  winners: fc.array(name, { maxLength: 22 }),
  highestWins: fc.boolean(),
  key: hash,
  start: hash,
});
const other = fc.oneof(
  fc.record({ kind: fc.constantFrom('undone', 'redone', 'takenUp'), id }),
  fc.record({ kind: fc.constant('putAway'), id, saved: fc.oneof(id, fc.constant(null)) }),
  fc.record({ kind: fc.constant('begun'), start: hash, at }),
);
/** Now and then every seat of a game has one score (20 seats of 1e308 sum beyond any number). */
const finishedLine = fc
  .tuple(finished, fc.option(fc.oneof(spelt, fc.constantFrom(1e308, -1e308, Number.MAX_VALUE).map(raw)), { freq: 3 }))
  .map(([l, score]) => (score === null ? l : { ...l, seats: l.seats.map((s) => ({ ...s, score })) }));
/** A line's text and whether it was meant as a finished game. */
export const logbookLine = fc.oneof(
  { weight: 6, arbitrary: finishedLine.map((l) => ({ finished: true, text: JSON.stringify(l).replace(/"§([^§]*)§"/g, '$1') })) },
  { weight: 2, arbitrary: other.map((l) => ({ finished: false, text: JSON.stringify(l) })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.string(),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      )
      .map((text) => ({ finished: false, text })),
  },
);
/** Renames as a names file might hold them (a hand-edited one too: one name renamed twice, a merge of everyone). */
export const renamesArb = fc.array(fc.record({ from: name, to: name }), { maxLength: 4 });

/** The line that once answered 500 to everyone: 20 seats of score 1e308 (their median overflowed). */
export const twentySeatsOf1e308 = {
  finished: true,
  text: JSON.stringify({
    kind: 'finished',
    id: 'g1',
    game: 'coin-toss',
    name: 'Coin toss',
    at: '2025-05-01T20:00:00.000Z',
    minutes: 3,
    inputs: 21,
    seats: Array.from({ length: 20 }, (_, i) => ({ player: `P${i}`, score: 1e308 })),
    winners: ['P0'],
    highestWins: true,
    key: 'a'.repeat(64),
    start: 'b'.repeat(64),
  }),
};

/** A file's text of these lines (a line break inside a string would split it: spaces instead). */
export const fileText = (lines: readonly { text: string }[]): string => lines.map((l) => l.text.replaceAll('\n', ' ')).join('\n');
