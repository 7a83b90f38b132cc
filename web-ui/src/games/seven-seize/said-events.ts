// 7 Seize's events (what a step did: the view's `told`, games/seven-seize/narrate.ts) in the
// tablet's language; a view without them (a table older than its tablet) shows its English `events`.
import { sayPhrase } from '../../i18n/said-phrase.ts';
import type { SevenSeizeView } from './model.ts';

/** The view's events from the `from`-th on, each said in the tablet's language. */
export function saidEvents(v: SevenSeizeView, from = 0): string[] {
  const told = Array.isArray(v.told) ? v.told : [];
  return v.events.slice(from).map((e, i) => {
    const data = told[from + i];
    return data ? sayPhrase(data, e) : e;
  });
}
