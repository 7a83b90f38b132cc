// The rulings of Blackbeard's Booty, one by one, through the core as `replay` and the server run them.
import { describe, expect, it } from 'vitest';
import { Game, start } from './testing/scripted-table.ts';
import { handMade } from './testing/hand-made.ts';

const begun = (options: Record<string, unknown> = {}) => {
  const g = new Game();
  expect(g.input(start({ first: 'gold', ...options }))).toBeNull();
  return g;
};

/** A hand-made position: `cells` by square name, bottom to top, e.g. {a1: 'S1/G1'}. */
const position = (squares: Record<string, string>, toMove: 'gold' | 'silver', targetScore = 144): Game => Game.at(handMade(squares, toMove, targetScore));

describe('set-up and who starts (B4–B6)', () => {
  it('B4: each pirate fills their back two ranks, 1…6 from their own left, then 6…1', () => {
    const g = begun();
    expect(g.view.rows).toEqual(['S6 S5 S4 S3 S2 S1', 'S1 S2 S3 S4 S5 S6', '.. .. .. .. .. ..', '.. .. .. .. .. ..', 'G6 G5 G4 G3 G2 G1', 'G1 G2 G3 G4 G5 G6']);
    expect(g.view.scores).toEqual({ gold: 0, silver: 0 });
    expect(g.view.legalMoves).toBe(60);
  });

  it('B6: without options.first the bag draw is asked for; a move before it is rejected; the draw is entered once', () => {
    const g = new Game();
    g.input(start());
    expect(g.view.phase).toBe('first');
    expect(g.view.awaiting).toEqual({ type: 'first', players: ['Ann', 'Bob'] });
    expect(g.input({ type: 'move', from: 'c2', to: 'c3' })).toMatch(/B6/);
    expect(g.input({ type: 'first', colour: 'gold', player: 'Bob' })).toMatch(/Bob plays silver/);
    expect(g.input({ type: 'first', player: 'Cy' })).toMatch(/not at this table/);
    expect(g.input({ type: 'first', player: 'Bob' })).toBeNull();
    expect(g.view).toMatchObject({ phase: 'move', first: 'silver', toMove: 'silver', repetitions: 1 });
    expect(g.input({ type: 'first', colour: 'gold' })).toMatch(/already known/);
  });

  it('B6 option: options.first skips the question', () => {
    expect(begun({ first: 'silver' }).view).toMatchObject({ phase: 'move', toMove: 'silver', options: { targetScore: 21, first: 'silver' } });
  });

  it('the start refuses unknown options, bad targets and twin names', () => {
    const g = new Game();
    expect(g.input(start({ colourBlind: true }))).toMatch(/unknown option "colourBlind"/);
    expect(g.input(start({ targetScore: 0 }))).toMatch(/1 to 144/);
    expect(g.input(start({ targetScore: 145 }))).toMatch(/1 to 144/);
    expect(g.input(start({ targetScore: 13.5 }))).toMatch(/whole number/);
    expect(g.input({ ...start(), players: { gold: 'Ann', silver: 'ann' } })).toMatch(/player 2 "ann" is the same name as player 1 "Ann"/);
    expect(g.input({ ...start(), players: ['Ann', 'Bob'] })).toMatch(/gold/);
    expect(g.input(start({ targetScore: 144 }))).toBeNull();
  });
});

