// Blackbeard's Booty's question read out (screen readers, and the voice when it is on): the bag
// draw for who starts (B6), then which pirate is to move.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'first') return 'Draw from the bag: who moves first?';
  if (a?.type === 'move' && typeof a.player === 'string' && typeof a.colour === 'string') return `${a.player} (${a.colour}) to move.`;
  return null;
}
