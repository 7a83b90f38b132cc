import { describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { sessionWith } from '../../testing/session.ts';
import { sevenSeizeUi } from './index.tsx';
import { registry } from '../../../../games/index.ts';
import { replayLines } from '../../../../games/core/replay.ts';
import { view } from '../../../../games/core/table.ts';
import type { SevenSeizeView } from './model.ts';

// A real view of the engine (the tablet takes only a view its check holds), in round 2.
const start = view(replayLines(registry, JSON.stringify({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] })).table);
const game = (over: Partial<SevenSeizeView>) => ({ ...start, round: 2, phase: 'squabble', awaiting: null, ...over });
const say = (over: Partial<SevenSeizeView>, tapFor: string | null = null) => announcement(sessionWith(game(over), { tapFor }), sevenSeizeUi);

describe("7 Seize's questions read out to screen readers", () => {
  it('asks a player for a card in the words of the table, and the Interloper for the top card (R18)', () => {
    expect(say({ awaiting: { type: 'reveal', phase: 'squabble', players: ['Bob', 'Interloper'] } })).toBe('Round 2: Bob, tap your card on the reader.');
    expect(say({ awaiting: { type: 'reveal', phase: 'squabble', players: ['Bob', 'Interloper'] } }, 'Interloper')).toBe(
      "Round 2: the Interloper's card, the top card of the draw deck.",
    );
  });
  it('says each choice with its keys', () => {
    expect(say({ awaiting: { type: 'chooseCaptain', player: 'Ann', among: ['Bob', 'Cy'] } })).toBe(
      'A tie for captain. Ann, choose the new captain: Bob or Cy. Keys 1 to 2.',
    );
    expect(say({ phase: 'divvy', awaiting: { type: 'divvy', player: 'Ann', pieces: 5 } })).toBe(
      'Ann, split 5 pieces between the red and black stashes. A number key picks the red pieces, Enter confirms.',
    );
    expect(say({ phase: 'seize', awaiting: { type: 'order', player: 'Ann', among: ['Bob', 'Cy', 'Di'] } })).toBe(
      'Same rank: Ann, choose who acts first among Bob, Cy, or Di. Keys 1 to 3, Enter confirms.',
    );
    expect(
      say({ phase: 'seize', awaiting: { type: 'queen', player: 'Ann', decidedBy: 'Bob', options: [{ action: 'seize' }, { action: 'steal', from: 'Cy' }] } }),
    ).toBe("Ann's Queen: Bob, seize 1 from the stash or steal 1. Keys 1 to 2.");
  });
  it('leaves the weigh-off to the table', () => {
    expect(say({ phase: 'weigh-off', awaiting: { type: 'verdict', contest: { left: 'Ann', right: 'Bob', setAside: {} } } })).toBe(
      'Weigh-off, Ann against Bob.',
    );
  });
});
