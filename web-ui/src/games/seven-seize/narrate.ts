// 7 Seize's news, to speak (cues/speech-lines.ts) and for the History panel: the sentences of the
// step just played (the view's `events`, e.g. "Ann (9H) takes 2 from the red stash", a contest's
// verdict), none already told; and the cards of a reveal once everyone has revealed.
import type { SessionState } from '#protocol';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { isSevenSeizeView, type SevenSeizeView } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { saidEvents } from './said-events.ts';
import { weighOffWords } from './weigh-off-words.ts';

const asSeven = (v: unknown): SevenSeizeView | null => (isSevenSeizeView(v) ? v : null);

/** The events of `after` not yet in `before` (a new phase starts its own list), in the tablet's language. */
function newEvents(before: SevenSeizeView | null, after: SevenSeizeView | null): string[] {
  if (!after) return [];
  const was = before?.events ?? [];
  const now = after.events;
  const continues = was.length <= now.length && was.every((e, i) => now[i] === e);
  return saidEvents(after, continues ? was.length : 0);
}

export function narrate(prev: SessionState, next: SessionState): string[] {
  const now = asSeven(next.view);
  // The weigh-off's words asked for as it nears, whether or not its screens are shown.
  if (now) void weighOffWords(now);
  return newEvents(asSeven(prev.view), now);
}

/** The part of the game a step was taken in: a round, or the weigh-off. */
function partOf(v: SevenSeizeView): string {
  return v.phase === 'weigh-off' || (v.phase === 'finished' && v.weighOff) ? t('The weigh-off') : t('Round {round}', { round: v.round });
}

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const now = asSeven(after);
  if (!now) return { part: '', lines: [stepWords(input)] };
  const was = asSeven(before) ?? now;
  const lines: string[] = [];
  if (input.type === 'reveal') {
    const last = now.lastReveal;
    // Everyone has revealed: the cards are public now, in the words of the table.
    if (last && JSON.stringify(last) !== JSON.stringify(was.lastReveal)) {
      const cards = Object.entries(last.cards).map(([p, c]) => `${p} ${c}`);
      lines.push(
        last.phase === 'squabble'
          ? t('The squabble for Captain: {cards}.', { cards: cards.join(', ') })
          : t('The seize: {cards}.', { cards: cards.join(', ') }),
      );
    } else lines.push(t("{player}'s card is down.", { player: String(input.player) }));
  }
  const news = newEvents(asSeven(before), now);
  lines.push(...news.map((e) => (/[.!?]$/.test(e) ? e : `${e}.`)));
  if (lines.length === 0) lines.push(stepWords(input));
  return { part: partOf(was), lines };
}
