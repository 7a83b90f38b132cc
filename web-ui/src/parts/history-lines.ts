// The History panel's text (pure): each step of GET /api/history told by its game (GameUi.tell) or,
// without a teller, as its input in plain words, grouped by the part of the game it belongs to; a
// step that did something a newcomer would not expect has its "why" line (the game's teaching).
import type { HistoryReply } from '#protocol';
import type { WhyLine } from '#games';
import type { GameUi, HistoryStep, ToldStep } from '../games/types.ts';
import { stepWords } from './step-summary.ts';
import { t } from '../i18n/i18n.ts';

export interface HistoryPart {
  part: string;
  lines: string[];
  /** Beside each line, the rule that made its step turn out so (on a step's last line), or null. */
  whys: (WhyLine | null)[];
}

/** A game's round, where its view has one; else no part. */
const roundOf = (view: Record<string, unknown>): string => (typeof view.round === 'number' ? t('Round {round}', { round: view.round }) : '');

/** The start: who sat down, in seat order (every game's `start` names its players). */
function started(input: Record<string, unknown>, game: string): ToldStep {
  const players = Array.isArray(input.players) ? input.players.filter((p): p is string => typeof p === 'string') : [];
  return {
    part: '',
    lines: [players.length ? t('A game of {game} for {players} begins.', { game, players: players.join(', ') }) : t('A game of {game} begins.', { game })],
  };
}

export function toldHistory(steps: HistoryReply['steps'], game: string, tell?: GameUi['tell'], why?: (step: HistoryStep) => WhyLine | null): HistoryPart[] {
  const parts: HistoryPart[] = [];
  steps.forEach((s, i) => {
    const step = { input: s.input, before: i > 0 ? (steps[i - 1]?.view ?? null) : null, after: s.view };
    const told = s.input.type === 'start' ? started(s.input, game) : (tell?.(step) ?? { part: roundOf(s.view), lines: [stepWords(s.input)] });
    if (told.lines.length === 0) return;
    const because = why?.(step) ?? null;
    const whys = told.lines.map((_, j) => (j === told.lines.length - 1 ? because : null));
    const last = parts.at(-1);
    if (last && last.part === told.part) {
      last.lines.push(...told.lines);
      last.whys.push(...whys);
    } else parts.push({ part: told.part, lines: [...told.lines], whys });
  });
  return parts;
}
