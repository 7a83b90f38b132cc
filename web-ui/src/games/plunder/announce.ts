// Plunder!'s question read out (screen readers, and the voice when it is on): whose turn, the card
// to resolve and whether a reaction may still come (P13), the tie-break's reaction cards (P30).
// Built from the view this tablet was sent, so it says nothing hidden.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';
import { t } from '../../i18n/i18n.ts';

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'action' && typeof a.player === 'string') return t("{player}'s turn.", { player: a.player });
  if (a?.type === 'resolve' && typeof a.player === 'string')
    return a.reactionOpen === true
      ? t("{player}'s card: anyone may react, then enter its result.", { player: a.player })
      : t("{player}'s card: enter its result.", { player: a.player });
  if (a?.type === 'reactions' && Array.isArray(a.players) && a.players.length > 0)
    return t('A tie for the win: {players}, show your reaction cards.', { players: a.players.join(', ') });
  return null;
}
