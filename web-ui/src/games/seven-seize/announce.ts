// 7 Seize's questions as one sentence each for screen readers (the shell's announcer, cues/announce.ts):
// the Interloper's card (R18) and the choices of a round. Null: the shell's own sentence.
import type { SessionState } from '#protocol';
import { askedToTap } from '../../cues/announce.ts';
import { INTERLOPER, isSevenSeizeView } from './model.ts';

const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

export function announce(session: SessionState): string | null {
  const view = session.view;
  if (!isSevenSeizeView(view)) return null;
  const a = view.awaiting;
  switch (a?.type) {
    case 'reveal':
      return askedToTap(session, a.players) === INTERLOPER ? `Round ${view.round}: the Interloper's card, the top card of the draw deck.` : null;
    case 'chooseCaptain':
      return `A tie for captain. ${a.player}, choose the new captain: ${list(a.among)}. Keys 1 to ${a.among.length}.`;
    case 'divvy':
      return `${a.player}, split ${a.pieces} pieces between the red and black stashes. A number key picks the red pieces, Enter confirms.`;
    case 'order':
      return `Same rank: ${a.player}, choose who acts first among ${list(a.among)}. Keys 1 to ${a.among.length}, Enter confirms.`;
    case 'queen':
      return `${a.player}'s Queen: ${a.decidedBy}, seize 1 from the stash or steal 1. Keys 1 to ${a.options.length}.`;
    default:
      return null;
  }
}
