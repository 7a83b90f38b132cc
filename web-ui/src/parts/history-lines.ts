// The History panel's text (pure): each step of GET /api/history told by its game (GameUi.tell) or,
// without a teller, as its input in plain words, grouped by the part of the game it belongs to.
import type { HistoryReply } from '#protocol';
import type { GameUi, ToldStep } from '../games/types.ts';
import { stepWords } from './step-words.ts';

export interface HistoryPart {
  part: string;
  lines: string[];
}

/** A game's round, where its view has one; else no part. */
const roundOf = (view: Record<string, unknown>): string => (typeof view.round === 'number' ? `Round ${view.round}` : '');

/** The start: who sat down, in seat order (every game's `start` names its players). */
function started(input: Record<string, unknown>, game: string): ToldStep {
  const players = Array.isArray(input.players) ? input.players.filter((p): p is string => typeof p === 'string') : [];
  return { part: '', lines: [`A game of ${game}${players.length ? ` for ${players.join(', ')}` : ''} begins.`] };
}

export function toldHistory(steps: HistoryReply['steps'], game: string, tell?: GameUi['tell']): HistoryPart[] {
  const parts: HistoryPart[] = [];
  steps.forEach((s, i) => {
    const step = { input: s.input, before: i > 0 ? (steps[i - 1]?.view ?? null) : null, after: s.view };
    const told = s.input.type === 'start' ? started(s.input, game) : (tell?.(step) ?? { part: roundOf(s.view), lines: [stepWords(s.input)] });
    if (told.lines.length === 0) return;
    const last = parts.at(-1);
    if (last && last.part === told.part) last.lines.push(...told.lines);
    else parts.push({ part: told.part, lines: [...told.lines] });
  });
  return parts;
}
