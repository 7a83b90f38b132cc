// The tests every game's scripted first round has (games/*/first-game.test.ts): each line the table
// says has its check, word for word and in order, and each check holds at the step it is said at.
import { expect, it } from 'vitest';
import type { PlayedStep } from './first-round.ts';

/** A line the table says, and its check against the step it is said at. */
export type Claim = [say: string, check: (s: PlayedStep) => void];

/** Declares the tests that hold `played` (playFirstRound's steps) to `claims`. */
export function eachLineHolds(played: readonly PlayedStep[], claims: readonly Claim[]): void {
  it('each line of the script has its check here, word for word', () => {
    expect(played.map((s) => s.say)).toEqual(claims.map(([say]) => say));
  });

  played.forEach((s, i) => {
    it(`step ${i + 1}: ${s.say}`, () => claims[i]?.[1](s));
  });
}
