// A cup's state (server: scale/zero-tracking.ts) in the tablet's words: what the players see
// beside each cup, so a hand on the scale or an overload is seen before a tare is refused.
import type { WeighStatus } from '#protocol';

export type CupState = NonNullable<WeighStatus['cups']>['left'];

const WORDS: Record<CupState, { mark: string; words: string }> = {
  motion: { mark: '∿', words: 'in motion' },
  stable: { mark: '●', words: 'stable' },
  zero: { mark: '0', words: 'at zero' },
  overload: { mark: '⚠', words: 'overloaded' },
};

/** The mark and words for a cup's state. */
export function cupStateWords(state: CupState): { mark: string; words: string } {
  return WORDS[state];
}
