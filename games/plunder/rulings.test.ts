// One test per ruling of docs/rules/plunder.md (P1–P31), named by its id.
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { awaiting, submit, view } from '../core/table.ts';
import { plunder, plunderDescription } from './index.ts';
import { explain } from './score.ts';
import type { PlunderState } from './state.ts';
import { play, startLine, stateOf } from './testing/scripted-table.ts';

const ABC = ['Ann', 'Bob', 'Cy'];
const game = (...inputs: unknown[]) => play([startLine(), ...inputs]);
const at = (...inputs: unknown[]) => stateOf(game(...inputs).table);
const reasons = (...inputs: unknown[]) => game(...inputs).rejected.map((r) => r.reason);
const who = (s: PlunderState, name: string) => s.players.find((p) => p.name === name) as PlunderState['players'][number];
const resolve = (...effects: unknown[]) => ({ type: 'resolve', effects });
const playCard = (player: string) => ({ type: 'play', player });
const dd = (player: string) => ({ type: 'discardDraw', player });
/** Ann loses her one crew, the round goes round, and she plays again: a thief without crew. */
const annWithoutCrew = [playCard('Ann'), resolve({ do: 'loseCrew', player: 'Ann', n: 1 }), dd('Bob'), dd('Cy'), playCard('Ann')];
/** Plays discard-and-draw turns round the table `n` times. */
const rounds = (n: number, names = ABC) => Array.from({ length: n * names.length }, (_, i) => dd(names[i % names.length] as string));

