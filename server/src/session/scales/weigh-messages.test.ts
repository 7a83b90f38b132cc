// The weigh-off's headlines the table words itself go with their id and players (`said`), each
// tablet saying them in its language; the English is the same sentence as before.
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { WeighStatus } from '#protocol';
import type { ContestStatus } from '../../../../scale/contest.ts';
import { describeContest } from './weigh-messages.ts';

const cups = { left: 'Ann', right: 'Bob' };
const status = (over: Partial<ContestStatus>): ContestStatus =>
  ({ phase: 'loading', verdict: null, removal: null, known: null, timeLeftMs: null, ...over }) as ContestStatus;
const told = (s: ContestStatus, message = '') => describeContest(s, cups, message, {}, () => 'undecided');

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
});
