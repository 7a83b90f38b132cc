import { describe, expect, it } from 'vitest';
import { checkCount } from './recount.ts';
import { play, startLine, stateOf } from './testing/play.ts';

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
});