describe('moving (B7–B12)', () => {
  it('B8: the moved coin is turned over; B19: the board turns a quarter after each move', () => {
    const g = begun().play('c2-c3');
    expect(g.view.board.c3).toBe('G3');
    expect(g.view.orientation).toBe(90);
    expect(g.view.lastMove).toEqual({ by: 'gold', from: 'c2', to: 'c3', kind: 'coin', top: 'G3', leap: false, capture: false });
    g.play('d5-d4', 'a1-a3', 'f6-f4');
    expect(g.view.orientation).toBe(0);
    g.input({ type: 'undo' });
    expect(g.view.orientation).toBe(270);
  });

  it('B9, B10: one step in 8 directions, or a coin leaps one own-colour piece; never over empty or the other colour', () => {
    const g = begun();
    expect(g.input({ type: 'move', from: 'c2', to: 'c4' })).toMatch(/leap over c3, which is empty \(B10\)/);
    expect(g.input({ type: 'move', from: 'a1', to: 'a4' })).toMatch(/B9, B10/);
    expect(g.input({ type: 'move', from: 'b1', to: 'd3' })).toBeNull(); // diagonal leap over c2
    expect(g.view.lastMove).toMatchObject({ leap: true, top: 'G5' });
    const h = position({ c3: 'G3', c4: 'S3', c5: 'S4' }, 'gold');
    expect(h.input({ type: 'move', from: 'c3', to: 'c5' })).toMatch(/silver's; a gold coin leaps only over gold \(B10\)/);
  });

  it('B10: stacks never leap; B11: nothing lands on its own colour', () => {
    const g = position({ a1: 'S1/G1', a2: 'G2', b2: 'G3', a4: 'S5' }, 'gold');
    expect(g.input({ type: 'move', from: 'a1', to: 'a3' })).toMatch(/never leaps \(B10\)/);
    expect(g.input({ type: 'move', from: 'a1', to: 'a2' })).toMatch(/own colour .*\(B11\)/);
    expect(g.input({ type: 'move', from: 'b2', to: 'a2' })).toMatch(/B11/);
  });

  it('B10, B11: a leap may end in a capture', () => {
    const g = position({ a1: 'G3', b2: 'G1', c3: 'S4', f6: 'S6' }, 'gold');
    expect(g.input({ type: 'move', from: 'a1', to: 'c3' })).toBeNull(); // G3 → 4 takes 4
    expect(g.view.board.c3).toBe('S4/G4');
    expect(g.view.lastMove).toMatchObject({ leap: true, capture: true, kind: 'coin' });
  });

  it("B7, B12: the opponent's single coin may be moved (turned, leaping its own colour) but never captures; their stacks never", () => {
    const g = position({ c3: 'S4', c4: 'S1', d4: 'G3', e5: 'G6/S2', a1: 'G1' }, 'gold');
    expect(g.input({ type: 'move', from: 'c3', to: 'd4' })).toMatch(/only onto an empty square.*\(B12\)/);
    expect(g.input({ type: 'move', from: 'e5', to: 'e6' })).toMatch(/silver's.*never the opponent's \(B7\)/);
    expect(g.input({ type: 'move', from: 'c3', to: 'c5' })).toBeNull(); // S4 leaps over S1, turns to 3
    expect(g.view.board.c5).toBe('S3');
    expect(g.view.lastMove).toMatchObject({ kind: 'opponentCoin', top: 'S3', leap: true, by: 'gold' });
  });
});

describe('capturing (B13–B17)', () => {
  it('B13, B14: a coin turned to m takes an equal top, a top that makes 7, or exactly one lower — no wrap', () => {
    const takes: Record<number, number[]> = { 1: [1, 6], 2: [1, 2, 5], 3: [2, 3, 4], 4: [3, 4], 5: [2, 4, 5], 6: [1, 5, 6] };
    for (let m = 1; m <= 6; m++) {
      for (let t = 1; t <= 6; t++) {
        const g = position({ c3: `G${7 - m}`, c4: `S${t}`, f6: 'S1', a1: 'G1' }, 'gold');
        const why = g.input({ type: 'move', from: 'c3', to: 'c4' });
        expect(why === null, `G${7 - m} turned to ${m} onto S${t}`).toBe(takes[m]?.includes(t));
        if (why) expect(why).toMatch(/B13, B14/);
      }
    }
  });

  it('B13: a coin takes a whole stack by its top; B16: the captor goes on top, nothing leaves the board', () => {
    const g = position({ c3: 'G4', c4: 'G1/S3', f6: 'S1' }, 'gold');
    expect(g.input({ type: 'move', from: 'c3', to: 'c4' })).toBeNull(); // 4 → 3 takes 3
    expect(g.view.board.c4).toBe('G1/S3/G3');
    expect(g.view.scores).toEqual({ gold: 7, silver: 0 });
  });

  it('B15: a stack takes any lower top — never an equal one, and a new top of 1 takes nothing', () => {
    const g = position({ c3: 'S1/G2', c4: 'S4', d4: 'S5', b4: 'S6', f6: 'S1' }, 'gold'); // top 2 turns to 5
    expect(g.input({ type: 'move', from: 'c3', to: 'd4' })).toMatch(/does not beat the top 5.*\(B15\)/);
    expect(g.input({ type: 'move', from: 'c3', to: 'b4' })).toMatch(/B15/);
    expect(g.input({ type: 'move', from: 'c3', to: 'c4' })).toBeNull();
    expect(g.view.board.c4).toBe('S4/S1/G5');
    expect(g.view.lastMove).toMatchObject({ kind: 'stack', capture: true, top: 'G5' });
    const one = position({ c3: 'S1/G6', c4: 'S1', f6: 'S1' }, 'gold'); // top 6 turns to 1
    expect(one.input({ type: 'move', from: 'c3', to: 'c4' })).toMatch(/B15/);
  });

  it('B17: a stack belongs to its top; captured back whole, its points change hands (B20)', () => {
    const g = position({ c3: 'G4', c4: 'S3', c5: 'S3', a1: 'G1' }, 'gold');
    g.play('c3-c4'); // G4 → 3 takes 3: S3/G3
    expect(g.view.scores).toEqual({ gold: 6, silver: 0 });
    g.play('c5-c4'); // S3 → 4 takes 3
    expect(g.view.board.c4).toBe('S3/G3/S4');
    expect(g.view.scores).toEqual({ gold: 0, silver: 10 });
    expect(g.view.stacks).toEqual({ gold: 0, silver: 1 });
  });
});

describe('the no-return rule (B18)', () => {
  it("binds the next move only, whoever makes it: the opponent's coin just moved, or one's own coin just pushed", () => {
    const g = begun().play('c2-c3');
    expect(g.input({ type: 'move', from: 'c3', to: 'c2' })).toMatch(/B18/);
    g.play('d5-d4');
    expect(g.view.noReturn).toEqual({ from: 'd4', to: 'd5' });
    expect(g.input({ type: 'move', from: 'd4', to: 'd5' })).toMatch(/B18/);
    g.play('a2-a3', 'c3-c2'); // silver pushes gold's coin back: c3 was not the last piece moved
    expect(g.view.board.c2).toBe('G4');
  });

  it('B23: a pirate without a legal move passes, the board does not turn, and B18 still binds the same pirate', () => {
    const stacks: Record<string, string> = {};
    for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'a2', 'b2', 'c2', 'd2', 'e2', 'f2']) stacks[sq] = 'S1/G1';
    const g = position(stacks, 'gold');
    g.play('a2-a3');
    expect(g.view).toMatchObject({ toMove: 'gold', moves: 1, passes: 1, passed: 'silver', orientation: 90, repetitions: 1 });
    expect(g.input({ type: 'move', from: 'a3', to: 'a2' })).toMatch(/B18/);
    g.play('a3-a4');
    expect(g.view).toMatchObject({ passes: 2, passed: 'silver', orientation: 180 });
    g.input({ type: 'undo' });
    expect(g.view).toMatchObject({ passes: 1, moves: 1, orientation: 90 });
  });
});

