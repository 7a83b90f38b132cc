import { describe, expect, it } from 'vitest';
import { checkCount } from './recount.ts';
import { play, startLine, stateOf } from './testing/scripted-table.ts';

/** Every turn a discard and draw, until the game is over (P24). */
const toTheEnd = (names = ['Ann', 'Bob', 'Cy']) => {
  let t = play([startLine(names)]).table;
  while (stateOf(t).phase === 'turn') {
    const s = stateOf(t);
    t = play([{ type: 'discardDraw', player: s.players[s.current ?? 0]?.name }], t).table;
  }
  return t;
};

describe('a count of the scale against the ledger', () => {
  const t = play([startLine(), { type: 'steal', player: 'Ann', from: 'Bob', colour: 'blue' }]).table;

  it('says whether the count agrees, in words', () => {
    expect(checkCount(stateOf(t), 'Bob', 'blue', 5)).toMatchObject({ ledger: 5, agrees: true });
    const off = checkCount(stateOf(t), 'Bob', 'blue', 6);
    expect(off).toMatchObject({ ledger: 5, counted: 6, agrees: false, message: 'the scale counts 6 blue for Bob, the ledger says 5: decide which stands' });
    expect(checkCount(stateOf(t), 'harbour', 'yellow', 10)).toMatchObject({ agrees: true });
    expect(checkCount(stateOf(t), 'Zed', 'red', 1)).toMatch(/no player "Zed"/);
  });

  it('P31: when the count stands, recount sets the ledger and balances it against the harbour', () => {
    const r = play([{ type: 'recount', player: 'Bob', colour: 'blue', count: 7 }], t);
    expect(r.rejected).toEqual([]);
    const s = stateOf(r.table);
    expect([s.players[1]?.treasures.blue, s.harbour.treasures.blue]).toEqual([7, 2]);
    const down = stateOf(play([{ type: 'recount', player: 'Bob', colour: 'blue', count: 0 }], t).table);
    expect([down.players[1]?.treasures.blue, down.harbour.treasures.blue]).toEqual([0, 9]);
    expect(play([{ type: 'recount', player: 'Bob', colour: 'blue', count: 10 }], t).rejected[0]?.reason).toMatch(/harbour holds only 4 \(P31\)/);
    expect(play([{ type: 'recount', player: 'Bob', colour: 'blue', count: -1 }], t).rejected[0]?.reason).toMatch(/"count"/);
    expect(
      play(
        [
          { type: 'play', player: 'Bob' },
          { type: 'recount', player: 'Bob', colour: 'blue', count: 4 },
        ],
        t,
      ).rejected[0]?.reason,
    ).toMatch(/not while a card/);
  });

  it('P31: the crew is counted too; when that count stands the difference comes from or goes to the harbour', () => {
    expect(checkCount(stateOf(t), 'Cy', 'crew', 2)).toMatchObject({
      ledger: 1,
      agrees: false,
      message: 'the scale counts 2 crew for Cy, the ledger says 1: decide which stands',
    });
    const s = stateOf(play([{ type: 'recount', player: 'Cy', crew: 3 }], t).table);
    expect([s.players[2]?.crew, s.harbour.crew]).toEqual([3, 4]);
    expect(play([{ type: 'recount', player: 'Cy', crew: 8 }], t).rejected[0]?.reason).toMatch(/harbour has only 6 \(P31\)/);
    expect(play([{ type: 'recount', player: 'Cy', crew: 2, colour: 'red' }], t).rejected[0]?.reason).toMatch(/unknown field "colour"/);
    expect(play([{ type: 'recount', player: 'Cy', crew: 'two' }], t).rejected[0]?.reason).toMatch(/"crew" must be a whole number/);
  });

  it('P24–P30: a count that stands at the end corrects the final scores and the winners', () => {
    const end = toTheEnd();
    const before = stateOf(end);
    expect(before.phase === 'finished' || before.phase === 'tiebreak').toBe(true);
    // Cy's six green were really nine: Cy now wins alone (9×2 + crew 2 + most 2 + sole 6 = 28).
    const after = stateOf(play([{ type: 'recount', player: 'Cy', colour: 'green', count: 9 }], end).table);
    expect(after).toMatchObject({ phase: 'finished', winners: ['Cy'] });
  });
});
