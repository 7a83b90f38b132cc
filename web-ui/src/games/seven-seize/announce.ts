// 7 Seize's questions as one sentence each for screen readers (the shell's announcer, cues/announce.ts):
// the Interloper's card (R18) and the choices of a round. Null: the shell's own sentence.
import type { SessionState } from '#protocol';
import { askedToTap } from '../../cues/announce.ts';
import { INTERLOPER, isSevenSeizeView } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { list } from '../../i18n/format.ts';

export function announce(session: SessionState): string | null {
  const view = session.view;
  if (!isSevenSeizeView(view)) return null;
  const a = view.awaiting;
  switch (a?.type) {
    case 'reveal':
      return askedToTap(session, a.players) === INTERLOPER
        ? t("Round {round}: the Interloper's card, the top card of the draw deck.", { round: view.round })
        : null;
    case 'chooseCaptain':
      return t('A tie for captain. {player}, choose the new captain: {among}. Keys 1 to {keys}.', {
        player: a.player,
        among: list(a.among, 'disjunction'),
        keys: a.among.length,
      });
    case 'divvy':
      return t('{player}, split {pieces} pieces between the red and black stashes. A number key picks the red pieces, Enter confirms.', {
        player: a.player,
        pieces: a.pieces,
      });
    case 'order':
      return t('Same rank: {player}, choose who acts first among {among}. Keys 1 to {keys}, Enter confirms.', {
        player: a.player,
        among: list(a.among, 'disjunction'),
        keys: a.among.length,
      });
    case 'queen':
      return t("{player}'s Queen: {decidedBy}, seize 1 from the stash or steal 1. Keys 1 to {keys}.", {
        player: a.player,
        decidedBy: a.decidedBy,
        keys: a.options.length,
      });
    default:
      return null;
  }
}
