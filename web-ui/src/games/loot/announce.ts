// Loot's question read out (screen readers, and the voice when it is on): whose turn and what they
// may do (L6: draw, play, or once the pile is out, play or discard), and the hand reports after the
// end (L23). Built from the view this tablet was sent, so it says nothing hidden.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { list } from '../../i18n/format.ts';

const WORDS: Record<string, Msg> = { draw: msg('draw a card'), play: msg('play a card'), discard: msg('discard a card') };

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'action' && typeof a.player === 'string') {
    const options = Array.isArray(a.options) ? a.options.filter((o): o is string => typeof o === 'string' && Object.hasOwn(WORDS, o)) : [];
    const what = list(
      options.map((o) => t(WORDS[o] as Msg)),
      'disjunction',
    );
    return what ? t("{player}'s turn: {what}.", { player: a.player, what }) : t("{player}'s turn.", { player: a.player });
  }
  if (a?.type === 'handMerchants' && Array.isArray(a.players) && a.players.length > 0)
    return t('The game is over: {players}, say which merchant ships are left in your hand.', { players: a.players.join(', ') });
  return null;
}
