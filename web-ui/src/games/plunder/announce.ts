// Plunder!'s question read out (screen readers, and the voice when it is on): whose turn, the card
// to resolve and whether a reaction may still come (P13), the tie-break's reaction cards (P30).
// Built from the view this tablet was sent, so it says nothing hidden.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'action' && typeof a.player === 'string') return `${a.player}'s turn.`;
  if (a?.type === 'resolve' && typeof a.player === 'string')
    return a.reactionOpen === true ? `${a.player}'s card: anyone may react, then enter its result.` : `${a.player}'s card: enter its result.`;
  if (a?.type === 'reactions' && Array.isArray(a.players) && a.players.length > 0)
    return `A tie for the win: ${a.players.join(', ')}, show your reaction cards.`;
  return null;
}
