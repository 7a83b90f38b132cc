// Loot's question read out (screen readers, and the voice when it is on): whose turn and what they
// may do (L6: draw, play, or once the pile is out, play or discard), and the hand reports after the
// end (L23). Built from the view this tablet was sent, so it says nothing hidden.
import type { SessionState } from '#protocol';
import { isObj } from '../view-check.ts';

const WORDS: Record<string, string> = { draw: 'draw a card', play: 'play a card', discard: 'discard a card' };

export function announce(session: SessionState): string | null {
  const a = isObj(session.view.awaiting) ? session.view.awaiting : null;
  if (a?.type === 'action' && typeof a.player === 'string') {
    const options = Array.isArray(a.options) ? a.options.filter((o): o is string => typeof o === 'string' && Object.hasOwn(WORDS, o)) : [];
    const what = options.map((o) => WORDS[o]).join(' or ');
    return what ? `${a.player}'s turn: ${what}.` : `${a.player}'s turn.`;
  }
  if (a?.type === 'handMerchants' && Array.isArray(a.players) && a.players.length > 0)
    return `The game is over: ${a.players.join(', ')}, say which merchant ships are left in your hand.`;
  return null;
}
