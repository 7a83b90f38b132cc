// 7 Seize's view as its teaching reads it (its type is view.ts's): what every tablet is shown.
import { phrase } from '../../core/phrase.ts';
import { INTERLOPER } from '../state.ts';
import type { SevenSeizeView as SeizeView } from '../view.ts';

export type { SevenSeizeView as SeizeView } from '../view.ts';

/** The events this step added: the view keeps a phase's events until the next one starts them anew. */
export function newEvents(before: SeizeView | null, after: SeizeView): string[] {
  const old = before?.events ?? [];
  const now = after.events ?? [];
  let same = 0;
  while (same < old.length && same < now.length && old[same] === now[same]) same++;
  return same === old.length ? now.slice(same) : now;
}

/** A participant as a sentence names them: `Ann`, `the Interloper`. */
export const named = (p: string): string => (p === INTERLOPER ? phrase('the Interloper') : p);

/** …and at the start of a sentence. */
export const Named = (p: string): string => (p === INTERLOPER ? phrase('The Interloper') : p);

/** `1 piece`, `3 pieces`. */
export const pieces = (count: number): string => phrase('{count, plural, one {# piece} other {# pieces}}', { count });

/** Kings that took a stash in these events (the game's own words, seize.ts): who, how many. */
export function kingsTook(events: readonly string[]): { who: string; n: number; colour: string }[] {
  return events.flatMap((e) => {
    const m = /^(.+) \(K[SHDC]\) takes all (\d+) pieces? of the (red|black) stash/.exec(e);
    return m ? [{ who: m[1] as string, n: Number(m[2]), colour: m[3] as string }] : [];
  });
}

/** Who swabbed the deck in these events, and how many pieces were left (seize.ts). */
export function swabbed(events: readonly string[]): { who: string; n: number } | null {
  for (const e of events) {
    const m = /^(.+) swabs the deck and takes the (\d+) pieces? left/.exec(e);
    if (m) return { who: m[1] as string, n: Number(m[2]) };
  }
  return null;
}
