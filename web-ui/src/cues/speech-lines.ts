// What the tablet says aloud when the session moves (pure): the game's news (its `narrate` hook),
// a verdict from the scale, then the new prompt — the same sentence the screen reader gets
// (announce.ts). All of it is built from what this tablet may see, so it never speaks a secret.
import type { SessionState } from '#protocol';
import type { GameUi } from '../games/types.ts';
import { announcement } from './announce.ts';
import { weighMessage } from '../parts/weigh-words.ts';

export function spokenLines(prev: SessionState, next: SessionState, ui?: Pick<GameUi, 'announce' | 'narrate'>): string[] {
  const lines: string[] = [];
  const sameGame = prev.game?.id === next.game?.id;
  if (sameGame && next.inputs !== prev.inputs) lines.push(...(ui?.narrate?.(prev, next) ?? []));
  if (next.weigh.stage === 'verdict' && prev.weigh.stage !== 'verdict' && next.weigh.message) lines.push(weighMessage(next.weigh));
  const prompt = announcement(next, ui);
  if (prompt && prompt !== announcement(prev, ui)) lines.push(prompt);
  return lines;
}

/**
 * The game's screens (and its way of saying its questions) came down after its question was already
 * on the table: the question as it reads now, if it reads otherwise than without them — the screen
 * reader gets it then too. (A prompt of the game's own was never spoken when its chunk was slow.)
 */
export function lateLines(session: SessionState, before: Pick<GameUi, 'announce'> | undefined, after: Pick<GameUi, 'announce'> | undefined): string[] {
  const now = announcement(session, after);
  return now && now !== announcement(session, before) ? [now] : [];
}
