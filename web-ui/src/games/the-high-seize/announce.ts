// The High Seize turns piles over (H11): its reveal names piles, not players, so it says its own
// sentence to screen readers (the shell's announcer, cues/announce.ts). Null: the shell's own.
import type { SessionState } from '#protocol';
import { askedToTap } from '../../cues/announce.ts';
import { isObj } from '../view-check.ts';
import { pileName } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function announce(session: SessionState): string | null {
  const view = session.view;
  const piles = isObj(view.awaiting) && view.awaiting.type === 'reveal' ? view.awaiting.piles : null;
  if (!isObj(piles)) return null;
  const pile = askedToTap(session, Object.keys(piles));
  const values = { round: String(view.round), pile: pileName(pile) };
  return session.device.hasReader
    ? t('Round {round}: turn over {pile} and tap its cards on the reader.', values)
    : t('Round {round}: turn over {pile} and pick its cards on the tablet.', values);
}
