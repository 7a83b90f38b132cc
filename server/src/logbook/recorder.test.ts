// When a game enters the logbook: once, as it finishes; an undone ending marked, the same ending
// again counted again, another ending a new entry; put away and taken up; across a restart.
import { mkdirSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../../games/core/table.ts';
import { registry } from '../../../games/index.ts';
import { inputsToStandings } from '../../../games/seven-seize/testing/to-weigh-off.ts';
import { testRegistry } from '../../../test/games/coin-game.ts';
import { LogbookRecorder } from './recorder.ts';
import { LogbookStore } from './store.ts';
import { tempDirs } from '../../../test/temp-dir.ts';

const newDir = tempDirs('qm-recorder-');

function play(inputs: unknown[], from: Table = emptyTable, reg = testRegistry): Table[] {
  const tables: Table[] = [];
  let t = from;
  for (const i of inputs) {
    const r = submit(reg, t, i);
    if (!r.ok) throw new Error(r.reason);
    tables.push((t = r.table));
  }
  return tables;
}
const coinGame = (a = 'gold', b = 'silver') => [
  { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] },
  { type: 'reveal', player: 'Ann', card: a },
  { type: 'reveal', player: 'Bob', card: b },
];

/** A clock a test moves by hand: minutes from 20:00. */
function clock() {
  let minutes = 0;
  return { now: () => new Date(Date.UTC(2025, 4, 1, 20, minutes)), pass: (m: number) => (minutes += m) };
}

function recorder(dir: string, c = clock()) {
  const warnings: string[] = [];
  const store = new LogbookStore(dir);
  return { store, warnings, rec: new LogbookRecorder(store, (m) => warnings.push(m), c.now) };
}

describe('the logbook recorder', () => {
  it('records a finished game once, with how long it took, however often the table is looked at', () => {
    const dir = newDir();
    const c = clock();
    const { store, rec, warnings } = recorder(dir, c);
    const tables = play(coinGame());
    for (const t of tables) {
      rec.observe(t);
      c.pass(7);
    }
    rec.observe(tables[2]!);
    expect(store.entries).toHaveLength(1);
    // The coin toss has no result hook: its players, no scores, the view's winners.
    expect(store.entries[0]).toMatchObject({
      game: 'coin-toss',
      name: 'Coin toss',
      minutes: 14,
      inputs: 3,
      seats: [
        { player: 'Ann', score: null },
        { player: 'Bob', score: null },
      ],
      winners: ['Ann'],
      undone: false,
      saved: null,
    });
    // A restart looks at the same finished table: nothing new.
    const after = recorder(dir);
    after.rec.observe(play(coinGame()).at(-1)!);
    expect(after.store.entries).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('marks an undone ending, counts the same ending again, and records another ending as a new game', () => {
    const { store, rec } = recorder(newDir());
    const [, second, last] = play(coinGame());
    rec.observe(last!);
    rec.observe(second!); // the last step undone
    expect(store.entries.map((e) => e.undone)).toEqual([true]);
    rec.observe(last!); // the same reveal again
    expect(store.entries.map((e) => e.undone)).toEqual([false]);
    rec.observe(second!);
    const [other] = play([{ type: 'reveal', player: 'Bob', card: 'copper' }], second!);
    rec.observe(other!);
    expect(store.entries.map((e) => [e.undone, e.winners])).toEqual([
      [true, ['Ann']],
      [false, ['Ann']],
    ]);
    expect(store.entries[0]!.key).not.toBe(store.entries[1]!.key);
  });

  it('links a game put away to its saved game, live again once taken up; the same game played twice is two games', () => {
    const { store, rec } = recorder(newDir());
    const game = play(coinGame());
    rec.observe(game.at(-1)!);
    rec.putAway('saved-1');
    rec.observe(emptyTable);
    expect(store.entries[0]!.saved).toBe('saved-1');
    // An identical game afterwards is another game.
    for (const t of play(coinGame())) rec.observe(t);
    expect(store.entries.map((e) => e.saved)).toEqual(['saved-1', null]);
    rec.putAway('saved-2');
    rec.takenUp('saved-1');
    rec.observe(game.at(-1)!);
    expect(store.entries.map((e) => e.saved)).toEqual([null, 'saved-2']);
  });

  it('closes the entry of a game that went to the shelf unheard (a crash between the two)', () => {
    const { store, rec } = recorder(newDir());
    rec.observe(play(coinGame()).at(-1)!);
    const [start] = play([{ type: 'start', game: 'coin-toss', players: ['Cy', 'Dee'] }]);
    rec.observe(start!);
    expect(store.entries.map((e) => [e.undone, e.saved])).toEqual([[false, '']]);
  });

  it("keeps a 7 Seize game's seats, collections and winner from the game's own result", () => {
    const { store, rec } = recorder(newDir());
    const inputs = inputsToStandings(2, 5);
    rec.observe(play(inputs, emptyTable, registry).at(-1)!);
    const [e] = store.entries;
    expect(e!.seats.map((s) => s.player)).toEqual((inputs[0] as { players: string[] }).players);
    expect(e!.seats.every((s) => typeof s.score === 'number')).toBe(true);
    expect(e!.winners.length).toBeGreaterThan(0);
    expect(e!.minutes).toBeNull(); // its start was never seen
  });

  it('warns and tries again at the next change when the logbook cannot be written', () => {
    const dir = newDir();
    const { store, rec, warnings } = recorder(dir);
    const last = play(coinGame()).at(-1)!;
    rmSync(dir, { recursive: true });
    rec.observe(last);
    expect(warnings).toEqual([expect.stringMatching(/^the logbook could not be written \(a file of the data folder is missing \(ENOENT\)\)/)]);
    expect(store.entries).toHaveLength(0);
    mkdirSync(dir);
    rec.observe(last);
    expect(store.entries).toHaveLength(1);
  });
});
