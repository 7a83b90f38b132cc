// A cup's state (server: scale/zero-tracking.ts) in the tablet's words: what the players see
// beside each cup, so a hand on the scale or an overload is seen before a tare is refused.
import type { WeighStatus } from '#protocol';
import { type Msg, msg, t } from '../i18n/i18n.ts';

export type CupState = NonNullable<WeighStatus['cups']>['left'];

const WORDS: Record<CupState, { mark: string; words: Msg }> = {
  motion: { mark: '∿', words: msg('in motion') },
  stable: { mark: '●', words: msg('stable') },
  zero: { mark: '0', words: msg('at zero') },
  overload: { mark: '⚠', words: msg('overloaded') },
};

/** The mark and words for a cup's state. */
export function cupStateWords(state: CupState): { mark: string; words: string } {
  const { mark, words } = WORDS[state];
  return { mark, words: t(words) };
}
