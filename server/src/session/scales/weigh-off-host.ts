// What the weigh-off (table-weigh-off.ts, weigh-off-controls.ts) needs of its table, and the words
// it shares: a verdict, which contest of the game, and the status between contests.
import type { SentPhrase } from '../../../../games/core/phrase-key.ts';
import type { AwaitedContest } from '../../../../games/core/types.ts';
import type { WeighStatus } from '#protocol';
import type { Result } from '../result.ts';

export type Verdict = 'left' | 'right' | 'none';

/** What the weigh-off needs of its table: the game's contest hooks, and a path for its verdict. */
export interface WeighOffHost {
  /** The contest the game awaits a verdict for now, or null. */
  contest(): AwaitedContest | null;
  /** Puts the verdict into the game, unannounced (the weigh-off announces once, after its own
   * status moved). `grams`: what each side weighed, kept with the contest for the standings. */
  submitVerdict(heavier: Verdict, grams?: { left: number; right: number }): Result;
  /** The game's words for the verdict just taken. */
  said(): string;
  /** The same words as phrases, for each tablet's language (none: said in English only). */
  told?(): SentPhrase[];
  /** The game's words for what a tie does now (R22, R23). */
  tieWords(contest: AwaitedContest): string;
  /** The weigh status (or the game, after a verdict) changed: tell the tablets. */
  changed(): void;
}

/** Which contest of the game: a tie keeps the pairing and the result count, only pieces move aside. */
export type Pairing = AwaitedContest;
export const samePairing = (a: Pairing | null, b: Pairing | null): boolean => !!a && !!b && a.left === b.left && a.right === b.right && a.key === b.key;

export const IDLE: WeighStatus = { stage: 'idle', contest: null, message: '', verdict: null };

/** The controller refuses impossible input by throwing (time going back, NaN): a live table must go on. */
export function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