describe('score and the end (B20–B27)', () => {
  it('B20, B21: the game ends the moment the mover reaches the target; afterwards only undo is accepted', () => {
    const g = begun({ targetScore: 7 }).play('c2-c3', 'd5-d4', 'c3-d4');
    expect(g.view).toMatchObject({ phase: 'finished', result: 'target', winners: ['Ann'], toMove: null, legalMoves: 0, repetitions: null, awaiting: null });
    expect(g.input({ type: 'move', from: 'e5', to: 'e4' })).toMatch(/over/);
    expect(g.input({ type: 'first', colour: 'gold' })).toMatch(/over/);
    expect(g.input({ type: 'undo' })).toBeNull();
    expect(g.view.phase).toBe('move');
  });

  it('B25, B26: the third occurrence of a position ends the game; equal scores are a shared win, gold first', () => {
    const g = begun();
    const shuttle = ['a2-a3', 'f5-f4', 'a3-a2', 'f4-f5'];
    g.play(...shuttle);
    expect(g.view.repetitions).toBe(2);
    g.play(...shuttle.slice(0, 3));
    expect(g.view.phase).toBe('move');
    g.play('f4-f5');
    expect(g.view).toMatchObject({ phase: 'finished', result: 'repetition', winners: ['Ann', 'Bob'], moves: 8 });
  });

  it('B26: ended by repetition, the higher score wins', () => {
    const g = begun().play('c2-c3', 'd5-d4', 'c3-d4', 'c5-d4'); // the spec example: silver 11, gold 0
    const shuttle = ['a2-a3', 'f5-f4', 'a3-a2', 'f4-f5'];
    g.play(...shuttle, ...shuttle);
    expect(g.view).toMatchObject({ phase: 'finished', result: 'repetition', winners: ['Bob'], scores: { gold: 0, silver: 11 } });
  });
});
