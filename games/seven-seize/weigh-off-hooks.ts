// What the table's weigh-off needs of 7 Seize: the contest awaited (its pairing, the pieces in each
// collection, R22's set-aside pieces, R24's tie band), the verdict input, and the words of a tie (R22, R23).
import type { SentPhrase } from '../core/phrase-key.ts';
import { phrase } from '../core/phrase.ts';
import type { AwaitedContest, ContestScale, GameInput } from '../core/types.ts';
import type { SevenSeizeState } from './state.ts';
import { view } from './view.ts';

type SeizeView = {
  awaiting?: { type?: string; contest?: { left?: unknown; right?: unknown } } | null;
  weighOff?: { results?: unknown[]; contest?: { setAside?: Record<string, unknown> } | null } | null;
  collections?: Record<string, unknown>;
  options?: { tieBandGrams?: unknown; wrongWinnerRate?: unknown; cursedTreasure?: unknown };
  events?: unknown;
};

const seen = (s: SevenSeizeState): SeizeView => view(s) as SeizeView;
const count = (x: unknown): number => (typeof x === 'number' ? x : 0);

export const contestHooks: ContestScale<SevenSeizeState> = {
  awaited(state: SevenSeizeState): AwaitedContest | null {
    const v = seen(state);
    const a = v.awaiting;
    if (a?.type !== 'verdict' || typeof a.contest?.left !== 'string' || typeof a.contest.right !== 'string') return null;
    const o = v.options;
    // The view's collections already leave out the pieces set aside by a tiebreak (R22).
    const pieces = (who: string): number => Math.max(0, count(v.collections?.[who]));
    return {
      left: a.contest.left,
      right: a.contest.right,
      key: String(v.weighOff?.results?.length ?? 0),
      round: JSON.stringify(v.weighOff?.contest?.setAside ?? {}),
      pieces: { left: pieces(a.contest.left), right: pieces(a.contest.right) },
      ...(typeof o?.tieBandGrams === 'number' ? { bandGrams: o.tieBandGrams } : {}),
      ...(typeof o?.wrongWinnerRate === 'number' ? { wrongWinnerRate: o.wrongWinnerRate } : {}),
    };
  },

  verdict(heavier, grams): GameInput {
    const input = grams ? { type: 'verdict', heavier, grams } : { type: 'verdict', heavier };
    return input;
  },

  said(state: SevenSeizeState): string {
    const events = seen(state).events;
    return Array.isArray(events) ? events.filter((x): x is string => typeof x === 'string').join('. ') : '';
  },

  told(state: SevenSeizeState): SentPhrase[] {
    return view(state).told;
  },

  tieWords(state: SevenSeizeState, { left, right }: AwaitedContest): string {
    const v = seen(state);
    const pieces = (who: string): number => (typeof v.collections?.[who] === 'number' ? (v.collections[who] as number) : 1);
    const [l, r] = [pieces(left), pieces(right)];
    const loses = (empty: string, other: string): string => (v.options?.cursedTreasure === true ? other : empty);
    if (l > 0 && r > 0) return phrase('each side takes one piece out and weighs again (R22)');
    if (l === 0 && r === 0) return phrase('both cups are empty, so both stay in (R23)');
    const [empty, other] = l === 0 ? [left, right] : [right, left];
    return phrase('{empty} has no piece left to remove: {loser} is eliminated (R23)', { empty, loser: loses(empty, other) });
  },
};
