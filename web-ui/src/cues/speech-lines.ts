// What the tablet says aloud when the session moves (pure): the game's news (its `narrate` hook),
// a verdict from the scale, then the new prompt — the same sentence the screen reader gets
// (announce.ts). All of it is built from what this tablet may see, so it never speaks a secret.
import type { SessionState } from '../../../server/src/protocol.ts';
import type { GameUi } from '../games/types.ts';
import { announcement } from './announce.ts';

export function spokenLines(prev: SessionState, next: SessionState, ui?: Pick<GameUi, 'announce' | 'narrate'>): string[] {
  const lines: string[] = [];
  const sameGame = prev.game?.id === next.game?.id;
  if (sameGame && next.inputs !== prev.inputs) lines.push(...(ui?.narrate?.(prev, next) ?? []));
  if (next.weigh.stage === 'verdict' && prev.weigh.stage !== 'verdict' && next.weigh.message) lines.push(next.weigh.message);
  const prompt = announcement(next, ui);
  if (prompt && prompt !== announcement(prev, ui)) lines.push(prompt);
  return lines;
}