describe('Plunder! rulings', () => {
  it('P1: 3–5 players, colours in seat order unless the host assigns them', () => {
    expect(play([startLine(['Ann', 'Bob'])]).rejected[0]?.reason).toMatch(/3 to 5 players.*P1/);
    expect(play([startLine(['A', 'B', 'C', 'D', 'E', 'F'])]).rejected[0]?.reason).toMatch(/3 to 5/);
    expect(at().players.map((p) => p.colour)).toEqual(['red', 'blue', 'green']);
    const s = stateOf(play([startLine(ABC, { colours: ['purple', 'red', 'yellow'] })]).table);
    expect(s.players.map((p) => p.colour)).toEqual(['purple', 'red', 'yellow']);
    expect(play([startLine(ABC, { colours: ['red', 'red', 'blue'] })]).rejected[0]?.reason).toMatch(/two players/);
    expect(play([startLine(ABC, { colours: ['pink', 'red', 'blue'] })]).rejected[0]?.reason).toMatch(/colours/);
    expect(plunderDescription.players).toEqual([3, 4, 5]);
  });

  it('P2: 6 own treasures and 1 crew each; the harbour gets the rest and 2 crew a player; the other crew are removed', () => {
    for (const n of [3, 4, 5]) {
      const s = stateOf(play([startLine(['A', 'B', 'C', 'D', 'E'].slice(0, n))]).table);
      for (const p of s.players) expect([p.treasures[p.colour], p.crew]).toEqual([6, 1]);
      expect(s.harbour.crew).toBe(2 * n);
      expect(s.removedCrew).toBe(15 - 3 * n);
      expect(s.harbour.treasures.red).toBe(4);
      expect(s.harbour.treasures.purple).toBe(n === 5 ? 4 : 10);
    }
  });

  it('P3: 5 cards dealt each, a stack of 8 a player, the rest removed unseen', () => {
    for (const n of [3, 4, 5]) {
      const s = stateOf(play([startLine(['A', 'B', 'C', 'D', 'E'].slice(0, n))]).table);
      expect(s.players.every((p) => p.hand === 5)).toBe(true);
      expect(s.stack).toBe(8 * n);
      expect(s.removedCards).toBe(72 - 13 * n);
    }
  });

  it('P4: a card id is logged, never interpreted', () => {
    const t = game({ type: 'play', player: 'Ann', card: 'Kraken attack' }).table;
    expect(stateOf(t).pending?.card).toBe('Kraken attack');
    expect(game({ type: 'play', player: 'Ann', card: 42 }).rejected[0]?.reason).toMatch(/"card".*P4/);
    expect(plunderDescription.deck).toBeNull();
  });

  it('P5: the first seat begins unless the host names another; play goes clockwise', () => {
    expect(at().current).toBe(0);
    const t = play([startLine(ABC, { first: 'Cy' }), dd('Cy'), dd('Ann')]).table;
    expect(stateOf(t).players[stateOf(t).current ?? -1]?.name).toBe('Bob');
    expect(play([startLine(ABC, { first: 'Zed' })]).rejected[0]?.reason).toMatch(/Zed.*P5/);
  });

  it('P6: a turn starts with a refill to 5; a bigger hand is kept', () => {
    const s = at(playCard('Ann'), resolve(), dd('Bob'), dd('Cy'));
    expect(who(s, 'Ann').hand).toBe(5);
    expect(s.stack).toBe(24 - 2 - 1);
    const big = at(playCard('Ann'), resolve({ do: 'draw', n: 3 }), dd('Bob'), dd('Cy'));
    expect(who(big, 'Ann').hand).toBe(7);
  });

  it('P7: one action a turn; a pass only when none is possible', () => {
    expect(reasons({ type: 'pass', player: 'Ann' })[0]).toMatch(/cannot pass while an action is possible.*P7/);
    expect(reasons(dd('Ann'), dd('Ann'))[0]).toMatch(/Bob's turn/);
    // Ann, with no cards, no treasures and nothing to steal anywhere, may pass.
    const bare = structuredClone(at());
    const ann = who(bare, 'Ann');
    ann.hand = 0;
    for (const h of [...bare.players, bare.harbour])
      for (const c of Object.keys(h.treasures) as (keyof typeof h.treasures)[]) {
        bare.lost.treasures[c] += h.treasures[c];
        h.treasures[c] = 0;
      }
    expect(plunder.awaiting(bare)).toMatchObject({ type: 'action', player: 'Ann', options: ['pass'] });
    const passed = plunder.apply(bare, { type: 'pass', player: 'Ann' });
    expect(passed?.ok).toBe(true);
  });

  it('P8: discard and draw needs a card; with an empty stack nothing is drawn', () => {
    const s = at(dd('Ann'));
    expect([who(s, 'Ann').hand, s.discard, s.stack]).toEqual([5, 1, 23]);
    const t = game(playCard('Ann'), resolve({ do: 'discard', n: 4 })).table;
    const empty = structuredClone(stateOf(t));
    who(empty, 'Ann').hand = 0;
    empty.current = 0;
    const r = plunder.apply(empty, { type: 'discardDraw', player: 'Ann' });
    expect(r?.ok === false && r.reason).toMatch(/no card to discard.*P8/);
  });

  it('P9: steal one treasure from the harbour or another player, never from oneself, never halved', () => {
    const s = at({ type: 'steal', player: 'Ann', from: 'harbour', colour: 'yellow' }, { type: 'steal', player: 'Bob', from: 'Ann', colour: 'red' });
    expect(who(s, 'Ann').treasures).toMatchObject({ red: 5, yellow: 1 });
    expect(who(s, 'Bob').treasures.red).toBe(1);
    expect(reasons({ type: 'steal', player: 'Ann', from: 'Ann', colour: 'red' })[0]).toMatch(/themselves.*P9/);
    expect(reasons({ type: 'steal', player: 'Ann', from: 'Bob', colour: 'green' })[0]).toMatch(/Bob holds no green.*P9/);
    // Bob with 3 crew against Ann's 1: the action still takes 1.
    const t = at(
      playCard('Ann'),
      resolve({ do: 'stealCrew', player: 'Bob', from: 'harbour', n: 2 }),
      { type: 'steal', player: 'Bob', from: 'Ann', colour: 'red' },
      { type: 'steal', player: 'Cy', from: 'Bob', colour: 'blue' },
    );
    expect(who(t, 'Cy').treasures.blue).toBe(1);
  });

  it('P10: recruit pays exactly 2 treasures (any colours) to the harbour for 1 crew', () => {
    const s = at({ type: 'recruit', player: 'Ann', pay: { red: 2 } });
    expect([who(s, 'Ann').crew, who(s, 'Ann').treasures.red, s.harbour.treasures.red, s.harbour.crew]).toEqual([2, 4, 6, 5]);
    expect(reasons({ type: 'recruit', player: 'Ann', pay: { red: 3 } })[0]).toMatch(/exactly 2.*P10/);
    expect(reasons({ type: 'recruit', player: 'Ann', pay: { blue: 2 } })[0]).toMatch(/Ann holds 0 blue.*P10/);
    const noCrew = structuredClone(at());
    noCrew.harbour.crew = 0;
    const r = plunder.apply(noCrew, { type: 'recruit', player: 'Ann', pay: { red: 2 } });
    expect(r?.ok === false && r.reason).toMatch(/no crew.*P10/);
  });

  it('P11: playing a card opens the window; the card is discarded on resolve', () => {
    const t = game(playCard('Ann')).table;
    expect(stateOf(t).phase).toBe('reaction');
    expect(awaiting(t)).toEqual({ type: 'resolve', player: 'Ann', reactionOpen: true });
    expect(who(stateOf(t), 'Ann').hand).toBe(4);
    expect(reasons(playCard('Ann'), dd('Bob'))[0]).toMatch(/awaits its resolve.*P11/);
    expect(at(playCard('Ann'), resolve()).discard).toBe(1);
  });

  it('P12: reactions are declared by the players; any card may be one', () => {
    const s = at(playCard('Ann'), { type: 'react', player: 'Bob', card: 'Parrot' });
    expect(s.pending?.reaction).toEqual({ seat: 1, card: 'Parrot' });
  });

  it('P13: a reaction only answers a played card, between play and resolve', () => {
    expect(reasons({ type: 'react', player: 'Bob' })[0]).toMatch(/P13/);
    expect(reasons(dd('Ann'), { type: 'react', player: 'Cy' })[0]).toMatch(/P13/);
    expect(reasons(playCard('Ann'), resolve(), { type: 'react', player: 'Cy' })[0]).toMatch(/P13/);
  });

  it('P14: only the first reaction counts; a later one stays in its owner’s hand', () => {
    const g = game(playCard('Ann'), { type: 'react', player: 'Cy' }, { type: 'react', player: 'Bob' });
    expect(g.rejected[0]?.reason).toBe('only the first reaction counts; Bob takes the card back (P14)');
    expect(who(stateOf(g.table), 'Bob').hand).toBe(5);
    expect(awaiting(g.table)).toMatchObject({ reactionOpen: false });
  });

  it('P15: anyone but the card’s player may react; the reaction is discarded on resolve', () => {
    expect(reasons(playCard('Ann'), { type: 'react', player: 'Ann' })[0]).toMatch(/cannot react.*P15/);
    const s = at(playCard('Ann'), { type: 'react', player: 'Bob' }, resolve());
    expect(s.discard).toBe(2);
    expect(who(s, 'Bob').hand).toBe(5); // refilled: his turn now
  });

  it('P16: effects apply in order and atomically; the acting player defaults to the card player; lose names its victim', () => {
    const bad = game(playCard('Ann'), resolve({ do: 'steal', from: 'harbour', n: 1, take: { red: 1 } }, { do: 'discard', n: 9 }));
    expect(bad.rejected[0]?.reason).toMatch(/effect 2 \(discard\)/);
    expect(who(stateOf(bad.table), 'Ann').treasures.red).toBe(6);
    expect(reasons(playCard('Ann'), resolve({ do: 'lose', n: 1, take: { red: 1 } }))[0]).toMatch(/"player" is required.*P16/);
    expect(reasons(playCard('Ann'), resolve({ do: 'draw', n: 0 }))[0]).toMatch(/whole number from 1.*P16/);
    const s = at(playCard('Ann'), resolve({ do: 'steal', player: 'Cy', from: 'Bob', n: 1, take: { blue: 1 } }));
    expect(who(s, 'Cy').treasures.blue).toBe(1);
  });

  it('P17: a card steal from a player with at least twice the thief’s crew is halved, rounded down, counted after earlier effects', () => {
    // Ann recruits (2 crew); Cy's steal of 3 from her is halved to 1 (the example of the table script).
    const base = [{ type: 'recruit', player: 'Ann', pay: { red: 2 } }, { type: 'steal', player: 'Bob', from: 'Ann', colour: 'red' }, playCard('Cy')];
    expect(reasons(...base, resolve({ do: 'steal', from: 'Ann', n: 3, take: { red: 3 } }))[0]).toMatch(/halved to 1 \(P17\)/);
    expect(who(at(...base, resolve({ do: 'steal', from: 'Ann', n: 3, take: { red: 1 } })), 'Cy').treasures.red).toBe(1);
    // 1 → 0.
    expect(reasons(...base, resolve({ do: 'steal', from: 'Ann', n: 1, take: { red: 1 } }))[0]).toMatch(/halved to 0/);
    expect(at(...base, resolve({ do: 'steal', from: 'Ann', n: 1, take: {} })).phase).toBe('turn');
    // An earlier recruit of Cy's in the same resolve lifts the halving.
    const lifted = at(...base, resolve({ do: 'recruit' }, { do: 'steal', from: 'Ann', n: 3, take: { red: 3 } }));
    expect(who(lifted, 'Cy').treasures.red).toBe(3);
    // A thief without crew is always halved against a player.
    const noCrew = at(...annWithoutCrew);
    expect(who(noCrew, 'Ann').crew).toBe(0);
    const g = play([{ type: 'resolve', effects: [{ do: 'steal', from: 'Bob', n: 3, take: { blue: 3 } }] }], game(...annWithoutCrew).table);
    expect(g.rejected[0]?.reason).toMatch(/halved to 1/);
    // Only what is held (of the named colour) can be taken.
    expect(reasons(playCard('Ann'), resolve({ do: 'steal', from: 'Bob', n: 3, colour: 'green', take: {} }))).toEqual([]);
    expect(reasons(playCard('Ann'), resolve({ do: 'steal', from: 'Bob', n: 3, colour: 'blue', take: { blue: 2, red: 1 } }))[0]).toMatch(/blue only/);
  });

  it('P18: steals from the harbour are never halved', () => {
    const s = at(...annWithoutCrew, resolve({ do: 'steal', from: 'harbour', n: 3, take: { yellow: 3 } }));
    expect(who(s, 'Ann').treasures.yellow).toBe(3);
  });

  it('P19: crew steals move min(n, what the source has), never halved', () => {
    const s = at(...annWithoutCrew, resolve({ do: 'stealCrew', from: 'Bob', n: 3 }));
    expect([who(s, 'Ann').crew, who(s, 'Bob').crew]).toEqual([1, 0]);
  });

  it('P20: lost treasures and crew leave play (not to the harbour), min(n, held), the colours named', () => {
    const s = at(playCard('Ann'), resolve({ do: 'lose', player: 'Bob', n: 9, take: { blue: 6 } }, { do: 'loseCrew', player: 'Cy', n: 5 }));
    expect([who(s, 'Bob').treasures.blue, s.lost.treasures.blue, s.harbour.treasures.blue, who(s, 'Cy').crew, s.lost.crew]).toEqual([0, 6, 4, 0, 1]);
    expect(reasons(playCard('Ann'), resolve({ do: 'lose', player: 'Bob', n: 2, take: { blue: 1 } }))[0]).toMatch(/loses 2 treasures.*P20/);
    expect(reasons(playCard('Ann'), resolve({ do: 'lose', player: 'Bob', n: 1, take: { red: 1 } }))[0]).toMatch(/Bob holds 0 red/);
  });

  it('P21: a card recruit pays what it says (maybe nothing); give moves treasures, never halved', () => {
    const s = at(
      playCard('Ann'),
      resolve(
        { do: 'recruit' },
        { do: 'recruit', pay: { red: 1 } },
        { do: 'give', to: 'Bob', treasures: { red: 2 } },
        { do: 'give', to: 'harbour', treasures: { red: 1 } },
      ),
    );
    expect([who(s, 'Ann').crew, who(s, 'Ann').treasures.red, who(s, 'Bob').treasures.red, s.harbour.treasures.red]).toEqual([3, 2, 2, 6]);
    expect(reasons(playCard('Ann'), resolve({ do: 'give', to: 'Ann', treasures: { red: 1 } }))[0]).toMatch(/themselves/);
  });

  it('P22: draw takes min(n, stack); discarding more than the hand is impossible', () => {
    const s = at(playCard('Ann'), resolve({ do: 'draw', n: 2 }, { do: 'discard', player: 'Bob', n: 5 }));
    expect([who(s, 'Ann').hand, who(s, 'Bob').hand, s.stack, s.discard]).toEqual([6, 5, 17, 6]);
    expect(reasons(playCard('Ann'), resolve({ do: 'discard', n: 5 }))[0]).toMatch(/holds 4 cards.*P22/);
  });

  it('P23: keep leaves the card in front of its player, out of the hand', () => {
    const s = at(playCard('Ann'), resolve({ do: 'keep' }));
    expect([who(s, 'Ann').kept, who(s, 'Ann').hand, s.discard]).toEqual([1, 4, 0]);
    expect(reasons(playCard('Ann'), resolve({ do: 'keep' }, { do: 'keep' }))[0]).toMatch(/kept once/);
  });

  it('P24: the last stack card starts the final round: the turn ends, each other player plays once more, then the game ends', () => {
    // 24 cards: 23 discard-and-draw turns leave 1; Cy's 24th draws the last.
    const g = game(...rounds(8).slice(0, 23));
    expect(stateOf(g.table)).toMatchObject({ stack: 1, finalRound: false, turnsLeft: null });
    const last = play([dd('Cy')], g.table).table;
    expect(stateOf(last)).toMatchObject({ stack: 0, finalRound: true, turnsLeft: 1, turn: 25 });
    expect(awaiting(last)).toMatchObject({ player: 'Ann' });
    const end = play([dd('Ann'), dd('Bob')], last);
    expect(end.rejected).toEqual([]);
    expect(stateOf(end.table).phase).not.toMatch(/turn|reaction/);
    expect(play([dd('Cy')], end.table).rejected[0]?.reason).toMatch(/over/);
    // A draw effect can take the last card: the player finishes that turn.
    const byCard = play([playCard('Cy'), resolve({ do: 'draw', n: 5 })], g.table).table;
    expect(stateOf(byCard)).toMatchObject({ finalRound: true, turnsLeft: 1, current: 0 });
  });

  it('P25: 2 points per own-colour treasure, 1 per other, 2 per crew', () => {
    const s = at({ type: 'steal', player: 'Ann', from: 'harbour', colour: 'yellow' });
    const line = explain(s.players, s.options).Ann ?? [];
    expect(line.filter((l) => l.ruling === 'P25').map((l) => l.points)).toEqual([12, 1, 2]);
  });

  it('P26: +4 for treasures of all five colours', () => {
    const steal = (c: string) => [
      { type: 'steal', player: 'Ann', from: c === 'blue' ? 'Bob' : c === 'green' ? 'Cy' : 'harbour', colour: c },
      dd('Bob'),
      dd('Cy'),
    ];
    const t = game(...['yellow', 'purple', 'blue', 'green'].flatMap(steal)).table;
    expect((plunder.view(stateOf(t)).scores as Record<string, { allColours: number }>).Ann?.allColours).toBe(4);
  });

  it('P27: +2 per colour for the most of it; tied leaders each get it, or nobody with mostTie "none"', () => {
    const tie = [
      { type: 'steal', player: 'Ann', from: 'Bob', colour: 'blue' },
      { type: 'steal', player: 'Bob', from: 'harbour', colour: 'yellow' },
      { type: 'steal', player: 'Cy', from: 'harbour', colour: 'yellow' },
    ];
    const view = (options?: object) => plunder.view(stateOf(play([startLine(ABC, options), ...tie]).table)).scores as Record<string, { most: number }>;
    expect(view().Bob?.most).toBe(2 + 2); // blue outright, yellow tied with Cy
    expect(view({ mostTie: 'none' }).Bob?.most).toBe(2);
  });

  it('P28: +6 per colour held by one player only (the harbour is no holder)', () => {
    const s = plunder.view(at()).scores as Record<string, { sole: number }>;
    expect(s.Ann?.sole).toBe(6);
  });

  it('P29: bonuses stack: a sole holder also has the most', () => {
    const s = plunder.view(at()).scores as Record<string, { most: number; sole: number; total: number }>;
    expect(s.Ann).toEqual({ treasure: 12, crew: 2, allColours: 0, most: 2, sole: 6, total: 22 });
  });

  it('P30: a tie for the most points asks each tied player for the reaction cards in hand; most wins, still tied all win', () => {
    const end = game(...rounds(9).slice(0, 26));
    const t = end.table;
    expect(end.rejected).toEqual([]);
    expect(stateOf(t).phase).toBe('tiebreak');
    expect(awaiting(t)).toEqual({ type: 'reactions', players: ['Ann', 'Bob', 'Cy'] });
    expect(play([{ type: 'reactions', player: 'Ann', n: 5 }], t).rejected[0]?.reason).toMatch(/Ann holds 4 cards, so at most 4.*P30/);
    const won = play(
      [
        { type: 'reactions', player: 'Ann', n: 2 },
        { type: 'reactions', player: 'Bob', n: 3 },
        { type: 'reactions', player: 'Cy', n: 1 },
      ],
      t,
    ).table;
    expect(stateOf(won)).toMatchObject({ phase: 'finished', winners: ['Bob'], reactionsShown: { Ann: 2, Bob: 3, Cy: 1 } });
    const shared = play(
      [
        { type: 'reactions', player: 'Ann', n: 2 },
        { type: 'reactions', player: 'Bob', n: 2 },
        { type: 'reactions', player: 'Cy', n: 1 },
      ],
      t,
    ).table;
    expect(stateOf(shared).winners).toEqual(['Ann', 'Bob']);
    expect(
      play(
        [
          { type: 'reactions', player: 'Ann', n: 1 },
          { type: 'reactions', player: 'Ann', n: 1 },
        ],
        t,
      ).rejected[0]?.reason,
    ).toMatch(/already shown/);
    expect(reasons({ type: 'reactions', player: 'Ann', n: 1 })[0]).toMatch(/P30/);
  });

  it('P30 with players called "__proto__", "constructor" and "toString": each is asked, and the most wins (issue 28)', () => {
    const names = ['__proto__', 'constructor', 'toString'];
    const t = play([startLine(names), ...rounds(9, names).slice(0, 26)]).table;
    expect(awaiting(t)).toEqual({ type: 'reactions', players: names });
    const shown = play(
      [
        { type: 'reactions', player: '__proto__', n: 3 },
        { type: 'reactions', player: 'constructor', n: 1 },
      ],
      t,
    );
    expect(shown.rejected).toEqual([]);
    expect(awaiting(shown.table)).toEqual({ type: 'reactions', players: ['toString'] });
    const won = play([{ type: 'reactions', player: 'toString', n: 2 }], shown.table).table;
    expect(stateOf(won)).toMatchObject({ phase: 'finished', winners: ['__proto__'] });
    expect(JSON.parse(JSON.stringify(view(won))).reactionsShown).toEqual(JSON.parse('{"__proto__":3,"constructor":1,"toString":2}'));
  });

  it('P31: an input that does not fit is refused with a reason; undo takes back the last accepted input', () => {
    const g = game(dd('Ann'));
    const back = submit(registry, g.table, { type: 'undo' });
    expect(back.ok && stateOf(back.table)).toEqual(at());
    expect(reasons({ type: 'steal', player: 'Ann', from: 'Bob' })[0]).toMatch(/"colour"/);
    expect(reasons({ type: 'teleport' })[0]).toMatch(/unknown input type/);
  });
});
