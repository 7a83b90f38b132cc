// Blackbeard's Booty's news to speak (cues/speech-lines.ts): the move just made, e.g. "Silver moves c5 to d4".
import type { SessionState } from '../../../../server/src/protocol.ts';

type Move = { by?: unknown; from?: unknown; to?: unknown; capture?: unknown } | null | undefined;
const lastMove = (s: SessionState): Move => (s.view as { lastMove?: Move }).lastMove;

export function narrate(prev: SessionState, next: SessionState): string[] {
  const m = lastMove(next);
  if (!m || typeof m.by !== 'string' || JSON.stringify(m) === JSON.stringify(lastMove(prev))) return [];
  const who = `${m.by[0]?.toUpperCase()}${m.by.slice(1)}`;
  return [`${who} ${m.capture ? 'captures' : 'moves'} ${m.from} to ${m.to}.`];
}
