// The weigh-off's headlines the table words itself go with their id and players (`said`), each
// tablet saying them in its language; the English is the same sentence as before.
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { WeighStatus } from '#protocol';
import type { ContestStatus } from '../../../../scale/contest.ts';
import { describeContest, headline, undecided, undecidedWords, verdictWords } from './weigh-messages.ts';

const cups = { left: 'Ann', right: 'Bob' };
const status = (over: Partial<ContestStatus>): ContestStatus =>
  ({ phase: 'loading', verdict: null, removal: null, known: null, timeLeftMs: null, ...over }) as ContestStatus;
const told = (s: ContestStatus, message = '') => describeContest(s, cups, message, {}, () => ({ message: 'undecided' }));

describe("the weigh-off's headline", () => {
  it("goes with its id and players where the words are the table's own", () => {
    const load = told(status({ phase: 'loading' }));
    expect(load.said).toEqual({ id: 'weigh/load', values: { left: { player: 'Ann' }, right: { player: 'Bob' } }, text: load.message });
    expect(load.message).toBe("Put Ann's collection in the left cup and Bob's in the right cup, then press “All in, weigh!”");
    expect(told(status({ phase: 'tare' })).said?.id).toBe('weigh/empty-cups');
    expect(told(status({ phase: 'lifting' })).said?.id).toBe('weigh/lift-out');
    const one = told(status({ phase: 'tiebreak-removal', removal: { left: 'removed', right: 'waiting' } as ContestStatus['removal'] }));
    expect(one.said).toEqual({ id: 'weigh/take-one-out', values: { player: { player: 'Bob' } }, text: 'Bob: take one piece out of your cup (R22)' });
    for (const s of [load, one]) expect(Value.Check(WeighStatus, s)).toBe(true);
  });

  it("is English alone where the words are another's (the weigh-off's own, a cup that lost too much)", () => {
    expect(told(status({ phase: 'weighing' }), 'Contest 2 of 3').said).toBeUndefined();
    const tooMuch = told(status({ phase: 'tiebreak-removal', removal: { left: 'too-much', right: 'removed' } as ContestStatus['removal'] }));
    expect(tooMuch.said).toBeUndefined();
    expect(Value.Check(WeighStatus, { ...told(status({})), said: { id: 'Load!', text: '' } })).toBe(false);
  });

  it("goes with its id where the weigh-off gives it itself (taring, weighing longer, a tiebreak's re-weighing)", () => {
    expect(told(status({ phase: 'tare' }), 'Taring… keep your hands off the scale').said?.id).toBe('weigh/taring');
    expect(told(status({ phase: 'weighing' }), 'Weighing longer… keep your hands off the scale').said?.id).toBe('weigh/weighing-longer');
    expect(headline('Both pieces are out: weighing again… keep your hands off the scale').said?.id).toBe('weigh/reweigh');
    expect(headline('Contest 2 of 3')).toEqual({ message: 'Contest 2 of 3' });
  });

  it("at the time limit: its seconds, the tie band and what a tie does (the game's phrase) as values; English alone where no phrase made the tie", () => {
    const s = status({ phase: 'undecided', known: { lowGrams: 0.26, highGrams: 1.71 } as ContestStatus['known'] });
    const tie = { message: 'each side weighs again', values: {} };
    const u = undecided(s, cups, 0.5, 30_000, 'each side weighs again', tie);
    expect(u.message).toBe(undecidedWords(s, cups, 0.5, 30_000, 'each side weighs again'));
    expect(u.message).toMatch(/^No clear winner after 30 s: Ann's cup is heavier, by 0\.2 to 1\.8 g, and a winner needs more than 0\.5 g \(R24\)/);
    expect(u.said).toEqual({ id: 'weigh/undecided', values: { band: { grams: 0.5 }, tie: { phrase: tie }, seconds: { count: 30 } }, text: u.message });
    expect(undecided({ ...s, liftedOut: true }, cups, 0.5, 30_000, 'x', tie).said?.id).toBe('weigh/undecided-lifted');
    expect(undecided(s, cups, 0.5, 30_000, 'x', null)).toEqual({ message: undecidedWords(s, cups, 0.5, 30_000, 'x') });
    expect(Value.Check(WeighStatus, { stage: 'undecided', contest: cups, verdict: null, ...u })).toBe(true);
  });

  it("of a verdict: why it was a tie by its id, then the game's words as its phrases, the English as before", () => {
    const events = [{ message: '{heavy} is heavier', values: { heavy: 'Ann' } }];
    const tie = verdictWords('tie-called', 'Ann is heavier', events);
    expect(tie.message).toBe('No clear winner: the table called a tie (R22, R24). Ann is heavier');
    expect(tie.said).toEqual({ id: 'weigh/tie-called', text: 'No clear winner: the table called a tie (R22, R24)' });
    expect(tie.told).toEqual(events);
    const scale = verdictWords(null, 'Ann is heavier', events);
    expect(scale).toEqual({ message: 'Ann is heavier', told: events });
    expect(verdictWords(null, 'Ann is heavier', [])).toEqual({ message: 'Ann is heavier' });
    expect(Value.Check(WeighStatus, { stage: 'verdict', contest: cups, verdict: 'none', ...tie })).toBe(true);
  });
});
