// Plunder!'s teaching texts hold to the rulings on positions the referee reaches: a turn does not
// claim a refill that drew nothing (P6: the first turns draw nothing, the hands were dealt 5), the
// final round's Discard and draw draws nothing (P8, P24), and entering a halved steal says what the
// player must do before Resolve (P17: the treasures taken must be lowered to the half).
import { describe, expect, it } from 'vitest';
import type { Table } from '../../core/table.ts';
import { play, randomGame, startLine, stateOf } from '../testing/scripted-table.ts';
import { rng } from '../testing/random-game.ts';
import { type PlunderView, view } from '../view.ts';
import { explain } from './explain.ts';
import { setup } from './setup.ts';
import { why } from './why.ts';

const viewAt = (t: Table): PlunderView => view(stateOf(t));
const lesson = (v: PlunderView) => explain(v, v.awaiting);

/** The first position of a whole random game that `holds`. */
function firstWhere(seed: number, holds: (v: PlunderView) => boolean): PlunderView | null {
  let found: PlunderView | null = null;
  randomGame(rng(seed), ['Ann', 'Bob', 'Cy'], 5000, (_b, _i, after: Table) => {
    const v = viewAt(after);
    if (!found && holds(v)) found = v;
  });
  return found;
}

describe("Plunder!'s teaching says what the referee does", () => {
  it('P6: the first turn says the hand holds the 5 dealt, not that it was refilled', () => {
    const v = viewAt(play([startLine()]).table);
    expect(v.turn).toBe(1);
    expect(v.players.Ann?.hand).toBe(5);
    const now = lesson(v)?.now ?? '';
    expect(now).not.toMatch(/was refilled/);
    expect(now).toContain('Ann holds 5 cards');
  });

  it('P8, P24: in the final round Discard and draw draws nothing from the empty stack', () => {
    const v = [1, 2, 3, 4, 5]
      .map((seed) => firstWhere(seed, (x) => x.finalRound && x.awaiting?.type === 'action' && x.awaiting.options.includes('discardDraw')))
      .find((x) => x);
    expect(v, 'a final-round turn where Discard and draw is offered').toBeTruthy();
    if (!v) return;
    expect(v.stack).toBe(0);
    const choice = lesson(v)?.choices.find((c) => c.choice === 'Discard and draw');
    expect(choice?.does).not.toMatch(/one from the stack/);
    expect(choice?.does).toMatch(/the stack is empty, so you draw nothing/);
  });

  it('P17: entering a card’s result says a halved steal must be lowered before Resolve, not that the tablet halves it', () => {
    const { table } = play([startLine(), { type: 'play', player: 'Ann' }]);
    const v = viewAt(table);
    expect(v.awaiting?.type).toBe('resolve');
    const enter = lesson(v)?.choices.find((c) => c.choice === 'Enter what the card did');
    expect(enter?.does).not.toMatch(/by itself/);
    expect(enter?.does).toMatch(/Resolve waits until the treasures taken are lowered to that half/);
    // What the text says: with no crew left, Ann's steal of 2 from Bob (1 crew) is halved to 1; the
    // referee refuses the 2 taken and accepts the 1.
    const steal = (take: number) => ({
      type: 'resolve',
      effects: [
        { do: 'loseCrew', player: 'Ann', n: 1 },
        { do: 'steal', from: 'Bob', n: 2, take: { blue: take } },
      ],
    });
    const full = play([startLine(), { type: 'play', player: 'Ann' }, steal(2)]);
    expect(full.rejected[0]?.reason).toMatch(/halved to 1 \(P17\)/);
    const half = play([startLine(), { type: 'play', player: 'Ann' }, steal(1)]);
    expect(half.rejected).toEqual([]);
    expect(viewAt(half.table).players.Ann?.treasures.blue).toBe(1);
  });
});

describe('the end of Plunder! as the referee plays it (P24)', () => {
  it('after the turn that drew the last card, only the others play one more turn: the texts say "everyone else", and no turn "ends" at a refill', () => {
    const guide = setup(3, {});
    expect(guide.goal).toMatch(/that turn is finished and everyone else has one more turn/);
    // A whole game: from the step that drew the last card, each other player plays once more, the drawer not again.
    const turns: { player: string | null; finalRound: boolean }[] = [];
    let line: string | null = null;
    randomGame(rng(52), ['Ann', 'Bob', 'Cy'], 5000, (before: Table, input, after: Table) => {
      const [b, a] = [viewAt(before), viewAt(after)];
      if (a.finalRound && !b.finalRound) line = why(b, input as Record<string, unknown>, a)?.text ?? null;
      if ((input as { type?: string }).type !== 'resolve' && b.awaiting?.type === 'action') turns.push({ player: b.current, finalRound: b.finalRound });
    });
    expect(line).toMatch(/the turn it was drawn in is played to its end, then everyone else plays one more turn/);
    expect(line).not.toMatch(/this turn ends/);
    const last = turns.filter((t) => t.finalRound).map((t) => t.player);
    expect(new Set(last).size).toBe(last.length);
  });

  it('P1: the set-up names the colours the host chose', () => {
    expect(setup(3, { colours: ['purple', 'green', 'blue'] }).layOut[0]).toContain('purple, green, blue, as the host chose');
    expect(setup(3, {}).layOut[0]).toContain('in seat order');
  });
});
