// The question the table is waiting on, as one sentence for screen readers (an aria-live
// region reads it whenever it changes). Pure: from the game view and the weigh status.
import type { SessionState } from '../../../server/src/protocol.ts';
import { INTERLOPER, type TableView } from '../games/seven-seize/view.ts';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

export function announcement(view: TableView, session: Pick<SessionState, 'tapFor' | 'weigh' | 'device'>): string {
  if (view.game === null) return 'New game: type the players in seat order, then Set sail.';
  const a = view.awaiting;
  if (view.phase === 'finished' || !a)
    return view.winners.length ? `Game over: ${view.winners.join(' and ')} ${view.winners.length > 1 ? 'share the win' : 'wins'}.` : 'Game over.';
  switch (a.type) {
    case 'reveal': {
      // The High Seize turns piles over (H11): the reveal names piles, not players.
      const piles = (a as { piles?: unknown }).piles;
      if (!Array.isArray(a.players) && typeof piles === 'object' && piles !== null) {
        const names = Object.keys(piles);
        const pile = session.tapFor !== null && names.includes(session.tapFor) ? session.tapFor : (names[0] ?? '');
        const where = pile === 'neutral' ? 'the neutral ship' : `${pile}'s ship`;
        return `Round ${view.round}: turn over ${where} and ${session.device.hasReader ? 'tap its cards on the reader' : 'pick its cards on the tablet'}.`;
      }
      const who = session.tapFor !== null && a.players.includes(session.tapFor) ? session.tapFor : (a.players[0] ?? '');
      const how = session.device.hasReader ? 'tap your card on the reader' : 'pick your card on the tablet';
      if (who === INTERLOPER) return `Round ${view.round}: the Interloper's card, the top card of the draw deck.`;
      return `Round ${view.round}: ${who}, ${how}.`;
    }
    case 'chooseCaptain':
      return `A tie for captain. ${a.player}, choose the new captain: ${list(a.among)}. Keys 1 to ${a.among.length}.`;
    case 'divvy':
      return `${a.player}, split ${a.pieces} pieces between the red and black stashes. A number key picks the red pieces, Enter confirms.`;
    case 'order':
      return `Same rank: ${a.player}, choose who acts first among ${list(a.among)}. Keys 1 to ${a.among.length}, Enter confirms.`;
    case 'queen':
      return `${a.player}'s Queen: ${a.decidedBy}, seize 1 from the stash or steal 1. Keys 1 to ${a.options.length}.`;
    case 'verdict': {
      const c = a.contest;
      const w = session.weigh;
      const vs = `${c.left} against ${c.right}`;
      return w.message ? `Weigh-off, ${vs}: ${w.message}` : `Weigh-off, ${vs}.`;
    }
    default:
      return '';
  }
}
